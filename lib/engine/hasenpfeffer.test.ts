// Hasenpfeffer vectors of docs/rules.md §7.7. S deals; the auction is W, N, E, S.
import { describe, expect, test } from "vitest";
import { trickWinner } from "./cards";
import { deckOf, legalActions, newMatch, toMove } from "./match";
import { afterDeal, applyLoose, dealFromHands, steps } from "./testing";
import { SEATS, SUITS, type Contract, type MatchState, type Seat } from "./types";
import { view } from "./view";

const pass = { type: "pass" };
const bid = (tricks: number) => ({ type: "bid", tricks });
const declare = (denom: string) => ({ type: "declare", denom });
const errorOf = (s: MatchState, seat: Seat, action: unknown) => {
  const r = applyLoose(s, seat, action);
  return r.ok ? "ok" : r.error.code;
};
const bids = (s: MatchState) => legalActions(s).map((a) => (a.type === "bid" ? a.tricks : a.type));
const allPass = (s: MatchState) => steps(s, ["W", pass], ["N", pass], ["E", pass], ["S", pass]);

// E holds the joker; the 25th card (out of play) is whatever is left: 9C.
const withJokerAtE = () =>
  dealFromHands({
    variant: "hasenpfeffer",
    hands: {
      W: ["AS", "KS", "QS", "JS", "TS", "9S"],
      N: ["AH", "KH", "QH", "JH", "TH", "9H"],
      E: ["JK", "AD", "KD", "QD", "JD", "TD"],
      S: ["9D", "AC", "KC", "QC", "JC", "TC"],
    },
  });
// The joker is the card out of play.
const withJokerOut = () =>
  dealFromHands({
    variant: "hasenpfeffer",
    hands: {
      W: ["AS", "KS", "QS", "JS", "TS", "9S"],
      N: ["AH", "KH", "QH", "JH", "TH", "9H"],
      E: ["9C", "AD", "KD", "QD", "JD", "TD"],
      S: ["9D", "AC", "KC", "QC", "JC", "TC"],
    },
  });

describe("hasenpfeffer deal", () => {
  test("HP-01 25 cards, six each in threes from the dealer's left, one out of play", () => {
    expect(deckOf("hasenpfeffer")).toHaveLength(25);
    expect(deckOf("hasenpfeffer")).toContain("JK");
    const m = newMatch({ variant: "hasenpfeffer", mode: "boards", boards: [{ seed: "hp", dealer: "S" }] });
    if (!m.ok) throw new Error(m.error.message);
    const d = m.value.current!;
    for (const seat of SEATS) expect(d.hands[seat]).toHaveLength(6);
    expect(d.stock).toHaveLength(1);
    expect(d.upcard).toBeNull();
    expect(toMove(m.value)).toBe("W");
    // No view shows the card out of play.
    for (const seat of SEATS) expect(JSON.stringify(view(m.value, seat))).not.toContain(`"${d.stock[0]}"`);
  });

  test("HP-02 the joker is the highest trump: it beats the right bower and is led as trump", () => {
    expect(trickWinner(["JH", "JK", "AH", "JD"], "H")).toBe(1);
    const s = steps(withJokerAtE(), ["W", pass], ["N", pass], ["E", bid(3)], ["S", pass], ["E", declare("D")]);
    // E leads the joker; S must follow with its only diamond.
    const led = steps(s, ["E", { type: "play", card: "JK" }]);
    expect(legalActions(led)).toEqual([{ type: "play", card: "9D" }]);
  });
});

describe("hasenpfeffer auction", () => {
  test("HP-03 one round of rising bids 3 to 6; the dealer gets no match", () => {
    const s = withJokerAtE();
    expect(bids(s)).toEqual(["pass", 3, 4, 5, 6]);
    const after4 = steps(s, ["W", bid(4)]);
    expect(errorOf(after4, "N", bid(4))).toBe("bid_too_low");
    expect(bids(after4)).toEqual(["pass", 5, 6]);
    const atDealer = steps(after4, ["N", pass], ["E", pass]);
    expect(errorOf(atDealer, "S", bid(4))).toBe("bid_too_low");
    expect(bids(atDealer)).toEqual(["pass", 5, 6]);
    expect(errorOf(atDealer, "S", bid(2))).toBe("bid_out_of_range");
    expect(errorOf(atDealer, "S", { type: "bid", tricks: 5, denom: "H" })).toBe("denomination_not_allowed");
    expect(errorOf(atDealer, "S", { type: "alone", denom: "H" })).toBe("alone_not_allowed");
    // One round: the dealer's pass ends the auction and W declares.
    expect(steps(atDealer, ["S", pass]).current!.phase).toEqual({ kind: "declare", turn: "W" });
    expect(steps(atDealer, ["S", bid(5)]).current!.phase).toEqual({ kind: "declare", turn: "S" });
  });

  test("HP-04 all pass: the joker's holder must bid 3, declares and leads", () => {
    const s = allPass(withJokerAtE());
    expect(toMove(s)).toBe("E");
    expect(legalActions(s)).toEqual([bid(3)]);
    const forced = steps(s, ["E", bid(3)]);
    expect(forced.current!.phase).toEqual({ kind: "declare", turn: "E" });
    // Everyone sees the forced bid among the calls.
    expect(view(forced, "S").deal!.calls.at(-1)).toEqual({ seat: "E", action: bid(3) });
    const played = steps(forced, ["E", declare("S")]);
    expect(played.current!.contract).toEqual({ declarer: "E", denom: "S", bid: 3, alone: false });
    expect(toMove(played)).toBe("E");
  });

  test("HP-05 the forced bid is 3 and nothing else", () => {
    const s = allPass(withJokerAtE());
    expect(errorOf(s, "E", pass)).toBe("joker_must_bid");
    expect(errorOf(s, "E", bid(4))).toBe("bid_out_of_range");
    expect(errorOf(s, "W", bid(3))).toBe("not_your_turn");
  });

  test("HP-06 all pass with the joker out of play: the deal is annulled", () => {
    const game = allPass(withJokerOut());
    expect(game.deals).toHaveLength(1);
    expect(game.deals[0]).toMatchObject({ thrownIn: true, contract: null, points: [0, 0] });
    // A game redeals, the next seat dealing.
    expect(game.current!.dealer).toBe("W");
    expect(game.current!.index).toBe(1);
    // A board is done, 0 to 0.
    const board = newMatch({ variant: "hasenpfeffer", mode: "boards", boards: [{ seed: "x", dealer: "S" }] });
    if (!board.ok) throw new Error(board.error.message);
    const { hands, dealt, stock } = withJokerOut().current!;
    const done = allPass({ ...board.value, current: { ...board.value.current!, hands, dealt, stock } });
    expect(done.over).toBe(true);
    expect(done.deals[0]).toMatchObject({ thrownIn: true, points: [0, 0] });
  });

  test("HP-07 the declarer names a suit, never no-trump, and leads", () => {
    const s = steps(withJokerAtE(), ["W", bid(3)], ["N", pass], ["E", pass], ["S", pass]);
    expect(legalActions(s)).toEqual(SUITS.map(declare));
    expect(errorOf(s, "W", declare("NT_HIGH"))).toBe("denomination_not_allowed");
    expect(errorOf(s, "W", pass)).toBe("wrong_phase");
    const played = steps(s, ["W", declare("S")]);
    expect(toMove(played)).toBe("W");
  });
});

describe("hasenpfeffer scoring", () => {
  const contract = (bid: number, declarer: Seat = "W"): Contract => ({ declarer, denom: "S", bid, alone: false });
  const points = (c: Contract, won: [number, number]) => afterDeal({ variant: "hasenpfeffer", contract: c, won }).deals[0];

  test("HP-08 made: a point a trick; set: a point lost a trick short; the defenders score nothing", () => {
    // W and E are team 1.
    expect(points(contract(3), [1, 5]).points).toEqual([0, 5]);
    expect(points(contract(3), [3, 3]).points).toEqual([0, 3]);
    expect(points(contract(6), [0, 6]).points).toEqual([0, 6]);
    expect(points(contract(5), [3, 3]).points).toEqual([0, -2]);
    expect(points(contract(3), [6, 0]).points).toEqual([0, -3]);
    expect(points(contract(4, "S"), [2, 4]).points).toEqual([-2, 0]);
    const r = points(contract(4, "S"), [5, 1]);
    expect(r.points).toEqual([5, 0]);
    expect(r.net).toEqual([5, -5]);
    expect(r.eligible).toBe(0);
    expect(points(contract(5, "S"), [4, 2]).eligible).toBe(1);
  });

  test("HP-09 game is 10: a made bid that reaches it wins", () => {
    const win = afterDeal({ variant: "hasenpfeffer", contract: contract(3, "S"), won: [4, 2], scores: [6, 9] });
    expect(win.over).toBe(true);
    expect(win.winner).toBe(0);
    const set = afterDeal({ variant: "hasenpfeffer", contract: contract(5, "S"), won: [4, 2], scores: [6, 9] });
    expect(set.over).toBe(false);
    expect(set.scores).toEqual([5, 9]);
  });
});
