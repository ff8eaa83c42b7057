// The lone exchange's rules of thumb (docs/rules.md §5.5, §10.5): both sides commit blind, so each
// picks from its own hand alone. Double-deck plays by them; railroad's exchange is searched
// (railroad.ts), and its call counts on them. The bidder sheds side losers from its shortest suits (voids let trumps ruff);
// the partner sends what wins tricks in a lone hand: high trumps, then aces, then other trumps.

import { deckOf, effectiveSuit, strength, type Card, type Denomination, type VariantId } from "../../engine";
import { isBoss, isTrump, removeAll } from "../cards";

const EXCHANGE_MAX = 3;

/**
 * The bidder's discards: up to `most` side losers, cards that some card out of the hand beats
 * (a king behind both aces of its suit wins as surely as the aces and is kept).
 */
export function loneDiscards(hand: readonly Card[], denom: Denomination, variant: VariantId = "double-deck", most = EXCHANGE_MAX): Card[] {
  const length = (c: Card) => hand.filter((x) => effectiveSuit(x, denom) === effectiveSuit(c, denom)).length;
  const out = removeAll(deckOf(variant), hand);
  const losers = hand.filter((c) => !isTrump(c, denom) && !isBoss(c, out, denom));
  // Shortest suit first (so whole suits go), lowest card first within it.
  const order = (c: Card) => length(c) * 10 + strength(c, denom);
  return [...losers].sort((a, b) => order(a) - order(b)).slice(0, most);
}

/** The partner's `count` cards for the lone bidder. */
export function partnerGifts(hand: readonly Card[], denom: Denomination, count: number): Card[] {
  const worth = (c: Card) => {
    const s = strength(c, denom);
    if (isTrump(c, denom)) return s >= 5 ? 20 + s : 10 + s;
    return s === 5 ? 15 : s;
  };
  return [...hand].sort((a, b) => worth(b) - worth(a)).slice(0, count);
}
