// Hasenpfeffer (docs/rules.md §11): 24 cards and the joker, six each, one card out of play. One
// round of bids 3–6 from the dealer's left, each above the last; if all four pass, the joker's
// holder must bid 3, and with the joker out of play the deal is annulled (H-2, H-3). The high
// bidder names a trump suit and leads; scores: +1 a trick made, −1 an undertrick set (H-6).

import { PACK } from "../cards";
import { patch, seatAfter, withCall } from "../deal";
import { fail, ok } from "../errors";
import { undertrickScore } from "../scoring";
import { teamIn } from "../teams";
import { JOKER, SEATS, SUITS, type Action, type DealState, type LogEntry, type Seat } from "../types";
import type { PhaseRules, Variant } from "../variant";
import { declareRules, highBid, isWholeNumberIn, range } from "./auction";

const MIN_BID = 3;
const MAX_BID = 6;
/** The bid the joker's holder must make when all four passed. */
const FORCED_BID = 3;

/** The seat dealt the joker, or null when it is the card out of play. */
const jokerHolder = (deal: DealState): Seat | null => SEATS.find((seat) => deal.dealt[seat].includes(JOKER)) ?? null;

/** Has everyone passed, so that the joker's holder now owes the forced bid? */
const forcedTurn = (deal: DealState) => deal.calls.length >= SEATS.length && highBid(deal.calls) === null;

/** The seat that made the forced bid among `calls` (so holds the joker), or null. Public: the bid shows it. */
export function forcedBidder(calls: readonly LogEntry[]): Seat | null {
  const call = calls[SEATS.length];
  return call?.action.type === "bid" && highBid(calls.slice(0, SEATS.length)) === null ? call.seat : null;
}

const lowestBid = (deal: DealState) => (highBid(deal.calls)?.tricks ?? MIN_BID - 1) + 1;

const bidding: PhaseRules = {
  legal(deal) {
    if (forcedTurn(deal)) return [{ type: "bid", tricks: FORCED_BID }];
    const bids: Action[] = range(lowestBid(deal), MAX_BID).map((tricks) => ({ type: "bid", tricks }));
    return [{ type: "pass" }, ...bids];
  },
  apply(deal, seat, action, { variant }) {
    const forced = forcedTurn(deal);
    switch (action.type) {
      case "pass":
        if (forced) return fail("joker_must_bid", "all passed: the joker's holder must bid 3");
        break;
      case "bid":
        if (action.denom !== undefined) return fail("denomination_not_allowed", "bids name tricks only");
        if (!isWholeNumberIn(action.tricks, MIN_BID, MAX_BID)) return fail("bid_out_of_range", "bid 3 to 6");
        if (forced && action.tricks !== FORCED_BID) return fail("bid_out_of_range", "the joker's holder bids exactly 3");
        if (action.tricks < lowestBid(deal)) return fail("bid_too_low", "bid higher");
        break;
      case "alone":
        return fail("alone_not_allowed", "this game has no lone bids");
      default:
        return fail("wrong_phase", "bid or pass");
    }
    const calls = withCall(deal, seat, action);
    const high = highBid(calls);
    if (forced) return ok(patch(deal, { calls, phase: { kind: "declare", turn: seat } }));
    if (seat !== deal.dealer) return ok(patch(deal, { calls, phase: { kind: "bidding", turn: seatAfter(variant.info.seats, seat) } }));
    if (high !== null) return ok(patch(deal, { calls, phase: { kind: "declare", turn: high.seat } })); // one round only
    const holder = jokerHolder(deal);
    if (holder === null) return ok(patch(deal, { calls, phase: { kind: "done" } })); // annulled: the joker is out of play
    return ok(patch(deal, { calls, phase: { kind: "bidding", turn: holder } }));
  },
};

export const hasenpfeffer: Variant = {
  info: {
    id: "hasenpfeffer",
    players: 4,
    seats: [...SEATS],
    deckSize: 25,
    handSize: 6,
    target: 10,
    tricksPerDeal: 6,
    denominations: [...SUITS], // the joker is always a trump: no sans (H-4)
    ranking: "bowers",
    eachForThemselves: false,
  },
  team: (seat) => teamIn(hasenpfeffer.info.seats, seat),
  deck: [...PACK, JOKER],
  packets: [
    [3, 3, 3, 3],
    [3, 3, 3, 3],
  ],
  turnsUpCard: false,
  options: [],
  bidding,
  declare: declareRules,
  firstLeader: (deal) => deal.contract!.declarer,
  score: (deal) => undertrickScore(hasenpfeffer, deal),
};
