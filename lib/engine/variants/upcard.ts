// The turned-card auction shared by euchre and two-hand (docs/rules.md §2.4–2.5, §3.4): round 1 orders
// up or takes the up-card's suit, round 2 names another suit. The games differ only in the knobs
// of UpcardConfig, which their variant objects set.

import { suitOf } from "../cards";
import { afterAuction, firstActiveAfter, patch, seatAfter, turnOf, withCall, withContract, withHand } from "../deal";
import { fail, ok } from "../errors";
import { partnerIn } from "../teams";
import { JOKER, SUITS, type Action, type DealState, type Result, type Seat, type Suit, type VariantOptions } from "../types";
import type { PhaseRules, Rules, Variant } from "../variant";

export interface UpcardConfig {
  /** May the maker go alone (a flag on the trump-making call, A-S1)? */
  alone: boolean;
  /** After a non-dealer orders up: the dealer must take the up-card, or may choose (A-T1). */
  dealerPickup: "forced" | "optional";
  /** May the dealer not pass in round 2 (euchre always; two-hand with stickTheDealer)? */
  dealerStuck(options: VariantOptions): boolean;
}

const upSuit = (deal: DealState): Suit => suitOf(deal.upcard!.card);
const roundOne = (deal: DealState) => deal.upcard!.state === "up";
/** A turned joker: the dealer alone speaks, naming any suit, and then takes the joker (§2.10, A-S6). */
const jokerUp = (deal: DealState) => deal.upcard!.card === JOKER && roundOne(deal);
/** Canadian loner: may `seat` order up only alone (§2.10)? Two-hand has no partner, so never there. */
const mustGoAlone = (deal: DealState, seat: Seat, { variant, options }: Rules) =>
  options.canadianLoner === true && seat === partnerIn(variant.info.seats, deal.dealer);

/** Euchre and two-hand lead: the first active seat after the dealer (A-S3; two-hand: ND). */
export const leadAfterDealer = (variant: Variant) => (deal: DealState) => firstActiveAfter(variant.info.seats, deal.active, deal.dealer);

export function upcardRules(cfg: UpcardConfig): { bidding: PhaseRules; pickup: PhaseRules } {
  const withAlone = (a: Action & { type: "order" | "name" }): Action[] => (cfg.alone ? [a, { ...a, alone: true }] : [a]);

  const bidding: PhaseRules = {
    legal(deal, rules) {
      const { options } = rules;
      if (jokerUp(deal)) return SUITS.map((suit) => ({ type: "name", suit }));
      if (roundOne(deal)) {
        if (mustGoAlone(deal, turnOf(deal.phase)!, rules)) return [{ type: "pass" }, { type: "order", alone: true }];
        return [{ type: "pass" }, ...withAlone({ type: "order" })];
      }
      const turn = turnOf(deal.phase);
      const names = SUITS.filter((s) => s !== upSuit(deal)).flatMap((suit) => withAlone({ type: "name", suit }));
      const stuck = turn === deal.dealer && cfg.dealerStuck(options);
      return stuck ? names : [{ type: "pass" }, ...names];
    },
    apply(deal, seat, action, rules) {
      if (jokerUp(deal)) return blindName(deal, seat, action, rules);
      switch (action.type) {
        case "pass":
          return pass(deal, seat, action, rules);
        case "order":
          if (!roundOne(deal)) return fail("wrong_phase", "round 2: name a suit or pass");
          if (action.alone && !cfg.alone) return fail("alone_not_allowed", "no going alone in this game");
          if (!action.alone && mustGoAlone(deal, seat, rules)) return fail("must_go_alone", "the dealer's partner orders up only alone");
          return ok(makeTrump(deal, seat, action, upSuit(deal), action.alone === true, rules));
        case "name":
          if (roundOne(deal)) return fail("wrong_phase", "round 1: order up or pass");
          if (action.suit === upSuit(deal)) return fail("suit_turned_down", `${action.suit} was turned down`);
          if (action.alone && !cfg.alone) return fail("alone_not_allowed", "no going alone in this game");
          return ok(makeTrump(deal, seat, action, action.suit, action.alone === true, rules));
        default:
          return fail("wrong_phase", "pass, order up or name a suit");
      }
    },
  };

  // The dealer names trump before seeing the hand (the view hides it), so without "alone" (A-S6).
  function blindName(deal: DealState, seat: Seat, action: Action, rules: Rules): Result<DealState> {
    if (action.type === "pass") return fail("dealer_must_name", "the joker is turned: the dealer must name trump");
    if (action.type !== "name") return fail("wrong_phase", "the joker is turned: the dealer names trump");
    if (action.alone) return fail("alone_not_allowed", "trump named under a turned joker is played with the partner");
    return ok(makeTrump(deal, seat, action, action.suit, false, rules));
  }

  function pass(deal: DealState, seat: Seat, action: Action, { variant, options }: Rules): Result<DealState> {
    const calls = withCall(deal, seat, action);
    const next = seatAfter(variant.info.seats, seat);
    if (seat !== deal.dealer) return ok(patch(deal, { calls, phase: { kind: "bidding", turn: next } }));
    if (roundOne(deal)) {
      return ok(patch(deal, { calls, upcard: { card: deal.upcard!.card, state: "down" }, phase: { kind: "bidding", turn: next } }));
    }
    if (cfg.dealerStuck(options)) return fail("dealer_must_name", "the dealer must name trump");
    return ok(patch(deal, { calls, phase: { kind: "done" } })); // thrown in
  }

  // Trump is fixed. An ordered-up card goes to the dealer unless the dealer sits out (A-S2) or
  // may decline it (two-hand, after the non-dealer ordered).
  function makeTrump(deal: DealState, seat: Seat, action: Action, denom: Suit, alone: boolean, { variant }: Rules) {
    const made = withContract(patch(deal, { calls: withCall(deal, seat, action) }), variant, {
      declarer: seat,
      denom,
      bid: null,
      alone,
    });
    if (action.type === "name" && !jokerUp(deal)) return afterAuction(made, variant);
    if (!made.active.includes(deal.dealer)) {
      return afterAuction(patch(made, { upcard: { card: deal.upcard!.card, state: "left" } }), variant);
    }
    if (seat !== deal.dealer && cfg.dealerPickup === "optional") {
      return patch(made, { phase: { kind: "pickup", turn: deal.dealer } });
    }
    return takeUpcard(made);
  }

  const pickup: PhaseRules = {
    legal: () => [
      { type: "pickup", take: true },
      { type: "pickup", take: false },
    ],
    apply(deal, seat, action, { variant }) {
      if (action.type !== "pickup") return fail("wrong_phase", "pick up the card or leave it");
      const calls = withCall(deal, seat, action);
      if (action.take) return ok(takeUpcard(patch(deal, { calls })));
      return ok(afterAuction(patch(deal, { calls, upcard: { card: deal.upcard!.card, state: "left" } }), variant));
    },
  };

  return { bidding, pickup };
}

function takeUpcard(deal: DealState): DealState {
  const card = deal.upcard!.card;
  return patch(deal, {
    hands: withHand(deal.hands, deal.dealer, [...deal.hands[deal.dealer], card]),
    upcard: { card, state: "taken" },
    phase: { kind: "discard", turn: deal.dealer },
  });
}
