// The standing high bid of a numeric auction, apart from the auction's rules: the table reads it
// in the browser (Napoleon's bidder before the first card), without the deal's machinery.

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
