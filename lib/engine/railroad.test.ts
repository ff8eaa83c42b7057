// Railroad Euchre vectors of docs/rules.md §7.7. S deals, so W is eldest and the auction goes W, N, E, S.
import { describe, expect, test } from "vitest";
import { legalActions, newMatch, toMove } from "./match";
import { afterDeal, applyLoose, dealFromHands, steps } from "./testing";
import { SUITS, type Contract, type MatchState, type Seat } from "./types";
import { view } from "./view";

const pass = { type: "pass" };
const errorOf = (s: MatchState, seat: Seat, action: unknown) => {
  const r = applyLoose(s, seat, action);
  return r.ok ? "ok" : r.error.code;
};
const exchange = (...cards: string[]) => ({ type: "exchange", cards });
const HANDS = {
  N: ["9S", "TS", "QS", "KS", "AS"],
  E: ["9C", "TC", "QC", "KC", "AC"],
  S: ["JK", "JH", "AH", "KH", "9D"],
  W: ["9H", "TH", "QH", "TD", "QD"],
};
const start = (upcard = "JD") => dealFromHands({ variant: "railroad", upcard, hands: HANDS });

describe("railroad deal and auction", () => {
  test("RR-01 25 cards with the joker: five each, the up-card and four more face down", () => {
    const m = newMatch({ variant: "railroad", mode: "boards", boards: [{ seed: "x", dealer: "S" }] });
    const d = (m as { value: MatchState }).value.current!;
    const all = [...Object.values(d.hands).flat(), d.upcard!.card, ...d.stock];
    expect(Object.values(d.hands).map((h) => h.length)).toEqual([5, 5, 5, 5]);
    expect(d.stock).toHaveLength(4);
    expect(new Set(all).size).toBe(25);
    expect(all).toContain("JK");
  });

  test("RR-02 without going alone nothing changes hands but the up-card", () => {
    const s = steps(start(), ["W", pass], ["N", pass], ["E", pass], ["S", { type: "order" }], ["S", { type: "discard", card: "9D" }]);
    expect(s.current!.phase).toEqual({ kind: "play", turn: "W" });
    expect(s.current!.hands.S).toEqual(["JK", "JH", "AH", "KH", "JD"]);
  });

  test("RR-03 the dealer takes up alone: discards, then puts one more card down, then N passes one", () => {
    const taken = steps(start(), ["W", pass], ["N", pass], ["E", pass], ["S", { type: "order", alone: true }]);
    expect(taken.current!.phase).toEqual({ kind: "discard", turn: "S" });
    const down = steps(taken, ["S", { type: "discard", card: "9D" }]);
    expect(down.current!.phase).toEqual({ kind: "exchange", turn: "S", count: null });
    expect(legalActions(down)).toHaveLength(6); // keep the hand, or put one of five down
    expect(errorOf(down, "S", exchange("KH", "AH"))).toBe("exchange_size");
    const asked = steps(down, ["S", exchange("KH")]);
    expect(asked.current!.phase).toEqual({ kind: "exchange", turn: "N", count: 1 });
    expect(errorOf(asked, "N", exchange())).toBe("exchange_size");
    expect(errorOf(asked, "N", exchange("9C"))).toBe("card_not_in_hand");
    const played = steps(asked, ["N", exchange("AS")]);
    expect(played.current!.hands.S).toEqual(["JK", "JH", "AH", "JD", "AS"]);
    expect(played.current!.discards).toEqual([
      { seat: "S", cards: ["9D"] },
      { seat: "S", cards: ["KH"] },
    ]);
    expect(played.current!.passed).toEqual(["AS"]);
    expect(played.current!.active).toEqual(["E", "S", "W"]);
    expect(played.current!.phase).toEqual({ kind: "play", turn: "W" });
  });

  test("RR-04 a loner who keeps the hand is passed nothing", () => {
    const s = steps(
      start(),
      ["W", pass],
      ["N", pass],
      ["E", pass],
      ["S", { type: "order", alone: true }],
      ["S", { type: "discard", card: "9D" }],
    );
    const kept = steps(s, ["S", exchange()]);
    expect(kept.current!.phase).toEqual({ kind: "play", turn: "W" });
    expect(kept.current!.passed).toBe(null);
    expect(kept.current!.hands.N).toHaveLength(5);
  });

  test("RR-05 the dealer's partner orders up alone: the dealer sits out, passes from its own five, the up-card stays", () => {
    const s = steps(start(), ["W", pass], ["N", { type: "order", alone: true }]);
    expect(s.current!.upcard).toEqual({ card: "JD", state: "left" });
    expect(s.current!.phase).toEqual({ kind: "exchange", turn: "N", count: null });
    const played = steps(s, ["N", exchange("9S")], ["S", exchange("JK")]);
    expect(played.current!.hands.N).toEqual(["TS", "QS", "KS", "AS", "JK"]);
    expect(played.current!.hands.S).toHaveLength(4);
    expect(played.current!.active).toEqual(["N", "E", "W"]);
    expect(toMove(played)).toBe("W");
  });

  test("RR-06 an opponent orders up alone: the dealer takes the card and discards first, then the exchange", () => {
    const s = steps(start(), ["W", { type: "order", alone: true }]);
    expect(s.current!.phase).toEqual({ kind: "discard", turn: "S" });
    const down = steps(s, ["S", { type: "discard", card: "9D" }]);
    expect(down.current!.phase).toEqual({ kind: "exchange", turn: "W", count: null });
    const played = steps(down, ["W", exchange("TD")], ["E", exchange("AC")]);
    expect(played.current!.discards).toEqual([
      { seat: "S", cards: ["9D"] },
      { seat: "W", cards: ["TD"] },
    ]);
    expect(played.current!.hands.W).toEqual(["9H", "TH", "QH", "QD", "AC"]);
    expect(played.current!.active).toEqual(["N", "S", "W"]);
    expect(toMove(played)).toBe("W");
  });

  test("RR-07 round 2 alone: no up-card, straight to the exchange", () => {
    const two = steps(start(), ["W", pass], ["N", pass], ["E", pass], ["S", pass], ["W", { type: "name", suit: "H", alone: true }]);
    expect(two.current!.phase).toEqual({ kind: "exchange", turn: "W", count: null });
    expect(two.current!.upcard!.state).toBe("down");
  });

  test("RR-08 a turned joker: the dealer names trump blind and plays with the partner", () => {
    const s = dealFromHands({ variant: "railroad", upcard: "JK", hands: { S: ["JH", "AH", "KH", "9D", "TD"] } });
    expect(toMove(s)).toBe("S");
    expect(legalActions(s)).toEqual(SUITS.map((suit) => ({ type: "name", suit })));
    expect(errorOf(s, "S", { type: "name", suit: "H", alone: true })).toBe("alone_not_allowed");
    expect(steps(s, ["S", { type: "name", suit: "H" }]).current!.phase).toEqual({ kind: "discard", turn: "S" });
  });
});

describe("railroad: who sees the passed card", () => {
  test("RR-09 the two partners see it, the opponents see a count; the partner never sees the loner's discard", () => {
    const s = steps(
      start(),
      ["W", pass],
      ["N", pass],
      ["E", pass],
      ["S", { type: "order", alone: true }],
      ["S", { type: "discard", card: "9D" }],
      ["S", exchange("KH")],
      ["N", exchange("AS")],
    );
    expect(view(s, "S").deal!.exchange).toEqual({ bidder: "S", partner: "N", count: 1, received: ["AS"] });
    expect(view(s, "N").deal!.exchange).toEqual({ bidder: "S", partner: "N", count: 1, passed: ["AS"] });
    for (const seat of ["E", "W"] as const) {
      expect(view(s, seat).deal!.exchange).toEqual({ bidder: "S", partner: "N", count: 1 });
      expect(JSON.stringify(view(s, seat))).not.toContain('"AS"');
    }
    expect(view(s, "S").deal!.discards).toEqual(["9D", "KH"]);
    expect(JSON.stringify(view(s, "N"))).not.toContain('"KH"');
  });
});

describe("railroad scoring", () => {
  const by = (declarer: Seat, alone: boolean): Contract => ({ declarer, denom: "H", bid: null, alone });
  // [alone, South's side's tricks as makers, points]
  const cases: [boolean, number, [number, number]][] = [
    [false, 3, [1, 0]],
    [false, 5, [2, 0]],
    [true, 4, [1, 0]],
    [true, 5, [4, 0]],
    [true, 2, [0, 2]],
  ];
  test.each(cases)("RR-10 alone %s, %i tricks → %j", (alone, t, points) => {
    const s = afterDeal({ variant: "railroad", contract: by("S", alone), won: [t, 5 - t] });
    expect(s.deals[0].points).toEqual(points);
  });

  test("RR-11 a game is won at 10", () => {
    const s = afterDeal({ variant: "railroad", scores: [6, 3], contract: by("S", true), won: [5, 0] });
    expect(s.over).toBe(true);
    expect(s.winner).toBe(0);
  });
});
