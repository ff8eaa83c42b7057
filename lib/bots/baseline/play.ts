// Baseline card play, the way a decent club player plays: makers draw trump, winners are cashed,
// a partner's winning trick is left alone, tricks are won as cheaply as possible, and discards
// come from short suits while guarded honours are kept.

import { effectiveSuit, strength, teamOf, trickWinner, type Card, type Denomination, type Ranking } from "../../engine";
import { bySuit, isBoss, isTrump, power } from "../cards";
import type { Knowledge } from "../knowledge";
import { napoleonLead } from "./napoleon";

export function playCard(k: Knowledge, cards: readonly Card[]): Card {
  if (k.contract === null) return napoleonLead(k, cards); // the first card sets trump
  const denom = k.contract.denom;
  const ranking = k.ranking;
  const trick = k.deal.trick?.plays ?? [];
  if (trick.length === 0) return lead(k, cards, denom, ranking);
  const played = trick.map((p) => p.card);
  const winning = trick[trickWinner(played, denom, ranking)];
  const partnerWins = teamOf(k.variant, winning.seat, k.contract) === k.team;
  const last = trick.length === k.deal.active.length - 1;
  const winners = cards.filter((c) => trickWinner([...played, c], denom, ranking) === played.length);
  // The partner's card holds if it is last to be beaten or nobody can beat it.
  if (partnerWins && (last || isBoss(winning.card, k.unseen, denom, ranking))) return cheapest(k, cards, denom, ranking);
  if (partnerWins) {
    // A player still to come could beat partner: take the trick with a card of the led suit
    // nobody can beat, if there is one (a trump is not spent on partner's trick).
    const led = effectiveSuit(played[0], denom, ranking);
    const sure = winners.filter((c) => effectiveSuit(c, denom, ranking) === led && isBoss(c, k.unseen, denom, ranking));
    return sure.length > 0 ? lowest(sure, denom, ranking) : cheapest(k, cards, denom, ranking);
  }
  // An opponent is winning: win as cheaply as possible.
  if (winners.length > 0) return lowest(winners, denom, ranking);
  return cheapest(k, cards, denom, ranking);
}

function lead(k: Knowledge, cards: readonly Card[], denom: Denomination, ranking: Ranking): Card {
  const trumps = cards.filter((c) => isTrump(c, denom, ranking));
  const makers = teamOf(k.variant, k.contract!.declarer, k.contract) === k.team;
  const trumpsOut = k.unseen.some((c) => isTrump(c, denom, ranking));
  if (makers && trumpsOut && trumps.length > 0) {
    // Draw trump: from the top when it is the best left, else low to force the honours out.
    const top = highest(trumps, denom, ranking);
    return isBoss(top, k.unseen, denom, ranking) || trumps.length >= 3 ? top : lowest(trumps, denom, ranking);
  }
  const bosses = cards.filter((c) => !isTrump(c, denom, ranking) && isBoss(c, k.unseen, denom, ranking));
  if (bosses.length > 0) return highest(bosses, denom, ranking);
  const side = cards.filter((c) => !isTrump(c, denom, ranking));
  if (side.length === 0) return highest(cards, denom, ranking);
  // Lead low from the shortest side suit, hoping to ruff it later or find partner's winner.
  return lowest(shortest(side, denom, ranking), denom, ranking);
}

/**
 * The card to throw: a low singleton of a side suit when discarding with a trump left (the void
 * lets the trump ruff), else the lowest, from a short suit, never the last guard of an honour.
 */
function cheapest(k: Knowledge, cards: readonly Card[], denom: Denomination, ranking: Ranking): Card {
  const suitOf = (c: Card) => effectiveSuit(c, denom, ranking);
  const discarding = new Set(cards.map(suitOf)).size > 1;
  if (discarding && k.hand.some((c) => isTrump(c, denom, ranking))) {
    const singletons = cards.filter(
      (c) =>
        !isTrump(c, denom, ranking) &&
        !"KA".includes(c[0]) &&
        !isBoss(c, k.unseen, denom, ranking) &&
        bySuit(k.hand, suitOf(c), denom, ranking).length === 1,
    );
    if (singletons.length > 0) return lowest(singletons, denom, ranking);
  }
  const value = (c: Card) => {
    const suit = bySuit(k.hand, effectiveSuit(c, denom, ranking), denom, ranking);
    const guardsHonour =
      suit.length === 2 && suit.some((x) => x !== c && isBoss(x, k.unseen, denom, ranking) === false && strength(x, denom, ranking) >= 4);
    return power(c, denom, ranking) * 10 + suit.length + (guardsHonour ? 30 : 0) + (isBoss(c, k.unseen, denom, ranking) ? 40 : 0);
  };
  return [...cards].sort((a, b) => value(a) - value(b))[0];
}

function shortest(cards: readonly Card[], denom: Denomination, ranking: Ranking): Card[] {
  const groups = new Map<string, Card[]>();
  for (const c of cards) groups.set(effectiveSuit(c, denom, ranking), [...(groups.get(effectiveSuit(c, denom, ranking)) ?? []), c]);
  return [...groups.values()].reduce((a, b) => (b.length < a.length ? b : a));
}

const lowest = (cards: readonly Card[], denom: Denomination, ranking: Ranking) =>
  cards.reduce((a, b) => (power(b, denom, ranking) < power(a, denom, ranking) ? b : a));
const highest = (cards: readonly Card[], denom: Denomination, ranking: Ranking) =>
  cards.reduce((a, b) => (power(b, denom, ranking) > power(a, denom, ranking) ? b : a));
