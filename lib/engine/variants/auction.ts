// Helpers for the numeric auctions of the bid games.

import type { Denomination, LogEntry, Seat } from "../types";

export interface HighBid {
  seat: Seat;
  tricks: number;
  denom: Denomination | null;
}

/** The standing high bid: the latest bid with the most tricks (a dealer's match takes it over). */
export function highBid(calls: readonly LogEntry[]): HighBid | null {
  let high: HighBid | null = null;
  for (const { seat, action } of calls) {
    if (action.type === "bid" && (high === null || action.tricks >= high.tricks)) {
      high = { seat, tricks: action.tricks, denom: action.denom ?? null };
    }
  }
  return high;
}

export const range = (from: number, to: number): number[] => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

export const isWholeNumberIn = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;
