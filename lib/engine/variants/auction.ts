// Helpers for the numeric auctions of the bid games.

import { patch, startPlay, withCall, withContract } from "../deal";
import { fail, ok } from "../errors";
import type { PhaseRules } from "../variant";
import { highBid } from "./high-bid";

export { highBid, type HighBid } from "./high-bid";

export const range = (from: number, to: number): number[] => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

export const isWholeNumberIn = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

/** The high bidder names the contract's denomination, one of the variant's, and play starts (bid-six, hasenpfeffer). */
export const declareRules: PhaseRules = {
  legal: (_deal, { variant }) => variant.info.denominations.map((denom) => ({ type: "declare", denom })),
  apply(deal, seat, action, { variant }) {
    if (action.type !== "declare") return fail("wrong_phase", "name the contract");
    if (!variant.info.denominations.includes(action.denom)) return fail("denomination_not_allowed", action.denom);
    const bid = highBid(deal.calls)!.tricks;
    const calls = withCall(deal, seat, action);
    const contract = { declarer: seat, denom: action.denom, bid, alone: false };
    return ok(startPlay(withContract(patch(deal, { calls }), variant, contract), variant));
  },
};
