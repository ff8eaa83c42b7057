// Napoleon's count and calls (docs/rules.md §12): the bidder will lead, so the trump suit is the
// hand's own choice. A club player counts each suit as trumps: top trumps, length (three
// opponents hold the other 27 cards, so a long trump suit runs), side aces, voids to ruff, and
// the tricks that are sure once the top trumps have drawn the rest.

import { deckOf, strength, SUITS, type Action, type Card, type Suit } from "../../engine";
import type { Knowledge } from "../knowledge";

/** A trump's worth by rank from the top (A, K, Q, J, lower), with three or more trumps and with fewer. */
const TRUMP_LONG = [1, 0.85, 0.65, 0.5, 0.4];
const TRUMP_SHORT = [1, 0.55, 0.3, 0.15, 0.1];
/** A side ace, and a side king with a guard: three players may ruff or hold the ace. */
const SIDE_ACE = 0.7;
const SIDE_KING = 0.25;
const RUFF = 0.3;
/** The count each bid needs (Three, Four, Nap, Wellington): a bidder alone against three errs short. */
export const NAP_CALL_AT: Readonly<Record<number, number>> = { 3: 2.9, 4: 3.8, 5: 4.7, 6: 4.9 };

const fromTop = (card: Card): number => 5 - strength(card, "NT_HIGH", "natural"); // A = 0, K = 1 …
const SUIT_SIZE = deckOf("napoleon").length / SUITS.length;

/**
 * Sure tricks on lead: top trumps in an unbroken run from the ace, once as many as the trumps out,
 * draw them all; then every trump and side ace wins. Zero when the run is too short.
 */
function sureTricks(hand: readonly Card[], trumps: readonly Card[]): number {
  const ranks = new Set(trumps.map(fromTop));
  let run = 0;
  while (ranks.has(run)) run++;
  if (run < SUIT_SIZE - trumps.length) return 0;
  return trumps.length + hand.filter((c) => !trumps.includes(c) && fromTop(c) === 0).length;
}

/** Tricks `hand` is worth with `trump` as trumps, its holder leading. */
export function napTricks(hand: readonly Card[], trump: Suit): number {
  const trumps = hand.filter((c) => c[1] === trump);
  const table = trumps.length >= 3 ? TRUMP_LONG : TRUMP_SHORT;
  let total = 0;
  for (const c of trumps) total += table[Math.min(fromTop(c), table.length - 1)];
  for (const suit of SUITS) {
    if (suit === trump) continue;
    const side = hand.filter((c) => c[1] === suit);
    if (side.length === 0 && trumps.length >= 2) total += RUFF;
    for (const c of side) total += fromTop(c) === 0 ? SIDE_ACE : fromTop(c) === 1 && side.length >= 2 ? SIDE_KING : 0;
  }
  return Math.max(total, sureTricks(hand, trumps));
}

/** The suit the hand counts most in, and its count. */
export function bestTrump(hand: readonly Card[]): { suit: Suit; tricks: number } {
  const suits = SUITS.filter((s) => hand.some((c) => c[1] === s));
  return suits.map((suit) => ({ suit, tricks: napTricks(hand, suit) })).reduce((a, b) => (b.tricks > a.tricks ? b : a));
}

/** The highest bid the count reaches, else pass. */
export function napoleonCall(k: Knowledge, legal: readonly Action[]): Action {
  const count = bestTrump(k.hand).tricks;
  const bids = legal.filter((a) => a.type === "bid" && count >= NAP_CALL_AT[a.tricks]);
  return bids.length > 0 ? bids[bids.length - 1] : legal.find((a) => a.type === "pass")!;
}

/** The bidder's first card, which makes trumps: the top card of the suit it counts best in. */
export function napoleonLead(k: Knowledge, cards: readonly Card[]): Card {
  const { suit } = bestTrump(k.hand);
  return cards.filter((c) => c[1] === suit).reduce((a, b) => (fromTop(b) < fromTop(a) ? b : a));
}
