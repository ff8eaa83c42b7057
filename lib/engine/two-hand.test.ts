// Two-handed Euchre vectors of docs/rules.md §7.2. S deals, so N is the non-dealer (ND).
import { describe, expect, test } from "vitest";
import { legalActions, toMove } from "./match";
import { afterDeal, applyLoose, dealFromHands, steps } from "./testing";
import type { Contract, MatchState } from "./types";

const pass = { type: "pass" };
const errorOf = (s: MatchState, seat: "N" | "S", action: unknown) => {
  const r = applyLoose(s, seat, action);
  return r.ok ? "ok" : r.error.code;
};
const D_HAND = ["9C", "TS", "AS", "KD", "QD"];
const start = (stickTheDealer = false) =>
  dealFromHands({ variant: "two-hand", upcard: "QH", hands: { S: D_HAND }, options: { stickTheDealer } });
const roundTwo = (stick = false) => steps(start(stick), ["N", pass], ["S", pass]);

describe("two-hand auction", () => {
  test("ND speaks first and leads", () => {
    expect(toMove(start())).toBe("N");
    expect(legalActions(start())).toEqual([{ type: "pass" }, { type: "order" }]);
    expect(errorOf(start(), "N", { type: "order", alone: true })).toBe("alone_not_allowed");
  });

  test("TH-02 order up, dealer declines the pick-up", () => {
    const s = steps(start(), ["N", { type: "order" }]);
    expect(s.current!.phase).toEqual({ kind: "pickup", turn: "S" });
    const d = steps(s, ["S", { type: "pickup", take: false }]).current!;
    expect(d.contract).toEqual({ declarer: "N", denom: "H", bid: null, alone: false });
    expect(d.hands.S).toEqual(D_HAND);
    expect(d.upcard).toEqual({ card: "QH", state: "left" });
    expect(d.phase).toEqual({ kind: "play", turn: "N" });
  });

  test("TH-03 order up, dealer picks up and discards 9♣", () => {
    const s = steps(start(), ["N", { type: "order" }], ["S", { type: "pickup", take: true }], ["S", { type: "discard", card: "9C" }]);
    const d = s.current!;
    expect(d.hands.S).toHaveLength(5);
    expect(d.hands.S).toContain("QH");
    expect(d.hands.S).not.toContain("9C");
    expect(d.contract!.declarer).toBe("N");
    expect(d.contract!.denom).toBe("H");
  });

  test("TH-04 dealer accepts", () => {
    const s = steps(start(), ["N", pass], ["S", { type: "order" }]);
    expect(s.current!.phase).toEqual({ kind: "discard", turn: "S" });
    expect(s.current!.hands.S).toContain("QH");
    expect(s.current!.contract!.declarer).toBe("S");
  });

  test("TH-05 round 2: D names ♠, no pick-up, ND leads", () => {
    const s = steps(roundTwo(), ["N", pass], ["S", { type: "name", suit: "S" }]);
    const d = s.current!;
    expect(d.contract).toEqual({ declarer: "S", denom: "S", bid: null, alone: false });
    expect(d.hands.S).toEqual(D_HAND);
    expect(toMove(s)).toBe("N");
  });

  test("TH-06 the turned-down suit cannot be named", () => {
    expect(errorOf(roundTwo(), "N", { type: "name", suit: "H" })).toBe("suit_turned_down");
  });

  test("TH-07 throw-in: no score, the former ND deals", () => {
    const s = steps(roundTwo(), ["N", pass], ["S", pass]);
    expect(s.deals[0]).toMatchObject({ thrownIn: true, points: [0, 0], contract: null });
    expect(s.scores).toEqual([0, 0]);
    expect(s.current!.dealer).toBe("N");
    expect(s.current!.index).toBe(1);
    expect(toMove(s)).toBe("S");
  });

  test("TH-08 stick-the-dealer option: D may not pass in round 2", () => {
    const s = steps(roundTwo(true), ["N", pass]);
    expect(errorOf(s, "S", pass)).toBe("dealer_must_name");
    expect(legalActions(s).some((a) => a.type === "pass")).toBe(false);
  });
});

describe("two-hand scoring and game end", () => {
  const makerND: Contract = { declarer: "N", denom: "H", bid: null, alone: false };
  const cases: [number, [number, number]][] = [
    [3, [0, 1]],
    [4, [0, 1]],
    [5, [0, 2]],
    [2, [2, 0]],
    [0, [2, 0]],
  ];
  test.each(cases)("TH-10 scoring: ND (team 1) takes %i → %j", (t, points) => {
    expect(afterDeal({ variant: "two-hand", contract: makerND, won: [5 - t, t] }).deals[0].points).toEqual(points);
  });

  test("TH-11 game end: ND 9, D 8, ND takes 5 → 11 and wins", () => {
    const s = afterDeal({ variant: "two-hand", scores: [8, 9], contract: makerND, won: [0, 5] });
    expect(s.scores).toEqual([8, 11]);
    expect(s.winner).toBe(1);
    expect(s.over).toBe(true);
  });
});
