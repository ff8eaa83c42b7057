// A club player's count of the tricks a hand is worth under a denomination: trumps and bowers
// by rank and length, guarded honours, aces, and ruffing value of short side suits.

import { effectiveSuit, strength, type Card, type Denomination, type Suit } from "../../engine";
import { isBoss, isSuit, isTrump, power, SUITS } from "../cards";

// Value of a trump by strength (9=0 … right bower=7), with and without trump length behind it.
const TRUMP_LONG = [0.3, 0.3, 0.3, 0.3, 0.55, 0.8, 0.9, 1];
const TRUMP_SHORT = [0.1, 0.1, 0.15, 0.15, 0.3, 0.6, 0.6, 1];
// Value of a side-suit card by strength from the top (0 = ace, or the nine in sans low).
const SIDE_GUARDED = [0.8, 0.4, 0.15];
const SIDE_BARE = [0.75, 0.15, 0];
/**
 * Trumps past five (a double-deck or a six-card hand) win by length once the others are drawn:
 * without this, JH JH JD JD AH AH KH and five side cards counted more in diamonds (five trumps,
 * the three hearts as side winners) than in hearts with seven.
 */
const LONG_TRUMPS = 5;
const LENGTH_TRICK = 0.25;

export function handTricks(hand: readonly Card[], denom: Denomination): number {
  const trumps = hand.filter((c) => isTrump(c, denom)).length;
  // Suit lengths once, not per card: the strong bot counts sampled 12-card hands many times.
  const lengths: Partial<Record<Suit, number>> = {};
  for (const card of hand) {
    const suit = effectiveSuit(card, denom);
    lengths[suit] = (lengths[suit] ?? 0) + 1;
  }
  let total = 0;
  for (const card of hand) {
    const s = strength(card, denom);
    if (isTrump(card, denom)) {
      total += (trumps >= 3 ? TRUMP_LONG : TRUMP_SHORT)[s];
      continue;
    }
    const length = lengths[effectiveSuit(card, denom)]!;
    const fromTop = 5 - s;
    const table = length >= 2 ? SIDE_GUARDED : SIDE_BARE;
    total += fromTop < table.length ? table[fromTop] : 0;
    // Long side suits in sans run once the top is gone.
    if (!isSuit(denom) && length >= 4) total += 0.1;
  }
  total += Math.max(0, trumps - LONG_TRUMPS) * LENGTH_TRICK;
  if (isSuit(denom) && trumps >= 2) {
    const short = SUITS.filter((s) => s !== denom && !lengths[s]).length;
    total += Math.min(short, trumps - 1) * 0.35;
  }
  return total;
}

/**
 * Tricks the hand takes for certain on lead, whoever holds the cards `out` against it: trumps no
 * card of `out` beats (the top of the suit in sequence), and once those outnumber the trumps in
 * `out` they draw them all, so every trump and every side card nobody can beat wins too. Off lead,
 * a hand void in a side suit may first have to ruff with one of those top trumps.
 */
export function sureTricks(hand: readonly Card[], denom: Denomination, out: readonly Card[], onLead = true): number {
  const trumps = hand.filter((c) => isTrump(c, denom));
  const top = trumps.filter((c) => isBoss(c, out, denom)).length;
  const hasVoid = isSuit(denom) && SUITS.some((s) => s !== denom && !hand.some((c) => effectiveSuit(c, denom) === s));
  const spent = !onLead && hasVoid && trumps.length > 0 ? 1 : 0;
  if (top - spent < out.filter((c) => isTrump(c, denom)).length) return top;
  return trumps.length + hand.filter((c) => !isTrump(c, denom) && isBoss(c, out, denom)).length;
}

/** The card to give up: the one whose loss costs the hand least (ties: the lowest card). */
export function weakestCard(hand: readonly Card[], denom: Denomination): Card {
  let best = hand[0];
  let bestValue = -Infinity;
  for (const card of hand) {
    const rest = hand.filter((c, i) => i !== hand.indexOf(card));
    const value = handTricks(rest, denom) - power(card, denom) * 0.001;
    if (value > bestValue) {
      best = card;
      bestValue = value;
    }
  }
  return best;
}

/** The best denomination for a hand among `denoms`, and its count. */
export function bestDenomination(hand: readonly Card[], denoms: readonly Denomination[]) {
  return denoms.map((denom) => ({ denom, tricks: handTricks(hand, denom) })).reduce((a, b) => (b.tricks > a.tricks ? b : a));
}
