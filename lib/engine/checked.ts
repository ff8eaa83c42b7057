// The card mechanics, the auction helpers and the deck as the engine exports them, checking their
// arguments and throwing EngineError on a bad one. The bots call the card functions thousands of
// times a decision, so a card is checked by its character codes and effectiveSuit and strength
// are read from cards.ts's tables (computed from the rules): the check adds a few nanoseconds.
// The engine's own loops call the unchecked functions in cards.ts with cards it made.

import { denomIndex, isDenomination, isListOf, isObject, isSeat } from "./action";
import * as cards from "./cards";
import { shuffledDeck as shuffleFor } from "./deal";
import { precondition } from "./errors";
import {
  RANKINGS,
  SUITS,
  type Card,
  type Denomination,
  type LogEntry,
  type Ranking,
  type Seat,
  type Suit,
  type VariantId,
  type VariantOptions,
} from "./types";
import { highBid as standingBid, type HighBid } from "./variants/auction";
import { forcedBidder as jokerBidder } from "./variants/hasenpfeffer";
import { VARIANTS, isVariantId } from "./variants";

const isRanking = (x: unknown): x is Ranking => (RANKINGS as readonly unknown[]).includes(x);

/** Where `card` under `denom` and `ranking` sits in the tables, or −1 when one is not one. */
function tableIndex(card: unknown, denom: unknown, ranking: unknown): number {
  const c = cards.cardIndex(card);
  const d = isRanking(ranking) && isDenomination(denom) ? denomIndex(cards.tableDenom(denom, ranking)) : -1;
  return c >= 0 && d >= 0 ? d * cards.CARD_COUNT + c : -1;
}

export function effectiveSuit(card: Card, denom: Denomination, ranking: Ranking = "bowers"): Suit {
  const at = tableIndex(card, denom, ranking);
  precondition(at >= 0 && cards.EFFECTIVE[at] >= 0, "effectiveSuit: a card, a denomination and a ranking (the joker: a trump suit)");
  return SUITS[cards.EFFECTIVE[at]];
}

export function strength(card: Card, denom: Denomination, ranking: Ranking = "bowers"): number {
  const at = tableIndex(card, denom, ranking);
  precondition(at >= 0 && cards.EFFECTIVE[at] >= 0, "strength: a card, a denomination and a ranking (the joker: a trump suit)");
  return cards.POWER[at];
}

export function legalPlays(hand: readonly Card[], led: Card | null, denom: Denomination, ranking: Ranking = "bowers"): Card[] {
  const ok = isListOf(hand, cards.isCard) && (led === null || cards.isCard(led)) && isDenomination(denom) && isRanking(ranking);
  precondition(ok, "legalPlays: a list of cards, the led card or null, a denomination and a ranking");
  return cards.legalPlays(hand, led, denom, ranking);
}

export function trickWinner(played: readonly Card[], denom: Denomination, ranking: Ranking = "bowers"): number {
  precondition(
    isListOf(played, cards.isCard) && played.length > 0 && isDenomination(denom) && isRanking(ranking),
    "trickWinner: one card or more, a denomination and a ranking",
  );
  return cards.trickWinner(played, denom, ranking);
}

/** What highBid reads of an entry: its seat, and a bid's tricks and denomination. */
function isCall(x: unknown): x is LogEntry {
  if (!isObject(x) || !isSeat(x.seat) || !isObject(x.action)) return false;
  const { type, tricks, denom } = x.action;
  return typeof type === "string" && (type !== "bid" || (Number.isFinite(tricks) && (denom === undefined || isDenomination(denom))));
}

export function highBid(calls: readonly LogEntry[]): HighBid | null {
  precondition(isListOf(calls, isCall), "highBid: a list of calls, each bid with its tricks");
  return standingBid(calls);
}

/** Hasenpfeffer: the seat whose forced bid of 3 showed it holds the joker, or null (docs/rules.md §11.4). */
export function forcedBidder(calls: readonly LogEntry[]): Seat | null {
  precondition(isListOf(calls, isCall), "forcedBidder: a list of calls, each bid with its tricks");
  return jokerBidder(calls);
}

/** The deck of a deal with `seed` under `options`, top card first, before it is dealt. */
export function shuffledDeck(variant: VariantId, seed: string, options: VariantOptions = {}): Card[] {
  precondition(isVariantId(variant) && isObject(options), "shuffledDeck: a variant id and its options");
  return shuffleFor(VARIANTS[variant], seed, options);
}
