// Double-deck Bid Euchre (docs/rules.md §5): 48 cards, 12 each. A multi-lap auction with re-entry;
// bids are tricks 1–12 plus a suit or sans (NT_HIGH; no NT_LOW, A-D1). It ends after three
// passes behind a bid, at a bid of 12, or at ALONE (with its denomination, A-D3); four opening
// passes throw the deal in. A lone bidder may discard 0–3 cards blind and gets as many from the
// partner (A-D8), then the partner sits out.

import { PACK } from "../cards";
import { afterAuction, patch, seatAfter, startPlay, withCall, withContract } from "../deal";
import { fail, ok } from "../errors";
import { bidScore } from "../scoring";
import { teamIn } from "../teams";
import { SEATS, SUITS, type Action, type Card, type DealState, type Denomination, type Seat } from "../types";
import type { PhaseRules, Variant } from "../variant";
import { highBid, isWholeNumberIn, range } from "./auction";
import { loneExchange } from "./exchange";

const MAX_BID = 12;

const allowed = (denom: Denomination) => doubleDeck.info.denominations.includes(denom);

/** The calls since the last bid are all passes: how many? */
function passesSinceBid(calls: readonly { action: Action }[]): number {
  let n = 0;
  for (let i = calls.length - 1; i >= 0 && calls[i].action.type === "pass"; i--) n++;
  return n;
}

const bidding: PhaseRules = {
  legal(deal) {
    const min = (highBid(deal.calls)?.tricks ?? 0) + 1;
    const denoms = doubleDeck.info.denominations;
    const bids = range(min, MAX_BID).flatMap((tricks) => denoms.map((denom): Action => ({ type: "bid", tricks, denom })));
    const alone = denoms.map((denom): Action => ({ type: "alone", denom }));
    return [{ type: "pass" }, ...bids, ...alone];
  },
  apply(deal, seat, action, { variant }) {
    switch (action.type) {
      case "pass": {
        const calls = withCall(deal, seat, action);
        const high = highBid(calls);
        if (high === null && calls.length === 4) return ok(patch(deal, { calls, phase: { kind: "done" } })); // thrown in
        if (high !== null && passesSinceBid(calls) === 3) return ok(play(patch(deal, { calls }), high.seat, high.denom!, high.tricks));
        return ok(patch(deal, { calls, phase: { kind: "bidding", turn: seatAfter(variant.info.seats, seat) } }));
      }
      case "bid": {
        if (action.denom === undefined || !allowed(action.denom)) return fail("denomination_not_allowed", "bid a suit or sans");
        if (!isWholeNumberIn(action.tricks, 1, MAX_BID)) return fail("bid_out_of_range", "bid 1 to 12");
        if (action.tricks <= (highBid(deal.calls)?.tricks ?? 0)) return fail("bid_too_low", "bid more tricks");
        const calls = withCall(deal, seat, action);
        if (action.tricks === MAX_BID) return ok(play(patch(deal, { calls }), seat, action.denom, MAX_BID));
        return ok(patch(deal, { calls, phase: { kind: "bidding", turn: seatAfter(variant.info.seats, seat) } }));
      }
      case "alone": {
        if (!allowed(action.denom)) return fail("denomination_not_allowed", "go alone in a suit or sans");
        const calls = withCall(deal, seat, action);
        const contract = { declarer: seat, denom: action.denom, bid: MAX_BID, alone: true };
        return ok(afterAuction(withContract(patch(deal, { calls }), variant, contract), variant));
      }
      default:
        return fail("wrong_phase", "bid, go alone or pass");
    }
  },
};

/** A partnership bid won the auction: the high bidder leads. */
function play(deal: DealState, declarer: Seat, denom: Denomination, bid: number): DealState {
  return startPlay(withContract(deal, doubleDeck, { declarer, denom, bid, alone: false }), doubleDeck);
}

const TWO_PACKS: readonly Card[] = [...PACK, ...PACK];

export const doubleDeck: Variant = {
  info: {
    id: "double-deck",
    players: 4,
    seats: [...SEATS],
    deckSize: 48,
    handSize: 12,
    target: 52,
    tricksPerDeal: 12,
    denominations: [...SUITS, "NT_HIGH"],
    ranking: "bowers",
    eachForThemselves: false,
  },
  team: (seat) => teamIn(doubleDeck.info.seats, seat),
  deck: TWO_PACKS,
  packets: Array.from({ length: 4 }, () => [3, 3, 3, 3]),
  turnsUpCard: false,
  options: [],
  bidding,
  exchange: loneExchange(3),
  firstLeader: (deal) => deal.contract!.declarer,
  score: (deal) => bidScore(doubleDeck, deal),
};
