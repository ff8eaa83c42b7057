// The lone exchange of double-deck (docs/rules.md §5.5) and railroad (§10.5): the lone bidder puts
// up to `max` cards face down, then the partner, who has not seen them, passes as many face down
// and sits out the deal.

import { withoutAll } from "../cards";
import { patch, startPlay, withHand } from "../deal";
import { fail, ok } from "../errors";
import { partnerIn } from "../teams";
import type { Action, Card, DealState } from "../types";
import type { PhaseRules } from "../variant";
import { range } from "./auction";

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

export function loneExchange(max: number): PhaseRules {
  return {
    legal(deal) {
      const phase = deal.phase;
      if (phase.kind !== "exchange") return [];
      const hand = deal.hands[phase.turn];
      const sizes = phase.count === null ? range(0, max) : [phase.count];
      return sizes.flatMap((size) => choices(hand, size).map((cards): Action => ({ type: "exchange", cards })));
    },
    apply(deal, seat, action, { variant }) {
      const phase = deal.phase;
      if (action.type !== "exchange" || phase.kind !== "exchange") return fail("wrong_phase", "exchange cards");
      const { cards } = action;
      const bidder = deal.contract!.declarer;
      if (phase.count === null ? cards.length > max : cards.length !== phase.count) {
        return fail("exchange_size", phase.count === null ? `discard 0 to ${max} cards` : `pass exactly ${phase.count}`);
      }
      const rest = withoutAll(deal.hands[seat], cards);
      if (rest === null) return fail("card_not_in_hand", "those cards are not all in hand");
      if (phase.count === null) {
        const discards = [...deal.discards, { seat, cards }];
        const discarded: DealState = patch(deal, { hands: withHand(deal.hands, seat, rest), discards });
        // With k = 0 the partner has nothing to choose, so no partner step (A-D9, A-RR4).
        if (cards.length === 0) return ok(startPlay(discarded, variant));
        return ok(patch(discarded, { phase: { kind: "exchange", turn: partnerIn(variant.info.seats, bidder)!, count: cards.length } }));
      }
      // The partner passes blind; the bidder's hand is whole again and the partner sits out.
      const hands = withHand(withHand(deal.hands, seat, rest), bidder, [...deal.hands[bidder], ...cards]);
      return ok(startPlay(patch(deal, { hands, passed: cards }), variant));
    },
  };
}
