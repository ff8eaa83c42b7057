// Standard Euchre flow vectors of docs/rules.md §7.1 through the public API (S deals, W is eldest).
import { describe, expect, test } from "vitest";
import { legalActions, toMove } from "./match";
import { afterDeal, applyLoose, dealFromHands, playFrom, steps } from "./testing";
import type { Contract, MatchState } from "./types";

const pass = { type: "pass" };
const order = (alone = false) => (alone ? { type: "order", alone: true } : { type: "order" });
const name = (suit: string, alone = false) => (alone ? { type: "name", suit, alone: true } : { type: "name", suit });
const play = (card: string) => ({ type: "play", card });
const errorOf = (s: MatchState, seat: Parameters<typeof applyLoose>[1], action: unknown) => {
  const r = applyLoose(s, seat, action);
  return r.ok ? "ok" : r.error.code;
};

const S_HAND = ["9H", "TH", "QC", "KC", "AD"];
const start = () => dealFromHands({ variant: "euchre", upcard: "TS", hands: { S: S_HAND } });
const roundTwo = () => steps(start(), ["W", pass], ["N", pass], ["E", pass], ["S", pass]);

describe("euchre auction", () => {
  test("EU-07 order up by the dealer's partner", () => {
    const s = steps(start(), ["W", pass], ["N", order()]);
    const d = s.current!;
    expect(d.contract).toEqual({ declarer: "N", denom: "S", bid: null, alone: false });
    expect(d.phase).toEqual({ kind: "discard", turn: "S" });
    expect(d.hands.S).toContain("TS");
    expect(d.hands.S).toHaveLength(6);
    const after = steps(s, ["S", { type: "discard", card: "9H" }]);
    expect(after.current!.hands.S).toHaveLength(5);
    expect(after.current!.hands.S).not.toContain("9H");
    expect(toMove(after)).toBe("W");
  });

  test("EU-08 round 2 excludes the turned-down suit", () => {
    const s = roundTwo();
    expect(s.current!.upcard).toEqual({ card: "TS", state: "down" });
    expect(errorOf(s, "W", name("S"))).toBe("suit_turned_down");
    const named = legalActions(s)
      .filter((a) => a.type === "name" && !a.alone)
      .map((a) => a.type === "name" && a.suit);
    expect(named).toEqual(["H", "D", "C"]);
  });

  test("EU-09 forced dealer", () => {
    const s = steps(roundTwo(), ["W", pass], ["N", pass], ["E", pass]);
    expect(errorOf(s, "S", pass)).toBe("dealer_must_name");
    expect(legalActions(s).some((a) => a.type === "pass")).toBe(false);
    expect(errorOf(s, "S", name("S"))).toBe("suit_turned_down");
    expect(errorOf(s, "S", name("C"))).toBe("ok");
  });

  test("EU-10 lone maker sits the eldest out; N leads trick 1", () => {
    const s = steps(start(), ["W", pass], ["N", pass], ["E", order(true)]);
    expect(s.current!.active).toEqual(["N", "E", "S"]);
    expect(s.current!.phase).toEqual({ kind: "discard", turn: "S" });
    const played = steps(s, ["S", { type: "discard", card: "9H" }]);
    expect(played.current!.trick!.leader).toBe("N");
    expect(toMove(played)).toBe("N");
  });

  test("EU-11 lone eldest leads", () => {
    const s = steps(roundTwo(), ["W", name("H", true)]);
    expect(s.current!.active).toEqual(["N", "S", "W"]);
    expect(toMove(s)).toBe("W");
  });

  test("EU-12 the dealer's partner goes alone: S sits out, no pick-up, W leads, tricks W N E", () => {
    const s = steps(start(), ["W", pass], ["N", order(true)]);
    const d = s.current!;
    expect(d.active).toEqual(["N", "E", "W"]);
    expect(d.upcard).toEqual({ card: "TS", state: "left" });
    expect(d.hands.S).toEqual(S_HAND);
    expect(d.contract!.denom).toBe("S");
    expect(toMove(s)).toBe("W");
    const w = legalActions(s)[0];
    const afterW = steps(s, ["W", w]);
    expect(toMove(afterW)).toBe("N");
    const afterN = steps(afterW, ["N", legalActions(afterW)[0]]);
    expect(toMove(afterN)).toBe("E");
    const done = steps(afterN, ["E", legalActions(afterN)[0]]);
    expect(done.current!.tricks[0].plays.map((p) => p.seat)).toEqual(["W", "N", "E"]);
  });

  test("EU-15 defenders cannot go alone", () => {
    const s = steps(start(), ["W", pass], ["N", order()]);
    expect(errorOf(s, "E", order(true))).toBe("not_your_turn");
    // No call after trump is made carries `alone`, for any seat.
    const discarded = steps(s, ["S", { type: "discard", card: "9H" }]);
    expect(legalActions(discarded).every((a) => a.type === "play")).toBe(true);
  });
});

describe("euchre scoring and game end", () => {
  const makersNS = (alone: boolean): Contract => ({ declarer: "N", denom: "H", bid: null, alone });
  const cases: [number, boolean, [number, number]][] = [
    [3, false, [1, 0]],
    [4, false, [1, 0]],
    [5, false, [2, 0]],
    [5, true, [4, 0]],
    [3, true, [1, 0]],
    [4, true, [1, 0]],
    [2, false, [0, 2]],
    [0, true, [0, 2]],
  ];
  test.each(cases)("EU-13 scoring: NS take %i (alone %s) → %j", (t, alone, points) => {
    const s = afterDeal({ variant: "euchre", contract: makersNS(alone), won: [t, 5 - t] });
    expect(s.deals[0].points).toEqual(points);
    expect(s.deals[0].net).toEqual([points[0] - points[1], points[1] - points[0]]);
  });

  test("EU-14 game end: NS 8, EW 9, N alone takes 5 → NS 12 and win", () => {
    const s = afterDeal({ variant: "euchre", scores: [8, 9], contract: makersNS(true), won: [5, 0] });
    expect(s.scores).toEqual([12, 9]);
    expect(s.over).toBe(true);
    expect(s.winner).toBe(0);
    // The same through play: N alone holds every top trump.
    const played = playFrom({
      variant: "euchre",
      scores: [8, 9],
      hands: { N: ["JH", "JD", "AH", "KH", "QH"], E: ["9S", "TS", "QS", "KS", "AS"], W: ["9C", "TC", "QC", "KC", "AC"] },
      contract: makersNS(true),
    });
    let m = played;
    while (!m.over && m.deals.length === 0) m = steps(m, [toMove(m)!, legalActions(m)[0]]);
    expect(m.deals[0].points).toEqual([4, 0]);
    expect(m.winner).toBe(0);
    expect(m.scores).toEqual([12, 9]);
  });

  test("EU-02 through the API: N is void in diamonds, J♦ wins", () => {
    const s = playFrom({
      variant: "euchre",
      hands: { W: ["AD", "9S", "9C", "AC", "TC"], N: ["JD", "KC", "KS", "AS", "QS"] },
      contract: { declarer: "E", denom: "H", bid: null, alone: false },
    });
    const afterW = steps(s, ["W", play("AD")]);
    expect(legalActions(afterW).map((a) => a.type === "play" && a.card)).toEqual(["JD", "KC", "KS", "AS", "QS"]);
  });
});
