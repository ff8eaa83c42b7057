// Card facts the bots reason with, on top of the engine's effectiveSuit/strength: trumps,
// multisets of unseen cards, and which cards are still the best of their suit.

import { effectiveSuit, strength, type Card, type Denomination, type Suit } from "../engine";

export const isTrump = (card: Card, denom: Denomination): boolean => effectiveSuit(card, denom) === denom;

/** Orders cards of any suits: trumps above everything, then by rank within the suit. */
export const power = (card: Card, denom: Denomination): number => (isTrump(card, denom) ? 10 : 0) + strength(card, denom);

/** Removes one copy of each of `cards` from `from` (a multiset) in place; absent ones are ignored. */
export function removeAll(from: Card[], cards: readonly Card[]): Card[] {
  for (const c of cards) {
    const i = from.indexOf(c);
    if (i >= 0) from.splice(i, 1);
  }
  return from;
}

/** Is `card` unbeatable within its effective suit by any card in `others` (the cards still out)? */
export function isBoss(card: Card, others: readonly Card[], denom: Denomination): boolean {
  const suit = effectiveSuit(card, denom);
  const s = strength(card, denom);
  return !others.some((c) => effectiveSuit(c, denom) === suit && strength(c, denom) >= s && c !== card);
}

export const bySuit = (cards: readonly Card[], suit: Suit, denom: Denomination): Card[] =>
  cards.filter((c) => effectiveSuit(c, denom) === suit);
