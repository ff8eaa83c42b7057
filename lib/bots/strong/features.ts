// What the learned auction tables read: a hand's shape and honours under one denomination,
// and what the bid-six calls so far say about the other hands. scripts/learn-bids.ts fits the weights
// of these same numbers, so changing a feature means relearning the table.

import { effectiveSuit, strength, SUITS, type Card, type Denomination, type LogEntry, type Seat } from "../../engine";
import { isTrump } from "../cards";

/** The right bower's strength: the highest trump the table has a weight for. */
const TOP_TRUMP = 7;

/**
 * Per hand and denomination: a bias; trumps by rank (9 … right bower); trump length past 2,
 * 4 and 6; side cards by place from the top of their suit, guarded and bare; ruffing chances
 * (void and singleton side suits, capped by the spare trumps); long side suits.
 */
export function handFeatures(hand: readonly Card[], denom: Denomination): number[] {
  const trumpRanks = new Array<number>(TOP_TRUMP + 1).fill(0);
  const guarded = [0, 0, 0];
  const bare = [0, 0, 0];
  const lengths: Record<string, number> = {};
  for (const card of hand) {
    const suit = effectiveSuit(card, denom);
    lengths[suit] = (lengths[suit] ?? 0) + 1;
  }
  let trumps = 0;
  for (const card of hand) {
    const s = strength(card, denom);
    if (isTrump(card, denom)) {
      trumps++;
      trumpRanks[Math.min(s, TOP_TRUMP)]++; // the joker (hasenpfeffer) counts as the right bower: both are sure tricks
      continue;
    }
    const fromTop = 5 - s;
    if (fromTop < 3) (lengths[effectiveSuit(card, denom)] >= 2 ? guarded : bare)[fromTop]++;
  }
  const side = SUITS.filter((s) => s !== denom).map((s) => lengths[s] ?? 0);
  const spare = Math.max(0, trumps - 1);
  const voids = side.filter((n) => n === 0).length;
  const singletons = side.filter((n) => n === 1).length;
  const over = (n: number, k: number) => Math.max(0, n - k);
  return [
    1,
    ...trumpRanks,
    over(trumps, 2),
    over(trumps, 4),
    over(trumps, 6),
    ...guarded,
    ...bare,
    Math.min(voids, spare),
    Math.min(singletons, spare),
    side.reduce((a, n) => a + over(n, 3), 0),
    side.reduce((a, n) => a + over(n, 5), 0),
  ];
}

export const HAND_FEATURES = 22;

/**
 * What the bid-six calls so far say, seen from `seat`: partner's and the opponents' highest
 * bids (level, and whether there is one) and their passes.
 */
export function contextFeatures(calls: readonly LogEntry[], seat: Seat, partner: Seat | null): number[] {
  const side = { partner: [0, 0, 0], opponents: [0, 0, 0] }; // level, any, passes
  for (const { seat: s, action } of calls) {
    if (s === seat) continue;
    const f = s === partner ? side.partner : side.opponents;
    if (action.type === "pass") f[2]++;
    if (action.type !== "bid") continue;
    f[0] = Math.max(f[0], action.tricks);
    f[1] = 1;
  }
  return [...side.partner, ...side.opponents];
}

export const CONTEXT_FEATURES = 6;

/** Everything the trick model reads, in the table's order. */
export const features = (hand: readonly Card[], denom: Denomination, calls: readonly LogEntry[], seat: Seat, partner: Seat | null) => [
  ...handFeatures(hand, denom),
  ...contextFeatures(calls, seat, partner),
];
