// The audit's positions (issue 4): each decision a decent club player gets right.

import { describe, expect, it } from "vitest";
import { toMove, view, type Action, type Card, type Contract, type MatchState, type Seat } from "../../engine";
import { dealFromHands, playFrom, steps } from "../../engine/testing";
import { rngFor } from "../harness";
import { strongBot } from "../strong";
import { baselineBot } from ".";
import { sureTricks } from "./evaluate";

const decide = (state: MatchState, seat: Seat, bot = baselineBot): Action => {
  expect(toMove(state)).toBe(seat);
  const v = view(state, seat);
  return bot({ view: v, legal: v.legal, rng: rngFor(state) });
};
const sorted = (a: Action) => (a.type === "exchange" ? { ...a, cards: [...a.cards].sort() } : a);

describe("baseline calls", () => {
  it("double deck: goes alone with twelve sure tricks", () => {
    const state = dealFromHands({
      variant: "double-deck",
      hands: { W: ["JH", "JH", "JD", "JD", "AH", "AH", "KH", "KH", "QH", "QH", "AS", "AS"] },
    });
    expect(decide(state, "W")).toEqual({ type: "alone", denom: "H" });
    // Seven hearts but only one sure of them (the other JH is out): bid, not alone.
    const long = dealFromHands({
      variant: "double-deck",
      hands: { W: ["JH", "JD", "AH", "KH", "QH", "TH", "9H", "AS", "AC", "AD", "KS", "QS"] },
    });
    expect(decide(long, "W").type).toBe("bid");
  });

  it("double deck: names the suit of seven trumps, not the one of five", () => {
    const state = dealFromHands({
      variant: "double-deck",
      hands: { W: ["JH", "JH", "JD", "JD", "AH", "AH", "KH", "9S", "TS", "AC", "9D", "TC"] },
    });
    const call = decide(state, "W");
    expect(call.type === "bid" || call.type === "alone" ? call.denom : null).toBe("H");
  });

  it("euchre: goes alone with the five highest trumps", () => {
    const state = dealFromHands({ variant: "euchre", hands: { W: ["JH", "JD", "AH", "KH", "QH"] }, upcard: "9H" });
    expect(decide(state, "W")).toEqual({ type: "order", alone: true });
    // Three top trumps draw the other three on lead; off lead and void in diamonds, one may go on a ruff.
    const out: Card[] = ["KH", "QH", "TH", "KS", "KC", "AD"];
    expect(sureTricks(["JH", "JD", "AH", "AS", "AC"], "H", out)).toBe(5);
    expect(sureTricks(["JH", "JD", "AH", "AS", "AC"], "H", out, false)).toBe(3);
  });

  it("euchre: a forced dealer names a suit it holds, not the first one on offer", () => {
    const pass: Action = { type: "pass" };
    const passes = (...seats: Seat[]) => seats.map((seat): [Seat, Action] => [seat, pass]);
    // No hand here reaches a call's floor, and spades, the first suit left, is a void.
    const state = steps(
      dealFromHands({ variant: "euchre", hands: { S: ["9D", "TD", "9C", "TC", "QH"] }, upcard: "9H" }),
      ...passes("W", "N", "E", "S", "W", "N", "E"),
    );
    expect(view(state, "S").legal.some((a) => a.type === "pass")).toBe(false);
    for (const bot of [baselineBot, strongBot]) {
      const call = decide(state, "S", bot);
      expect(call.type === "name" && ["D", "C"].includes(call.suit) && !call.alone).toBe(true);
    }
  });

  it("bid-six: the dealer matches the high bid instead of overbidding", () => {
    const state = steps(
      dealFromHands({ variant: "bid-six", hands: { S: ["JS", "JC", "AS", "9S", "AH", "KD"] } }),
      ["W", { type: "bid", tricks: 3 }],
      ["N", { type: "pass" }],
      ["E", { type: "pass" }],
    );
    expect(decide(state, "S")).toEqual({ type: "bid", tricks: 3 });
    expect(decide(state, "S", strongBot)).toEqual({ type: "bid", tricks: 3 });
  });
});

describe("baseline exchange", () => {
  it("double deck: the lone bidder sheds only real losers", () => {
    const state = steps(
      dealFromHands({
        variant: "double-deck",
        hands: { W: ["AS", "AS", "AH", "AH", "AD", "AD", "AC", "AC", "KS", "KS", "9H", "9D"] },
      }),
      ["W", { type: "alone", denom: "NT_HIGH" }],
    );
    const shed = { type: "exchange", cards: ["9D", "9H"] };
    expect(sorted(decide(state, "W"))).toEqual(shed);
    expect(sorted(decide(state, "W", strongBot))).toEqual(shed);
  });
});

describe("baseline play", () => {
  const contract: Contract = { declarer: "S", denom: "H", bid: null, alone: false };

  it("third hand wins a trick the last player could take from partner", () => {
    const state = steps(
      playFrom({
        variant: "euchre",
        contract,
        hands: {
          W: ["QS", "9C", "TC", "JC", "AC"],
          N: ["9S", "9D", "TD", "JD", "QD"],
          E: ["AS", "TS", "JS", "QC", "KC"],
          S: ["KS", "AH", "KH", "QH", "TH"],
        },
      }),
      ["W", { type: "play", card: "QS" }],
      ["N", { type: "play", card: "9S" }],
    );
    expect(decide(state, "E")).toEqual({ type: "play", card: "AS" });
  });

  it("discards a low singleton to make a void, keeping the trump", () => {
    const state = steps(
      playFrom({
        variant: "euchre",
        contract: { ...contract, declarer: "N" },
        hands: {
          W: ["AS", "KD", "QD", "AC", "JC"],
          N: ["JH", "AH", "KH", "AD", "9D"],
          E: ["KS", "QS", "TS", "TC", "JD"],
          S: ["9H", "9C", "QC", "KC", "TD"],
        },
      }),
      ["W", { type: "play", card: "AS" }],
      ["N", { type: "play", card: "JH" }],
      ["E", { type: "play", card: "KS" }],
    );
    expect(decide(state, "S")).toEqual({ type: "play", card: "TD" });
  });
});
