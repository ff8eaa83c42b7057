// Double-deck Bid Euchre (docs/rules.md §5): 48 cards, 12 each. A multi-lap auction with re-entry;
// bids are tricks 1–12 plus a suit or sans (NT_HIGH; no NT_LOW, A-D1). It ends after three
// passes behind a bid, at a bid of 12, or at ALONE (with its denomination, A-D3); four opening
// passes throw the deal in. A lone bidder may discard 0–3 cards blind and gets as many from the
// partner (A-D8), then the partner sits out.

import { PACK, withoutAll } from "../cards";
import { patch, seatAfter, startPlay, withCall, withContract, withHand } from "../deal";
import { fail, ok } from "../errors";
import { bidScore } from "../scoring";
import { partnerIn, teamIn } from "../teams";
import { SEATS, SUITS, type Action, type Card, type DealState, type Denomination, type Seat } from "../types";
import type { PhaseRules, Variant } from "../variant";
import { highBid, isWholeNumberIn, range } from "./auction";

const MAX_BID = 12;
const MAX_EXCHANGE = 3;

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
        return ok(patch(withContract(patch(deal, { calls }), variant, contract), { phase: { kind: "exchange", turn: seat, count: null } }));
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

/** Every distinct choice of `size` cards from `hand` (duplicates give one choice). */
export function choices(hand: readonly Card[], size: number): Card[][] {
  const sorted = [...hand].sort();
  const out: Card[][] = [];
  const pick = (from: number, chosen: Card[]) => {
    if (chosen.length === size) return void out.push([...chosen]);
    for (let i = from; i < sorted.length; i++) {
      if (i > from && sorted[i] === sorted[i - 1]) continue; // same card again: same choice
      chosen.push(sorted[i]);
      pick(i + 1, chosen);
      chosen.pop();
    }
  };
  pick(0, []);
  return out;
}

const exchange: PhaseRules = {
  legal(deal) {
    const phase = deal.phase;
    if (phase.kind !== "exchange") return [];
    const hand = deal.hands[phase.turn];
    const sizes = phase.count === null ? range(0, MAX_EXCHANGE) : [phase.count];
    return sizes.flatMap((size) => choices(hand, size).map((cards): Action => ({ type: "exchange", cards })));
  },
  apply(deal, seat, action, { variant }) {
    const phase = deal.phase;
    if (action.type !== "exchange" || phase.kind !== "exchange") return fail("wrong_phase", "exchange cards");
    const { cards } = action;
    const bidder = deal.contract!.declarer;
    if (phase.count === null ? cards.length > MAX_EXCHANGE : cards.length !== phase.count) {
      return fail("exchange_size", phase.count === null ? "discard 0 to 3 cards" : `pass exactly ${phase.count}`);
    }
    const rest = withoutAll(deal.hands[seat], cards);
    if (rest === null) return fail("card_not_in_hand", "those cards are not all in hand");
    if (phase.count === null) {
      const discarded: DealState = patch(deal, { hands: withHand(deal.hands, seat, rest), discards: { seat, cards } });
      // With k = 0 the partner has nothing to choose, so no partner step (docs/rules.md §5.5, A-D9).
      if (cards.length === 0) return ok(startPlay(discarded, variant));
      return ok(patch(discarded, { phase: { kind: "exchange", turn: partnerIn(variant.info.seats, bidder)!, count: cards.length } }));
    }
    // The partner passes blind; the bidder's hand is whole again and the partner sits out.
    const hands = withHand(withHand(deal.hands, seat, rest), bidder, [...deal.hands[bidder], ...cards]);
    return ok(startPlay(patch(deal, { hands, passed: cards }), variant));
  },
};

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
  exchange,
  firstLeader: (deal) => deal.contract!.declarer,
  score: (deal) => bidScore(doubleDeck, deal),
};
