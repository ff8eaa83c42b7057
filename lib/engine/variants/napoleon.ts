// Napoleon, or Nap (docs/rules.md §12): four players, each for themselves, 32 cards (7 to ace in
// natural order, no bowers), five each. One bid each from the dealer's left: Three, Four, Nap (all
// five) or, over a Nap, Wellington (all five at double stakes); all passing throws the deal in.
// The high bidder leads against the other three, and the suit of that first card is trumps.

import { LOW_CARDS, PACK, suitOf } from "../cards";
import { patch, seatAfter, startPlay, turnOf, withCall } from "../deal";
import { fail, ok } from "../errors";
import { napoleonScore } from "../scoring";
import { sideIn } from "../teams";
import { SEATS, SUITS, type Action } from "../types";
import type { PhaseRules, Variant } from "../variant";
import { highBid, isWholeNumberIn, range } from "./auction";

/** The bids, lowest first: tricks 3 and 4, Nap (5) and Wellington (6: five tricks, double stakes). */
export const NAP = 5;
export const WELLINGTON = 6;
const MIN_BID = 3;

/** The bids `deal`'s next speaker may make: above the high bid; Wellington only over a Nap (A-N3). */
function biddable(high: number | null): number[] {
  if (high === null || high < NAP) return range((high ?? MIN_BID - 1) + 1, NAP);
  return high === NAP ? [WELLINGTON] : [];
}

const bidding: PhaseRules = {
  legal(deal) {
    const bids = biddable(highBid(deal.calls)?.tricks ?? null).map((tricks): Action => ({ type: "bid", tricks }));
    return [{ type: "pass" }, ...bids];
  },
  apply(deal, seat, action, { variant }) {
    switch (action.type) {
      case "pass":
        break;
      case "bid": {
        if (action.denom !== undefined)
          return fail("denomination_not_allowed", "a Nap bid names tricks only: the first card led sets trump");
        if (!isWholeNumberIn(action.tricks, MIN_BID, WELLINGTON)) return fail("bid_out_of_range", "bid 3, 4, Nap (5) or Wellington (6)");
        if (!biddable(highBid(deal.calls)?.tricks ?? null).includes(action.tricks)) {
          return fail("bid_too_low", "bid higher than the high bid; Wellington only over a Nap");
        }
        break;
      }
      case "alone":
        return fail("alone_not_allowed", "the high bidder always plays alone against the others");
      default:
        return fail("wrong_phase", "bid or pass");
    }
    const calls = withCall(deal, seat, action);
    const high = highBid(calls);
    // One chance each, the dealer last; nothing outbids a Wellington, so it ends the auction at once.
    const over = seat === deal.dealer || high?.tricks === WELLINGTON;
    if (!over) return ok(patch(deal, { calls, phase: { kind: "bidding", turn: seatAfter(variant.info.seats, seat) } }));
    if (high === null) return ok(patch(deal, { calls, phase: { kind: "done" } })); // all passed: thrown in (A-N4)
    return ok(startPlay(patch(deal, { calls }), variant));
  },
};

export const napoleon: Variant = {
  info: {
    id: "napoleon",
    players: 4,
    seats: [...SEATS],
    deckSize: 32,
    handSize: 5,
    target: 20,
    tricksPerDeal: 5,
    denominations: [...SUITS],
    ranking: "natural",
    eachForThemselves: true,
  },
  team: (seat, contract) => sideIn(seat, contract?.declarer ?? null),
  deck: [...PACK, ...LOW_CARDS],
  packets: [
    [3, 3, 3, 3],
    [2, 2, 2, 2],
  ],
  turnsUpCard: false,
  options: [],
  bidding,
  firstLeader: (deal) => highBid(deal.calls)!.seat,
  contractFromLead: (deal, card) => ({
    declarer: turnOf(deal.phase)!,
    denom: suitOf(card),
    bid: highBid(deal.calls)!.tricks,
    alone: false,
  }),
  score: (deal) => napoleonScore(napoleon, deal),
};
