// Railroad's lone exchange (docs/rules.md §10.5): the strong bot solves it on samples, the
// baseline plays it by rule of thumb; both should give the lone hand what wins tricks.
import { describe, expect, it } from "vitest";
import { view, type Action, type MatchState, type Seat } from "../../engine";
import { dealFromHands, steps } from "../../engine/testing";
import { baselineBot } from "../baseline";
import { rngFor } from "../harness";
import { strongBot } from ".";

const pass = { type: "pass" };
const decide = (bot: typeof strongBot, state: MatchState, seat: Seat): Action => {
  const v = view(state, seat);
  return bot({ view: v, legal: v.legal, rng: rngFor(state) });
};

// S deals; N orders up the J♥ alone with four hearts and a low club; S, sitting out, holds the joker.
const hands = {
  N: ["AH", "KH", "QH", "TH", "9C"],
  E: ["9S", "TS", "QS", "KS", "AS"],
  S: ["JK", "9D", "TD", "QD", "TC"],
  W: ["9H", "AC", "KC", "QC", "JC"],
};
const ordered = () =>
  steps(dealFromHands({ variant: "railroad", upcard: "JH", hands }), ["W", pass], ["N", { type: "order", alone: true }]);

describe.each([
  ["strong", strongBot],
  ["baseline", baselineBot],
])("railroad exchange, %s bot", (_, bot) => {
  it("the lone maker puts its low side card down", () => {
    const s = ordered();
    expect(s.current!.phase).toEqual({ kind: "exchange", turn: "N", count: null });
    expect(decide(bot, s, "N")).toEqual({ type: "exchange", cards: ["9C"] });
  });

  it("the partner passes the joker", () => {
    const s = steps(ordered(), ["N", { type: "exchange", cards: ["9C"] }]);
    expect(s.current!.phase).toEqual({ kind: "exchange", turn: "S", count: 1 });
    expect(decide(bot, s, "S")).toEqual({ type: "exchange", cards: ["JK"] });
  });
});
