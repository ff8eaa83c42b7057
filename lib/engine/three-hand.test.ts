// Three-handed Euchre vectors of docs/rules.md §7.6. S deals, so W is eldest and the auction goes W, E, S.
import { describe, expect, test } from "vitest";
import { legalActions, newMatch, toMove } from "./match";
import { afterDeal, applyLoose, dealFromHands, playFrom, steps } from "./testing";
import type { Contract, MatchState, Seat } from "./types";

const pass = { type: "pass" };
const errorOf = (s: MatchState, seat: Seat, action: unknown) => {
  const r = applyLoose(s, seat, action);
  return r.ok ? "ok" : r.error.code;
};
const S_HAND = ["9H", "TH", "QC", "KC", "AD"];
const start = () => dealFromHands({ variant: "three-hand", upcard: "TS", hands: { S: S_HAND } });
const roundTwo = () => steps(start(), ["W", pass], ["E", pass], ["S", pass]);
const by = (declarer: Seat): Contract => ({ declarer, denom: "H", bid: null, alone: false });

describe("three-hand deal and auction", () => {
  test("3H-01 five cards each, the up-card, eight more face down; W speaks first", () => {
    const m = newMatch({ variant: "three-hand", mode: "boards", boards: [{ seed: "x", dealer: "S" }] });
    const d = (m as { value: MatchState }).value.current!;
    expect([d.hands.E, d.hands.S, d.hands.W].map((h) => h.length)).toEqual([5, 5, 5]);
    expect(d.hands.N).toEqual([]);
    expect(d.stock).toHaveLength(8);
    expect(d.upcard!.state).toBe("up");
    expect(d.phase).toEqual({ kind: "bidding", turn: "W" });
  });

  test("3H-02 the eldest orders up; the dealer takes the card and discards; W leads", () => {
    const s = steps(start(), ["W", { type: "order" }]);
    expect(s.current!.contract).toEqual({ declarer: "W", denom: "S", bid: null, alone: false });
    expect(s.current!.phase).toEqual({ kind: "discard", turn: "S" });
    const played = steps(s, ["S", { type: "discard", card: "9H" }]);
    expect(played.current!.hands.S).toEqual(["TH", "QC", "KC", "AD", "TS"]);
    expect(played.current!.active).toEqual(["E", "S", "W"]);
    expect(toMove(played)).toBe("W");
  });

  test("3H-03 nobody goes alone", () => {
    expect(legalActions(start())).toEqual([{ type: "pass" }, { type: "order" }]);
    expect(errorOf(start(), "W", { type: "order", alone: true })).toBe("alone_not_allowed");
    expect(errorOf(roundTwo(), "W", { type: "name", suit: "H", alone: true })).toBe("alone_not_allowed");
  });

  test("3H-04 round 2: the turned-down suit is out, the dealer is forced", () => {
    const s = roundTwo();
    expect(s.current!.upcard).toEqual({ card: "TS", state: "down" });
    expect(errorOf(s, "W", { type: "name", suit: "S" })).toBe("suit_turned_down");
    const dealer = steps(s, ["W", pass], ["E", pass]);
    expect(errorOf(dealer, "S", pass)).toBe("dealer_must_name");
    expect(legalActions(dealer)).toEqual(["H", "D", "C"].map((suit) => ({ type: "name", suit })));
    expect(toMove(steps(dealer, ["S", { type: "name", suit: "C" }]))).toBe("W");
  });

  test("3H-08 the deal passes clockwise over the three seats", () => {
    let s = (newMatch({ variant: "three-hand", mode: "game", seed: "rota", firstDealer: "E" }) as { value: MatchState }).value;
    const dealers: Seat[] = [];
    while (dealers.length < 4) {
      if (s.current!.tricks.length === 0 && s.current!.actions.length === 0) dealers.push(s.current!.dealer);
      s = steps(s, [toMove(s)!, legalActions(s)[0]]);
    }
    expect(dealers).toEqual(["E", "S", "W", "E"]);
  });
});

describe("three-hand play and scoring", () => {
  test("3H-05 W makes hearts; E and S defend together and their tricks count as one side's", () => {
    const s = playFrom({
      variant: "three-hand",
      hands: { W: ["JH", "JD", "AH", "KH", "QH"], E: ["9S", "TS", "QS", "KS", "AS"], S: ["9C", "TC", "QC", "KC", "AC"] },
      contract: by("W"),
    });
    expect(s.current!.trick!.leader).toBe("W"); // S dealt
    let m = s;
    while (m.deals.length === 0) m = steps(m, [toMove(m)!, legalActions(m)[0]]);
    expect(m.deals[0].makers).toBe(1);
    expect(m.deals[0].tricks).toEqual([0, 5]);
    expect(m.deals[0].seatPoints).toEqual({ E: 0, S: 0, W: 3 });
    expect(m.deals[0].net).toEqual([-3, 3]);
  });

  // [declarer, maker's tricks, each seat's points, South's net]
  const cases: [Seat, number, Record<string, number>, number][] = [
    ["S", 3, { E: 0, S: 1, W: 0 }, 2],
    ["S", 4, { E: 0, S: 1, W: 0 }, 2],
    ["S", 5, { E: 0, S: 3, W: 0 }, 6],
    ["S", 2, { E: 2, S: 0, W: 2 }, -4],
    ["W", 3, { E: 0, S: 0, W: 1 }, -1],
    ["W", 5, { E: 0, S: 0, W: 3 }, -3],
    ["W", 0, { E: 2, S: 2, W: 0 }, 2],
  ];
  test.each(cases)("3H-06 %s makes and takes %i → %j, South's net %i", (declarer, t, seats, net) => {
    const southSide = declarer === "S" ? t : 5 - t;
    const s = afterDeal({ variant: "three-hand", contract: by(declarer), won: [southSide, 5 - southSide] });
    expect(s.deals[0].seatPoints).toEqual(seats);
    expect(s.deals[0].net).toEqual([net, -net]);
    expect(s.seatScores).toEqual(seats);
  });

  test("3H-07 game end: one player at 10 and ahead; level defenders at the top play on", () => {
    const euchred = { contract: by("W"), won: [5, 0] as [number, number] };
    const won = afterDeal({ variant: "three-hand", seatScores: { E: 7, S: 9, W: 9 }, ...euchred });
    expect(won.seatScores).toEqual({ E: 9, S: 11, W: 9 });
    expect(won.over).toBe(true);
    expect(won.winner).toBe(0);
    const level = afterDeal({ variant: "three-hand", seatScores: { E: 8, S: 8, W: 9 }, ...euchred });
    expect(level.seatScores).toEqual({ E: 10, S: 10, W: 9 });
    expect(level.over).toBe(false);
    expect(level.current!.dealer).toBe("W");
    const other = afterDeal({ variant: "three-hand", seatScores: { E: 9, S: 9, W: 6 }, contract: by("E"), won: [2, 3] });
    expect(other.over).toBe(true);
    expect(other.winner).toBe(1);
  });
});
