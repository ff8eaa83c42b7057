// Bid Euchre six-card (Racehorse) vectors of docs/rules.md §7.3. S deals; the auction is W, N, E, S.
import { describe, expect, test } from "vitest";
import { highBid } from "./index";
import { legalActions, toMove } from "./match";
import { afterDeal, applyLoose, dealFromHands, steps } from "./testing";
import type { Contract, MatchState, Seat } from "./types";

const pass = { type: "pass" };
const bid = (tricks: number) => ({ type: "bid", tricks });
const errorOf = (s: MatchState, seat: Seat, action: unknown) => {
  const r = applyLoose(s, seat, action);
  return r.ok ? "ok" : r.error.code;
};
const start = () => dealFromHands({ variant: "bid-six" });
const bids = (s: MatchState) => legalActions(s).map((a) => (a.type === "bid" ? a.tricks : a.type));

describe("bid-six auction", () => {
  test("RH-06 the dealer matches and takes the contract, then declares and leads", () => {
    const s = steps(start(), ["W", bid(3)], ["N", pass], ["E", bid(4)], ["S", bid(4)]);
    expect(s.current!.phase).toEqual({ kind: "declare", turn: "S" });
    const played = steps(s, ["S", { type: "declare", denom: "NT_LOW" }]);
    expect(played.current!.contract).toEqual({ declarer: "S", denom: "NT_LOW", bid: 4, alone: false });
    expect(toMove(played)).toBe("S");
  });

  test("the public highBid names the dealer who matched, not the first bidder of that count", () => {
    const s = steps(start(), ["W", bid(3)], ["N", pass], ["E", bid(4)], ["S", bid(4)]);
    expect(highBid(s.current!.calls)).toEqual({ seat: "S", tricks: 4, denom: null });
    expect(highBid([])).toBeNull();
  });

  test("RH-07 non-dealers cannot match", () => {
    const s = steps(start(), ["W", bid(4)]);
    expect(errorOf(s, "N", bid(4))).toBe("bid_too_low");
    expect(bids(s)).toEqual(["pass", 5, 6]);
  });

  test("RH-08 forced dealer", () => {
    const s = steps(start(), ["W", pass], ["N", pass], ["E", pass]);
    expect(errorOf(s, "S", pass)).toBe("dealer_must_bid");
    expect(bids(s)).toEqual([3, 4, 5, 6]);
  });

  test("RH-09 cap at 6; the dealer may match 6 or pass", () => {
    const s = steps(start(), ["W", bid(6)]);
    expect(bids(s)).toEqual(["pass"]);
    const atDealer = steps(s, ["N", pass], ["E", pass]);
    expect(bids(atDealer)).toEqual(["pass", 6]);
    expect(steps(atDealer, ["S", pass]).current!.phase).toEqual({ kind: "declare", turn: "W" });
    expect(steps(atDealer, ["S", bid(6)]).current!.phase).toEqual({ kind: "declare", turn: "S" });
  });

  test("RH-10 the dealer matches a partner's bid", () => {
    const s = steps(start(), ["W", pass], ["N", bid(5)], ["E", pass], ["S", bid(5)]);
    expect(s.current!.phase).toEqual({ kind: "declare", turn: "S" });
  });

  test("RH-11 the dealer may overbid", () => {
    const s = steps(start(), ["W", bid(3)], ["N", pass], ["E", pass], ["S", bid(5)]);
    const d = steps(s, ["S", { type: "declare", denom: "H" }]).current!;
    expect(d.contract).toMatchObject({ declarer: "S", bid: 5 });
  });

  test("RH-12 one round only: W gets no further turn", () => {
    const s = steps(start(), ["W", bid(3)], ["N", pass], ["E", pass], ["S", bid(3)]);
    expect(s.current!.phase.kind).toBe("declare");
    expect(errorOf(s, "W", bid(4))).toBe("not_your_turn");
  });

  test("RH-13 illegal calls: BID 2, BID 7, ALONE", () => {
    expect(errorOf(start(), "W", bid(2))).toBe("bid_out_of_range");
    expect(errorOf(start(), "W", bid(7))).toBe("bid_out_of_range");
    expect(errorOf(start(), "W", { type: "alone", denom: "H" })).toBe("alone_not_allowed");
    expect(errorOf(start(), "W", { type: "bid", tricks: 4, denom: "H" })).toBe("denomination_not_allowed");
  });
});

describe("bid-six scoring and game end", () => {
  const ns = (b: number): Contract => ({ declarer: "N", denom: "S", bid: b, alone: false });
  const score = (b: number, t: number, scores: [number, number] = [0, 0]) =>
    afterDeal({ variant: "bid-six", scores, contract: ns(b), won: [t, 6 - t] });

  test("RH-14 made bid with overtricks: bid 4, take 5 → +5 / +1", () => {
    expect(score(4, 5).deals[0].points).toEqual([5, 1]);
  });
  test("RH-15 made bid exactly: bid 3, take 3 → +3 / +3", () => {
    expect(score(3, 3).deals[0].points).toEqual([3, 3]);
  });
  test("RH-16 set: bid 4, take 3 → −4 / +3", () => {
    expect(score(4, 3).deals[0].points).toEqual([-4, 3]);
  });
  test("RH-17 score goes negative: at 2, bid 5, take 4 → −3", () => {
    const s = score(5, 4, [2, 0]);
    expect(s.scores).toEqual([-3, 2]);
  });
  test("RH-18 bid 6 made → +6 / 0", () => {
    expect(score(6, 6).deals[0].points).toEqual([6, 0]);
  });
  test("RH-19 reaching 32 with tricks against a made bid does not win", () => {
    const s = score(3, 4, [20, 30]);
    expect(s.scores).toEqual([24, 32]);
    expect(s.over).toBe(false);
    expect(s.deals[0].eligible).toBe(0);
  });
  test("RH-20 winning later by setting the bidders", () => {
    const s = score(4, 3, [24, 32]);
    expect(s.scores).toEqual([20, 35]);
    expect(s.winner).toBe(1);
  });
  test("RH-21 eligible bidders win even while trailing", () => {
    const s = score(3, 3, [29, 35]);
    expect(s.scores).toEqual([32, 38]);
    expect(s.winner).toBe(0);
  });
  test("RH-22 defenders win by setting", () => {
    const s = score(5, 4, [31, 30]);
    expect(s.scores).toEqual([26, 32]);
    expect(s.winner).toBe(1);
  });
});
