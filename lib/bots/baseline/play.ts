// Baseline card play, the way a decent club player plays: makers draw trump, winners are cashed,
// a partner's winning trick is left alone, tricks are won as cheaply as possible, and discards
// come from short suits while guarded honours are kept.

import { effectiveSuit, strength, teamOf, trickWinner, type Card, type Denomination } from "../../engine";
import { bySuit, isBoss, isTrump, power } from "../cards";
import type { Knowledge } from "../knowledge";

export function playCard(k: Knowledge, cards: readonly Card[]): Card {
  const denom = k.contract!.denom;
  const trick = k.deal.trick?.plays ?? [];
  if (trick.length === 0) return lead(k, cards, denom);
  const played = trick.map((p) => p.card);
  const winning = trick[trickWinner(played, denom)];
  const partnerWins = teamOf(k.variant, winning.seat, k.contract) === k.team;
  const last = trick.length === k.deal.active.length - 1;
  const winners = cards.filter((c) => trickWinner([...played, c], denom) === played.length);
  // The partner's card holds if it is last to be beaten or nobody can beat it.
  if (partnerWins && (last || isBoss(winning.card, k.unseen, denom))) return cheapest(k, cards, denom);
  if (partnerWins) {
    // A player still to come could beat partner: take the trick with a card of the led suit
    // nobody can beat, if there is one (a trump is not spent on partner's trick).
    const led = effectiveSuit(played[0], denom);
    const sure = winners.filter((c) => effectiveSuit(c, denom) === led && isBoss(c, k.unseen, denom));
    return sure.length > 0 ? lowest(sure, denom) : cheapest(k, cards, denom);
  }
  // An opponent is winning: win as cheaply as possible.
  if (winners.length > 0) return lowest(winners, denom);
  return cheapest(k, cards, denom);
}

function lead(k: Knowledge, cards: readonly Card[], denom: Denomination): Card {
  const trumps = cards.filter((c) => isTrump(c, denom));
  const makers = teamOf(k.variant, k.contract!.declarer, k.contract) === k.team;
  const trumpsOut = k.unseen.some((c) => isTrump(c, denom));
  if (makers && trumpsOut && trumps.length > 0) {
    // Draw trump: from the top when it is the best left, else low to force the honours out.
    const top = highest(trumps, denom);
    return isBoss(top, k.unseen, denom) || trumps.length >= 3 ? top : lowest(trumps, denom);
  }
  const bosses = cards.filter((c) => !isTrump(c, denom) && isBoss(c, k.unseen, denom));
  if (bosses.length > 0) return highest(bosses, denom);
  const side = cards.filter((c) => !isTrump(c, denom));
  if (side.length === 0) return highest(cards, denom);
  // Lead low from the shortest side suit, hoping to ruff it later or find partner's winner.
  return lowest(shortest(side, denom), denom);
}

/**
 * The card to throw: a low singleton of a side suit when discarding with a trump left (the void
 * lets the trump ruff), else the lowest, from a short suit, never the last guard of an honour.
 */
function cheapest(k: Knowledge, cards: readonly Card[], denom: Denomination): Card {
  const suitOf = (c: Card) => effectiveSuit(c, denom);
  const discarding = new Set(cards.map(suitOf)).size > 1;
  if (discarding && k.hand.some((c) => isTrump(c, denom))) {
    const singletons = cards.filter(
      (c) => !isTrump(c, denom) && !"KA".includes(c[0]) && !isBoss(c, k.unseen, denom) && bySuit(k.hand, suitOf(c), denom).length === 1,
    );
    if (singletons.length > 0) return lowest(singletons, denom);
  }
  const value = (c: Card) => {
    const suit = bySuit(k.hand, effectiveSuit(c, denom), denom);
    const guardsHonour = suit.length === 2 && suit.some((x) => x !== c && isBoss(x, k.unseen, denom) === false && strength(x, denom) >= 4);
    return power(c, denom) * 10 + suit.length + (guardsHonour ? 30 : 0) + (isBoss(c, k.unseen, denom) ? 40 : 0);
  };
  return [...cards].sort((a, b) => value(a) - value(b))[0];
}

function shortest(cards: readonly Card[], denom: Denomination): Card[] {
  const groups = new Map<string, Card[]>();
  for (const c of cards) groups.set(effectiveSuit(c, denom), [...(groups.get(effectiveSuit(c, denom)) ?? []), c]);
  return [...groups.values()].reduce((a, b) => (b.length < a.length ? b : a));
}

const lowest = (cards: readonly Card[], denom: Denomination) => cards.reduce((a, b) => (power(b, denom) < power(a, denom) ? b : a));
const highest = (cards: readonly Card[], denom: Denomination) => cards.reduce((a, b) => (power(b, denom) > power(a, denom) ? b : a));
