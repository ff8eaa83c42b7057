import { describe, expect, it } from "vitest";
import {
  apply,
  createRng,
  DENOMINATIONS,
  newMatch,
  SEATS,
  strength,
  toMove,
  view,
  type Action,
  type Card,
  type MatchState,
  type Suit,
} from "../../engine";
import { bestDenomination } from "../baseline/evaluate";
import { isTrump } from "../cards";
import { know } from "../knowledge";
import { misfitFor } from "./inference";
import { needsOf, sampleHands } from "./sample";

function euchreDeal(): MatchState {
  const started = newMatch({ variant: "euchre", mode: "boards", boards: [{ seed: "inference/1", dealer: "S" }] });
  if (!started.ok) throw new Error(started.error.message);
  return started.value;
}

/** The state after the first seat to speak has made `action`, and that seat. */
function afterFirstCall(action: Parameters<typeof apply>[2]) {
  const start = euchreDeal();
  const caller = toMove(start)!;
  const next = apply(start, caller, action);
  if (!next.ok) throw new Error(next.error.message);
  return { state: next.value, caller };
}

/** Five unseen cards: the best trumps of the up-card's suit, or the weakest side cards. */
function handOf(pool: readonly Card[], trump: Suit, strong: boolean): Card[] {
  const ranked = [...pool].sort(
    (a, b) => (isTrump(b, trump) ? 10 : 0) + strength(b, trump) - (isTrump(a, trump) ? 10 : 0) - strength(a, trump),
  );
  return strong ? ranked.slice(0, 5) : ranked.reverse().slice(0, 5);
}

describe("what the calls reveal", () => {
  it("a seat that passed the up-card does not fit a layout that gives it the top trumps", () => {
    const { state, caller } = afterFirstCall({ type: "pass" });
    const me = toMove(state)!;
    const k = know(view(state, me));
    const trump = k.deal.upcard!.card[1] as Suit;
    const misfit = misfitFor(k);
    expect(misfit({ [caller]: handOf(k.unseen, trump, true) })).toBeGreaterThan(0);
    expect(misfit({ [caller]: handOf(k.unseen, trump, false) })).toBe(0);
  });

  it("a seat that ordered the up-card up does not fit a layout with no trumps", () => {
    const { state, caller } = afterFirstCall({ type: "order" });
    const me = SEATS.find((s) => s !== caller)!;
    const k = know(view(state, me));
    const trump = k.deal.upcard!.card[1] as Suit;
    const misfit = misfitFor(k);
    expect(misfit({ [caller]: handOf(k.unseen, trump, false) })).toBeGreaterThan(0);
    expect(misfit({ [caller]: handOf(k.unseen, trump, true) })).toBe(0);
  });

  it.each(["bid-six", "hasenpfeffer"] as const)(
    "%s: a seat that bid five holds a stronger sampled hand than one that passed",
    (variant) => {
      // S deals, so W speaks first: W passes, N bids five, E passes and the dealer passes.
      let state = newMatch({ variant, mode: "boards", boards: [{ seed: "inference/bids", dealer: "S" }] });
      const calls: Action[] = [{ type: "pass" }, { type: "bid", tricks: 5 }, { type: "pass" }, { type: "pass" }];
      for (const action of calls) {
        if (!state.ok) break;
        state = apply(state.value, toMove(state.value)!, action);
      }
      if (!state.ok) throw new Error(state.error.message);
      const k = know(view(state.value, "E"));
      const misfit = misfitFor(k);
      const rng = createRng("inference/bids");
      const strong = { N: 0, W: 0 };
      for (let i = 0; i < 200; i++) {
        const hands = sampleHands(k.unseen, needsOf(k, k.seats), null, rng, misfit);
        for (const seat of ["N", "W"] as const) {
          if (bestDenomination(hands[seat]!, DENOMINATIONS).tricks >= 3) strong[seat]++;
        }
      }
      // A five needs about three tricks of its own; a first-seat pass stays under that.
      expect(strong.N).toBeGreaterThan(180);
      expect(strong.W).toBeLessThan(20);
    },
  );
});
