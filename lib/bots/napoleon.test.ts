// Napoleon decisions both bots get right (docs/rules.md §12): bids from the hand's count, the first
// card led in the suit that should be trumps, and no bower where there is none.

import { describe, expect, it } from "vitest";
import { toMove, view, type Action, type MatchState, type Seat } from "../engine";
import { dealFromHands, steps } from "../engine/testing";
import { napTricks } from "./baseline/napoleon";
import { rngFor } from "./harness";
import { baselineBot, strongBot, type Bot } from "./index";

const decide = (state: MatchState, seat: Seat, bot: Bot): Action => {
  expect(toMove(state)).toBe(seat);
  const v = view(state, seat);
  return bot({ view: v, legal: v.legal, rng: rngFor(state) });
};
const BOTS = [
  ["baseline", baselineBot],
  ["strong", strongBot],
] as const;
// S deals: W speaks first.
const SPADES = { W: ["AS", "KS", "QS", "JS", "TS"] };
const JUNK = { W: ["7S", "8H", "9D", "7C", "8C"] };
const bid = (tricks: number) => ({ type: "bid", tricks });

describe.each(BOTS)("napoleon, the %s bot", (_, bot) => {
  it("bids Nap with the five top spades, and passes a hand of low cards", () => {
    expect(decide(dealFromHands({ variant: "napoleon", hands: SPADES }), "W", bot)).toEqual({ type: "bid", tricks: 5 });
    expect(decide(dealFromHands({ variant: "napoleon", hands: JUNK }), "W", bot)).toEqual({ type: "pass" });
  });

  it("leads its long strong suit as trumps, from the top", () => {
    const hands = { W: ["AH", "KH", "QH", "JH", "7C"] };
    const s = steps(
      dealFromHands({ variant: "napoleon", hands }),
      ["W", bid(4)],
      ["N", { type: "pass" }],
      ["E", { type: "pass" }],
      ["S", { type: "pass" }],
    );
    const lead = decide(s, "W", bot);
    expect(lead.type === "play" ? lead.card[1] : null).toBe("H");
  });
});

describe("napoleon's count", () => {
  it("counts trumps without bowers: the jack of the other black suit is no spade", () => {
    expect(napTricks(["AS", "KS", "QS", "JS", "TS"], "S")).toBeGreaterThan(napTricks(["AS", "KS", "QS", "JC", "TS"], "S"));
    expect(napTricks(["JS", "9H", "9D", "8C", "7C"], "C")).toBeLessThan(1);
  });
});
