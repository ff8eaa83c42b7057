// A club player's count of the tricks a hand is worth under a denomination: trumps and bowers
// by rank and length, guarded honours, aces, and ruffing value of short side suits.

import { ALL_CARDS, DENOMINATIONS, effectiveSuit, isSuit, JOKER, strength, SUITS, type Card, type Denomination } from "../../engine";
import { isBoss, isTrump, power } from "../cards";

// Value of a trump by strength (7=−2, 8=−1, 9=0 … right bower=7, joker=8), with and without
// trump length behind it; TRUMP_INDEX is a strength's place in these.
const TRUMP_LONG = [0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.55, 0.8, 0.9, 1, 1];
const TRUMP_SHORT = [0.1, 0.1, 0.1, 0.1, 0.15, 0.15, 0.3, 0.6, 0.6, 1, 1];
const TRUMP_INDEX = 2;
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

// A card's facts under each denomination, worked out once from the engine's rules: handTricks
// runs for every layout the strong bot samples, and asking the engine card by card took about
// a quarter of a double-deck play decision. A fact is (strength + TRUMP_INDEX) | effective suit << 4
// | TRUMP, found by the card's two character codes (a sparse table, but one look-up).
const TRUMP = 128;
const cardIndex = (card: Card): number => (card.charCodeAt(0) << 7) | card.charCodeAt(1);
const FACTS = new Map<Denomination, Uint8Array>(
  DENOMINATIONS.map((denom) => {
    const facts = new Uint8Array(1 << 14);
    for (const card of ALL_CARDS) {
      if (card === JOKER && !isSuit(denom)) continue; // no game deals it without a trump suit
      facts[cardIndex(card)] =
        (strength(card, denom) + TRUMP_INDEX) | (SUITS.indexOf(effectiveSuit(card, denom)) << 4) | (isTrump(card, denom) ? TRUMP : 0);
    }
    return [denom, facts];
  }),
);
/** Per effective suit, the hand's length in it (scratch: handTricks is never re-entered). */
const lengths = new Int32Array(4);

export function handTricks(hand: readonly Card[], denom: Denomination): number {
  const facts = FACTS.get(denom)!;
  lengths.fill(0);
  let trumps = 0;
  for (const card of hand) {
    const fact = facts[cardIndex(card)];
    lengths[(fact >> 4) & 3]++;
    if (fact & TRUMP) trumps++;
  }
  const sans = !isSuit(denom);
  let total = 0;
  for (const card of hand) {
    const fact = facts[cardIndex(card)];
    const at = fact & 15;
    if (fact & TRUMP) {
      total += (trumps >= 3 ? TRUMP_LONG : TRUMP_SHORT)[at];
      continue;
    }
    const s = at - TRUMP_INDEX;
    const length = lengths[(fact >> 4) & 3];
    const fromTop = 5 - s;
    const table = length >= 2 ? SIDE_GUARDED : SIDE_BARE;
    total += fromTop < table.length ? table[fromTop] : 0;
    // Long side suits in sans run once the top is gone.
    if (sans && length >= 4) total += 0.1;
  }
  total += Math.max(0, trumps - LONG_TRUMPS) * LENGTH_TRICK;
  if (!sans && trumps >= 2) {
    let short = 0;
    for (let i = 0; i < 4; i++) if (SUITS[i] !== denom && lengths[i] === 0) short++;
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
