// Card mechanics shared by every game (docs/rules.md §1): effective suit, rank order, follow
// suit, trick winner, under the game's ranking (bowers, or Napoleon's natural order). Cards stay
// short strings; rank and suit are their two characters.

import { EngineError } from "./errors";
import { DENOMINATIONS, JOKER, LOW_RANKS, RANKS, SUITS, type Card, type Denomination, type Rank, type Ranking, type Suit } from "./types";

/** Each suit's colour-mate: the jack of trump's colour-mate is the left bower. */
export const SAME_COLOUR: Record<Suit, Suit> = { S: "C", C: "S", H: "D", D: "H" };

// The 7 and 8 rank below the nine (−2 and −1), so that every card of the 24-card pack keeps
// the strength it has always had and the games without the 32-card option are unchanged.
const RANK_INDEX: Record<string, number> = Object.fromEntries([
  ...RANKS.map((r, i) => [r, i]),
  ...LOW_RANKS.map((r, i) => [r, i - LOW_RANKS.length]),
]);
/** The joker's strength: above the right bower (7). */
const JOKER_STRENGTH = 8;

/** Every card of one 24-card pack, suit by suit in SUITS order, 9 up to A. */
export const PACK: readonly Card[] = SUITS.flatMap((s) => RANKS.map((r) => `${r}${s}` as Card));
/** The 7s and 8s of the 32-card deck, suit by suit. */
export const LOW_CARDS: readonly Card[] = SUITS.flatMap((s) => LOW_RANKS.map((r) => `${r}${s}` as Card));
/** Every card any game deals: the pack, then the 7s and 8s, then the joker (cardIndex's order). */
export const ALL_CARDS: readonly Card[] = [...PACK, ...LOW_CARDS, JOKER];
export const CARD_COUNT = ALL_CARDS.length;

// Rank and suit indexes by character code, so a card is recognised from its two characters
// without hashing: the bots check every card they pass in, thousands of times a decision.
const RANK_AT = new Int8Array(128).fill(-1);
const LOW_AT = new Int8Array(128).fill(-1);
const SUIT_AT = new Int8Array(128).fill(-1);
RANKS.forEach((r, i) => (RANK_AT[r.charCodeAt(0)] = i));
LOW_RANKS.forEach((r, i) => (LOW_AT[r.charCodeAt(0)] = i));
SUITS.forEach((s, i) => (SUIT_AT[s.charCodeAt(0)] = i));

/** The card's index in ALL_CARDS, or −1 for anything that is not a card. */
export function cardIndex(x: unknown): number {
  if (typeof x !== "string" || x.length !== 2) return -1;
  if (x === JOKER) return CARD_COUNT - 1;
  const suit = SUIT_AT[x.charCodeAt(1)]; // undefined past the table: the comparisons below fail
  if (!(suit >= 0)) return -1;
  const rank = RANK_AT[x.charCodeAt(0)];
  if (rank >= 0) return suit * RANKS.length + rank;
  const low = LOW_AT[x.charCodeAt(0)];
  return low >= 0 ? PACK.length + suit * LOW_RANKS.length + low : -1;
}

export const isCard = (x: unknown): x is Card => cardIndex(x) >= 0;

/** Is `x` a suit? Of a denomination: is it a trump suit rather than a sans. */
export const isSuit = (x: unknown): x is Suit => typeof x === "string" && x.length === 1 && SUIT_AT[x.charCodeAt(0)] >= 0;

export const suitOf = (card: Card): Suit => card[1] as Suit;
export const rankOf = (card: Card): Rank => card[0] as Rank;

/**
 * The suit a card belongs to under a denomination. This is the only place that knows the left
 * bower: with trump T, the jack of T's colour-mate is a T card for following, leading and winning.
 * The joker is a trump card too; only standard Euchre deals it, always with a trump suit, so a
 * sans contract with the joker is a caller's bug (docs/rules.md §2.11, A-S7). Under the natural
 * ranking every card keeps its printed suit.
 */
export function effectiveSuit(card: Card, denom: Denomination, ranking: Ranking = "bowers"): Suit {
  if (card === JOKER) return isSuit(denom) ? denom : jokerInSans();
  const suit = card[1] as Suit;
  if (card[0] === "J" && ranking === "bowers" && isSuit(denom) && SAME_COLOUR[denom] === suit) return denom;
  return suit;
}

/** Rank within the card's effective suit, higher is better (docs/rules.md §1.2; natural: §12.5). */
export function strength(card: Card, denom: Denomination, ranking: Ranking = "bowers"): number {
  if (card === JOKER) return isSuit(denom) ? JOKER_STRENGTH : jokerInSans();
  const r = RANK_INDEX[card[0]];
  if (denom === "NT_LOW") return 5 - r;
  if (card[0] === "J" && ranking === "bowers" && effectiveSuit(card, denom) === denom) return card[1] === denom ? 7 : 6;
  return r;
}

function jokerInSans(): never {
  throw new EngineError("the joker is dealt only in games with a trump suit");
}

/** The cards of `hand` that may be played to a trick whose first card is `led` (null: leading). */
export function legalPlays(hand: readonly Card[], led: Card | null, denom: Denomination, ranking: Ranking = "bowers"): Card[] {
  if (led === null) return [...hand];
  const suit = effectiveSuit(led, denom, ranking);
  const follow = hand.filter((c) => effectiveSuit(c, denom, ranking) === suit);
  return follow.length > 0 ? follow : [...hand];
}

/** Does playing `card` from `hand` break the follow-suit rule? */
export function revokes(hand: readonly Card[], card: Card, led: Card | null, denom: Denomination, ranking: Ranking = "bowers"): boolean {
  if (led === null) return false;
  const suit = effectiveSuit(led, denom, ranking);
  if (effectiveSuit(card, denom, ranking) === suit) return false;
  for (const c of hand) if (effectiveSuit(c, denom, ranking) === suit) return true;
  return false;
}

/**
 * Index (in play order) of the card that wins a trick. Strict ">" keeps the earlier of two
 * identical cards, so in the double deck the first played wins (docs/rules.md §1.4).
 */
export function trickWinner(cards: readonly Card[], denom: Denomination, ranking: Ranking = "bowers"): number {
  const suitOf = (c: Card) => effectiveSuit(c, denom, ranking);
  const led = suitOf(cards[0]);
  // A card off the led suit and not a trump never wins: below every strength, the 7's (−2) too.
  const power = (c: Card) => {
    if (suitOf(c) === denom) return 100 + strength(c, denom, ranking);
    return suitOf(c) === led ? strength(c, denom, ranking) : -100;
  };
  let best = 0;
  let bestPower = power(cards[0]);
  for (let i = 1; i < cards.length; i++) {
    const p = power(cards[i]);
    if (p > bestPower) {
      best = i;
      bestPower = p;
    }
  }
  return best;
}

/** `hand` without one copy of `card` (the double deck holds duplicates). */
export function withoutOne(hand: readonly Card[], card: Card): Card[] {
  const out: Card[] = [];
  let skipped = false;
  for (const c of hand) {
    if (c === card && !skipped) skipped = true;
    else out.push(c);
  }
  return out;
}

/** The distinct cards of `cards`, in first-seen order (only the double deck repeats a card). */
export function distinct(cards: readonly Card[]): Card[] {
  const out: Card[] = [];
  for (const c of cards) if (!out.includes(c)) out.push(c);
  return out;
}

/** `hand` without one copy of each of `cards`, or null when some card is not there. */
export function withoutAll(hand: readonly Card[], cards: readonly Card[]): Card[] | null {
  const rest = [...hand];
  for (const c of cards) {
    const i = rest.indexOf(c);
    if (i < 0) return null;
    rest.splice(i, 1);
  }
  return rest;
}

// The two functions above as tables over every denomination and card, for the checked exports:
// EFFECTIVE[d × CARD_COUNT + c] is the effective suit's index (−1: the joker in a sans contract),
// POWER[…] the strength. Computed from effectiveSuit() and strength(), so the left bower and
// the joker still live in one place. The natural ranking reads the NT_HIGH row: printed suits,
// ace high (`tableDenom`).
export const EFFECTIVE = new Int8Array(DENOMINATIONS.length * CARD_COUNT);
export const POWER = new Int8Array(DENOMINATIONS.length * CARD_COUNT);
DENOMINATIONS.forEach((denom, d) => {
  ALL_CARDS.forEach((card, c) => {
    const sans = card === JOKER && !isSuit(denom);
    EFFECTIVE[d * CARD_COUNT + c] = sans ? -1 : SUITS.indexOf(effectiveSuit(card, denom));
    POWER[d * CARD_COUNT + c] = sans ? 0 : strength(card, denom);
  });
});

/** The tables' row for `denom` under `ranking`: a natural trump suit ranks as sans high does. */
export const tableDenom = (denom: Denomination, ranking: Ranking): Denomination => (ranking === "natural" ? "NT_HIGH" : denom);
