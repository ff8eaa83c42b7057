// Card facts the bots reason with, on top of the engine's effectiveSuit/strength: trumps,
// multisets of unseen cards, and which cards are still the best of their suit.

import { effectiveSuit, strength, type Card, type Denomination, type Ranking, type Suit } from "../engine";

export const isTrump = (card: Card, denom: Denomination, ranking: Ranking = "bowers"): boolean =>
  effectiveSuit(card, denom, ranking) === denom;

/** Orders cards of any suits: trumps above everything, then by rank within the suit. */
export const power = (card: Card, denom: Denomination, ranking: Ranking = "bowers"): number =>
  (isTrump(card, denom, ranking) ? 10 : 0) + strength(card, denom, ranking);

/** Removes one copy of each of `cards` from `from` (a multiset) in place; absent ones are ignored. */
export function removeAll(from: Card[], cards: readonly Card[]): Card[] {
  for (const c of cards) {
    const i = from.indexOf(c);
    if (i >= 0) from.splice(i, 1);
  }
  return from;
}

/** Is `card` unbeatable within its effective suit by any card in `others` (the cards still out)? */
export function isBoss(card: Card, others: readonly Card[], denom: Denomination, ranking: Ranking = "bowers"): boolean {
  const suit = effectiveSuit(card, denom, ranking);
  const s = strength(card, denom, ranking);
  return !others.some((c) => effectiveSuit(c, denom, ranking) === suit && strength(c, denom, ranking) >= s && c !== card);
}

export const bySuit = (cards: readonly Card[], suit: Suit, denom: Denomination, ranking: Ranking = "bowers"): Card[] =>
  cards.filter((c) => effectiveSuit(c, denom, ranking) === suit);
