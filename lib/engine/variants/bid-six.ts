// Bid Euchre, six-card / Racehorse (docs/rules.md §4): one round of bids 3–6 from the dealer's left;
// the dealer speaks last, may match the high bid (A-R1/R2) and must bid if all others passed;
// the declarer then names a suit, sans high or sans low, and leads. No lone bids, no options.

import { PACK } from "../cards";
import { patch, seatAfter, turnOf, withCall } from "../deal";
import { fail, ok } from "../errors";
import { bidScore } from "../scoring";
import { teamIn } from "../teams";
import { DENOMINATIONS, SEATS, type Action, type DealState } from "../types";
import type { PhaseRules, Variant } from "../variant";
import { declareRules, highBid, isWholeNumberIn, range } from "./auction";

const MIN_BID = 3;
const MAX_BID = 6;

/** The lowest bid `seat` may make now: above the high bid, or equal to it for the dealer. */
function minimumBid(deal: DealState, isDealer: boolean): number {
  const high = highBid(deal.calls);
  if (high === null) return MIN_BID;
  return isDealer ? high.tricks : high.tricks + 1;
}

const bidding: PhaseRules = {
  legal(deal) {
    const isDealer = turnOf(deal.phase) === deal.dealer;
    const bids: Action[] = range(minimumBid(deal, isDealer), MAX_BID).map((tricks) => ({ type: "bid", tricks }));
    const stuck = isDealer && highBid(deal.calls) === null;
    return stuck ? bids : [{ type: "pass" }, ...bids];
  },
  apply(deal, seat, action, { variant }) {
    const isDealer = seat === deal.dealer;
    switch (action.type) {
      case "pass":
        if (isDealer && highBid(deal.calls) === null) return fail("dealer_must_bid", "the dealer must bid at least 3");
        break;
      case "bid":
        if (action.denom !== undefined) return fail("denomination_not_allowed", "bids name tricks only");
        if (!isWholeNumberIn(action.tricks, MIN_BID, MAX_BID)) return fail("bid_out_of_range", "bid 3 to 6");
        if (action.tricks < minimumBid(deal, isDealer)) return fail("bid_too_low", "bid higher");
        break;
      case "alone":
        return fail("alone_not_allowed", "this game has no lone bids");
      default:
        return fail("wrong_phase", "bid or pass");
    }
    const calls = withCall(deal, seat, action);
    if (!isDealer) return ok(patch(deal, { calls, phase: { kind: "bidding", turn: seatAfter(variant.info.seats, seat) } }));
    return ok(patch(deal, { calls, phase: { kind: "declare", turn: highBid(calls)!.seat } })); // one round only
  },
};

export const bidSix: Variant = {
  info: {
    id: "bid-six",
    players: 4,
    seats: [...SEATS],
    deckSize: 24,
    handSize: 6,
    target: 32,
    tricksPerDeal: 6,
    denominations: [...DENOMINATIONS],
    ranking: "bowers",
    eachForThemselves: false,
  },
  team: (seat) => teamIn(bidSix.info.seats, seat),
  deck: PACK,
  packets: Array.from({ length: 6 }, () => [1, 1, 1, 1]), // one card at a time (A-R6)
  turnsUpCard: false,
  options: [],
  bidding,
  declare: declareRules,
  firstLeader: (deal) => deal.contract!.declarer,
  score: (deal) => bidScore(bidSix, deal),
};
