// Napoleon vectors of docs/rules.md §12.9. S deals, so W speaks first and the auction goes W, N, E, S.
import { describe, expect, test } from "vitest";
import { legalActions, newMatch, toMove } from "./match";
import { scoreNapoleon } from "./scoring";
import { afterDeal, applyLoose, dealFromHands, steps } from "./testing";
import type { Contract, MatchState, Seat } from "./types";
import { view } from "./view";

const pass = { type: "pass" };
const bid = (tricks: number) => ({ type: "bid", tricks });
const play = (card: string) => ({ type: "play", card });
const errorOf = (s: MatchState, seat: Seat, action: unknown) => {
  const r = applyLoose(s, seat, action);
  return r.ok ? "ok" : r.error.code;
};
// W holds both black jacks: in a bower game the J♣ would be a spade; here it is a club.
const HANDS = {
  W: ["AS", "KS", "JS", "JC", "7H"],
  N: ["QS", "8S", "AH", "KH", "QH"],
  E: ["9S", "7S", "AC", "KC", "QC"],
  S: ["TS", "AD", "KD", "QD", "JD"],
};
const start = () => dealFromHands({ variant: "napoleon", hands: HANDS });
const napBy = (seat: Seat, tricks: number): Contract => ({ declarer: seat, denom: "S", bid: tricks, alone: false });

describe("napoleon deal and auction", () => {
  test("N-01 32 cards: five each in 3 and 2, twelve undealt; W speaks first", () => {
    const m = newMatch({ variant: "napoleon", mode: "boards", boards: [{ seed: "x", dealer: "S" }] });
    const d = (m as { value: MatchState }).value.current!;
    expect(Object.values(d.hands).map((h) => h.length)).toEqual([5, 5, 5, 5]);
    expect(d.stock).toHaveLength(12);
    expect(d.upcard).toBe(null);
    expect(d.phase).toEqual({ kind: "bidding", turn: "W" });
  });

  test("N-02 bids: Three, Four, Nap; Wellington only over a Nap; one chance each", () => {
    expect(legalActions(start())).toEqual([pass, bid(3), bid(4), bid(5)]);
    expect(errorOf(start(), "W", bid(2))).toBe("bid_out_of_range");
    expect(errorOf(start(), "W", bid(6))).toBe("bid_too_low");
    expect(errorOf(start(), "W", { type: "bid", tricks: 3, denom: "S" })).toBe("denomination_not_allowed");
    const four = steps(start(), ["W", bid(4)]);
    expect(legalActions(four)).toEqual([pass, bid(5)]);
    expect(errorOf(four, "N", bid(4))).toBe("bid_too_low");
    const nap = steps(four, ["N", bid(5)]);
    expect(legalActions(nap)).toEqual([pass, bid(6)]);
    expect(toMove(steps(nap, ["E", pass]))).toBe("S");
  });

  test("N-03 a Wellington ends the auction; its bidder leads", () => {
    const s = steps(start(), ["W", bid(5)], ["N", bid(6)]);
    expect(s.current!.phase).toEqual({ kind: "play", turn: "N" });
    expect(s.current!.calls).toHaveLength(2);
  });

  test("N-04 all four pass: the deal is thrown in and the next dealer deals", () => {
    const s = steps(start(), ["W", pass], ["N", pass], ["E", pass], ["S", pass]);
    expect(s.deals[0]).toMatchObject({ thrownIn: true, points: [0, 0], contract: null });
    expect(s.current!.dealer).toBe("W");
  });

  test("N-05 the high bidder leads any card and its suit is trumps; no contract before it", () => {
    const s = steps(start(), ["W", bid(3)], ["N", pass], ["E", bid(4)], ["S", pass]);
    expect(s.current!.contract).toBe(null);
    expect(view(s, "S").deal!.contract).toBe(null);
    expect(toMove(s)).toBe("E");
    expect(legalActions(s)).toHaveLength(5);
    const led = steps(s, ["E", play("AC")]);
    expect(led.current!.contract).toEqual({ declarer: "E", denom: "C", bid: 4, alone: false });
    expect(view(led, "S").deal!.contract).toEqual({ declarer: "E", denom: "C", bid: 4, alone: false });
  });

  test("N-06 natural order, no bowers: the jack of the same colour follows its own suit", () => {
    const s = steps(start(), ["W", bid(3)], ["N", pass], ["E", pass], ["S", pass], ["W", play("AS")]);
    // Spades are trumps: W's J♣ is a club, not a left bower; N must follow spades with Q♠ or 8♠.
    expect(legalActions(s)).toEqual([play("QS"), play("8S")]);
    const trick = steps(s, ["N", play("8S")], ["E", play("7S")], ["S", play("TS")]);
    expect(trick.current!.tricks[0].winner).toBe("W");
    // W leads J♣: E follows with a club and wins with the ace; the jack of trump is no bower either.
    const clubs = steps(trick, ["W", play("JC")], ["N", play("QH")]);
    expect(legalActions(clubs)).toEqual([play("AC"), play("KC"), play("QC")]);
    const won = steps(clubs, ["E", play("AC")], ["S", play("JD")]);
    expect(won.current!.tricks[1].winner).toBe("E");
  });

  test("N-07 a trump beats the led suit; the highest trump wins", () => {
    const s = steps(start(), ["W", bid(3)], ["N", pass], ["E", pass], ["S", pass], ["W", play("7H")]);
    // Hearts are trumps: N plays A♥ and wins over nothing higher.
    const t = steps(s, ["N", play("AH")], ["E", play("9S")], ["S", play("AD")]);
    expect(t.current!.tricks[0].winner).toBe("N");
  });
});

describe("napoleon scoring", () => {
  test("N-08 stakes 3, 4, 5 (Nap) and 10 (Wellington), won or paid", () => {
    expect(scoreNapoleon(3, 3)).toEqual({ bidder: 3, eachOpponent: 0 });
    expect(scoreNapoleon(3, 5)).toEqual({ bidder: 3, eachOpponent: 0 }); // no overtricks
    expect(scoreNapoleon(4, 3)).toEqual({ bidder: 0, eachOpponent: 4 });
    expect(scoreNapoleon(5, 5)).toEqual({ bidder: 5, eachOpponent: 0 });
    expect(scoreNapoleon(5, 4)).toEqual({ bidder: 0, eachOpponent: 5 });
    expect(scoreNapoleon(6, 5)).toEqual({ bidder: 10, eachOpponent: 0 });
    expect(scoreNapoleon(6, 4)).toEqual({ bidder: 0, eachOpponent: 10 });
  });

  test("N-09 South's net is what it wins from or pays to each other player", () => {
    const made = afterDeal({ variant: "napoleon", contract: napBy("S", 4), won: [4, 1] });
    expect(made.deals[0].seatPoints).toEqual({ N: 0, E: 0, S: 4, W: 0 });
    expect(made.deals[0].net).toEqual([12, -12]);
    const failed = afterDeal({ variant: "napoleon", contract: napBy("W", 5), won: [1, 4] });
    expect(failed.deals[0].seatPoints).toEqual({ N: 5, E: 5, S: 5, W: 0 });
    expect(failed.deals[0].points).toEqual([15, 0]);
    expect(failed.deals[0].net).toEqual([5, -5]);
    const other = afterDeal({ variant: "napoleon", contract: napBy("E", 3), won: [2, 3] });
    expect(other.deals[0].net).toEqual([-3, 3]);
  });

  test("N-10 a game ends with one player at 20 or more, ahead of every other", () => {
    const s = afterDeal({ variant: "napoleon", contract: napBy("N", 6), won: [0, 5], seatScores: { N: 12, E: 3, S: 15, W: 0 } });
    expect(s.over).toBe(true);
    expect(s.seatScores).toEqual({ N: 22, E: 3, S: 15, W: 0 });
    expect(s.winner).toBe(1);
    const tie = afterDeal({ variant: "napoleon", contract: napBy("N", 6), won: [5, 0], seatScores: { N: 0, E: 10, S: 10, W: 0 } });
    expect(tie.over).toBe(false); // E and S both reach 20: play on
  });
});
