// Double-deck Bid Euchre vectors of docs/rules.md §7.4. S deals; the auction is W, N, E, S, W, …
import { describe, expect, test } from "vitest";
import { legalActions, toMove } from "./match";
import { afterDeal, applyLoose, dealFromHands, playFrom, steps } from "./testing";
import type { Contract, MatchState, Seat } from "./types";

const pass = { type: "pass" };
const bid = (tricks: number, denom: string) => ({ type: "bid", tricks, denom });
const alone = (denom: string) => ({ type: "alone", denom });
const errorOf = (s: MatchState, seat: Seat, action: unknown) => {
  const r = applyLoose(s, seat, action);
  return r.ok ? "ok" : r.error.code;
};
const N_HAND = ["JH", "JH", "JD", "JD", "AH", "AH", "KH", "KH", "QH", "QH", "TH", "TH"];
const S_HAND = ["AS", "AS", "AC", "AC", "AD", "AD", "KS", "KS", "KC", "KC", "9H", "9H"];
const start = () => dealFromHands({ variant: "double-deck", hands: { N: N_HAND, S: S_HAND } });

describe("double-deck auction", () => {
  test("DD-06 NT_LOW is not a denomination here", () => {
    expect(errorOf(start(), "W", bid(3, "NT_LOW"))).toBe("denomination_not_allowed");
    expect(errorOf(start(), "W", alone("NT_LOW"))).toBe("denomination_not_allowed");
  });

  test("DD-07 bids must raise the trick count", () => {
    const s = steps(start(), ["W", bid(4, "S")]);
    expect(errorOf(s, "N", bid(4, "H"))).toBe("bid_too_low");
    expect(errorOf(s, "N", bid(5, "H"))).toBe("ok");
  });

  test("DD-08 a passed player re-enters; N is declarer at 5♦ and leads", () => {
    const s = steps(
      start(),
      ["W", bid(3, "S")],
      ["N", pass],
      ["E", bid(4, "H")],
      ["S", pass],
      ["W", pass],
      ["N", bid(5, "D")],
      ["E", pass],
      ["S", pass],
      ["W", pass],
    );
    expect(s.current!.contract).toEqual({ declarer: "N", denom: "D", bid: 5, alone: false });
    expect(toMove(s)).toBe("N");
  });

  test("DD-09 an opening bid of 1 is legal", () => {
    const s = steps(start(), ["W", bid(1, "C")], ["N", pass], ["E", pass], ["S", pass]);
    expect(s.current!.contract).toEqual({ declarer: "W", denom: "C", bid: 1, alone: false });
  });

  test("DD-10 a bid of 12 ends the auction", () => {
    const s = steps(start(), ["W", bid(12, "C")]);
    expect(s.current!.phase).toEqual({ kind: "play", turn: "W" });
    expect(errorOf(s, "N", alone("H"))).toBe("not_your_turn");
    expect(errorOf(s, "W", alone("H"))).toBe("wrong_phase");
  });

  test("DD-11 ALONE ends the auction; S sits out", () => {
    const s = steps(start(), ["W", bid(4, "S")], ["N", alone("H")]);
    const d = s.current!;
    expect(d.contract).toEqual({ declarer: "N", denom: "H", bid: 12, alone: true });
    expect(d.active).toEqual(["N", "E", "W"]);
    expect(d.phase).toEqual({ kind: "exchange", turn: "N", count: null });
  });

  test("DD-12 throw-in: four passes, W redeals", () => {
    const s = steps(start(), ["W", pass], ["N", pass], ["E", pass], ["S", pass]);
    expect(s.deals[0]).toMatchObject({ thrownIn: true, points: [0, 0] });
    expect(s.current!.dealer).toBe("W");
    expect(toMove(s)).toBe("N");
  });

  test("DD-13 the dealer's bid keeps the auction alive", () => {
    const s = steps(start(), ["W", pass], ["N", pass], ["E", pass], ["S", bid(2, "D")], ["W", pass], ["N", pass], ["E", pass]);
    expect(s.deals).toHaveLength(0);
    expect(s.current!.contract).toEqual({ declarer: "S", denom: "D", bid: 2, alone: false });
  });

  test("DD-14 lone exchange: 3 blind cards each way; S's other 9 are dead", () => {
    const s = steps(start(), ["W", pass], ["N", alone("H")]);
    expect(errorOf(s, "N", { type: "exchange", cards: ["TH", "TH", "QH", "QH"] })).toBe("exchange_size");
    expect(errorOf(s, "N", { type: "exchange", cards: ["9S"] })).toBe("card_not_in_hand");
    const discarded = steps(s, ["N", { type: "exchange", cards: ["TH", "TH", "QH"] }]);
    expect(discarded.current!.phase).toEqual({ kind: "exchange", turn: "S", count: 3 });
    expect(errorOf(discarded, "S", { type: "exchange", cards: ["9H", "9H"] })).toBe("exchange_size");
    const done = steps(discarded, ["S", { type: "exchange", cards: ["AS", "AS", "AC"] }]);
    const d = done.current!;
    expect(d.hands.N).toHaveLength(12);
    expect(d.hands.N.filter((c) => c === "AS")).toHaveLength(2);
    expect(d.hands.S).toHaveLength(9);
    expect(d.active).not.toContain("S");
    expect(d.discards).toEqual([{ seat: "N", cards: ["TH", "TH", "QH"] }]);
  });

  test("DD-14 a zero-card exchange skips the partner", () => {
    const s = steps(start(), ["W", pass], ["N", alone("H")], ["N", { type: "exchange", cards: [] }]);
    expect(s.current!.phase).toEqual({ kind: "play", turn: "N" });
  });

  test("DD-15 lone trick size and order: N, E, W", () => {
    let s = steps(start(), ["W", pass], ["N", alone("H")], ["N", { type: "exchange", cards: [] }]);
    const order: Seat[] = [];
    for (let i = 0; i < 3; i++) {
      order.push(toMove(s)!);
      s = steps(s, [toMove(s)!, legalActions(s)[0]]);
    }
    expect(order).toEqual(["N", "E", "W"]);
    expect(s.current!.tricks[0].plays).toHaveLength(3);
  });
});

describe("double-deck scoring and game end", () => {
  const ns = (b: number, lone = false): Contract => ({ declarer: "N", denom: "H", bid: b, alone: lone });
  const score = (c: Contract, t: number, scores: [number, number] = [0, 0]) =>
    afterDeal({ variant: "double-deck", scores, contract: c, won: [t, 12 - t] });

  test("DD-16 made bid: bid 7, take 8 → +8 / +4", () => expect(score(ns(7), 8).deals[0].points).toEqual([8, 4]));
  test("DD-17 set: bid 7, take 6 → −7 / +6", () => expect(score(ns(7), 6).deals[0].points).toEqual([-7, 6]));
  test("DD-18 lone hand made → +24 / 0", () => expect(score(ns(12, true), 12).deals[0].points).toEqual([24, 0]));
  test("DD-19 lone hand failed with 11 → −24 / +1", () => expect(score(ns(12, true), 11).deals[0].points).toEqual([-24, 1]));
  test("DD-20 partnership 12 made → +12 / 0", () => expect(score(ns(12), 12).deals[0].points).toEqual([12, 0]));
  test("DD-21 reaching 52 against a made bid does not win", () => {
    const s = score(ns(6), 8, [30, 50]);
    expect(s.scores).toEqual([38, 54]);
    expect(s.over).toBe(false);
  });
  test("DD-22 bidders win on reaching 52", () => {
    const s = score(ns(6), 7, [45, 0]);
    expect(s.scores[0]).toBe(52);
    expect(s.winner).toBe(0);
  });
  test("DD-23 a failed lone hand gives the defenders the win", () => {
    const s = score(ns(12, true), 10, [0, 51]);
    expect(s.scores).toEqual([-24, 53]);
    expect(s.winner).toBe(1);
  });
  test("DD-02 through the API: the first of two identical aces wins", () => {
    const hands = { W: ["AH", "9S"], N: ["AH", "9C"], E: ["KH", "TS"], S: ["9H", "TC"] };
    let s = playFrom({ variant: "double-deck", hands, contract: { declarer: "W", denom: "NT_HIGH", bid: 1, alone: false } });
    s = steps(s, ["W", { type: "play", card: "AH" }], ["N", { type: "play", card: "AH" }]);
    s = steps(s, ["E", { type: "play", card: "KH" }], ["S", { type: "play", card: "9H" }]);
    expect(s.current!.tricks[0].winner).toBe("W");
    expect(toMove(s)).toBe("W");
  });
});
