// Perft-style regression oracles: the number of distinct legal play sequences from the start of
// play of fixed deals, to a depth (plies) or to the end. The pinned numbers catch any change to
// follow-suit or turn order.
import { describe, expect, test } from "vitest";
import { apply, legalActions, newMatch } from "./match";
import { steps } from "./testing";
import type { MatchState, Seat, VariantId, VariantOptions } from "./types";

function perft(s: MatchState, depth: number): number {
  if (depth === 0 || !s.current || s.current.phase.kind !== "play") return 1;
  const seat = s.current.phase.turn;
  let n = 0;
  for (const a of legalActions(s)) n += perft((apply(s, seat, a) as { value: MatchState }).value, depth - 1);
  return n;
}

const stepped = (options: VariantOptions, variant: VariantId, ...moves: [Seat, unknown][]): MatchState =>
  steps(
    (newMatch({ variant, mode: "boards", boards: [{ seed: "golden", dealer: "S" }], options }) as { value: MatchState }).value,
    ...moves,
  );
const atPlay0 = (variant: VariantId, ...moves: [Seat, unknown][]): MatchState => stepped({}, variant, ...moves);

function atPlay(variant: VariantId, ...moves: [Seat, unknown][]): MatchState {
  return atPlayWith({}, variant, ...moves);
}

function atPlayWith(options: VariantOptions, variant: VariantId, ...moves: [Seat, unknown][]): MatchState {
  const s = stepped(options, variant, ...moves);
  expect(s.current!.phase.kind).toBe("play");
  return s;
}

const positions: Record<VariantId, () => MatchState> = {
  // W orders up T♥; S takes it and discards 9♣.
  euchre: () => atPlay("euchre", ["W", { type: "order" }], ["S", { type: "discard", card: "9C" }]),
  // N orders up J♠; S leaves it.
  "two-hand": () => atPlay("two-hand", ["N", { type: "order" }], ["S", { type: "pickup", take: false }]),
  // W bids 3 unopposed and plays sans low.
  "bid-six": () =>
    atPlay(
      "bid-six",
      ["W", { type: "bid", tricks: 3 }],
      ["N", { type: "pass" }],
      ["E", { type: "pass" }],
      ["S", { type: "pass" }],
      ["W", { type: "declare", denom: "NT_LOW" }],
    ),
  // W bids 12 hearts.
  "double-deck": () => atPlay("double-deck", ["W", { type: "bid", tricks: 12, denom: "H" }]),
  // W passes, E orders up; S takes the card and discards its first card.
  "three-hand": () => {
    const ordered = atPlay0("three-hand", ["W", { type: "pass" }], ["E", { type: "order" }]);
    return steps(ordered, ["S", { type: "discard", card: ordered.current!.hands.S[0] }]);
  },
  // S takes up A♦ alone and discards 9♣, puts Q♥ down for N's J♥ (the left bower); E holds the joker.
  railroad: () =>
    atPlay(
      "railroad",
      ["W", { type: "pass" }],
      ["N", { type: "pass" }],
      ["E", { type: "pass" }],
      ["S", { type: "order", alone: true }],
      ["S", { type: "discard", card: "9C" }],
      ["S", { type: "exchange", cards: ["QH"] }],
      ["N", { type: "exchange", cards: ["JH"] }],
    ),
  // W bids 3 unopposed and names hearts.
  hasenpfeffer: () =>
    atPlay(
      "hasenpfeffer",
      ["W", { type: "bid", tricks: 3 }],
      ["N", { type: "pass" }],
      ["E", { type: "pass" }],
      ["S", { type: "pass" }],
      ["W", { type: "declare", denom: "H" }],
    ),
  // W bids Three, the others pass: W's first card will set trump.
  napoleon: () =>
    atPlay("napoleon", ["W", { type: "bid", tricks: 3 }], ["N", { type: "pass" }], ["E", { type: "pass" }], ["S", { type: "pass" }]),
};

// [depth, count]; depth -1 means to the end of the deal.
const EXPECTED: Record<VariantId, [number, number][]> = {
  euchre: [
    [4, 167],
    [8, 6480],
    [12, 138726],
  ],
  "two-hand": [
    [4, 140],
    [-1, 2624],
  ],
  "bid-six": [
    [4, 15],
    [8, 668],
    [12, 28288],
  ],
  "double-deck": [
    [4, 188],
    [8, 28326],
  ],
  "three-hand": [
    [3, 18],
    [6, 504],
    [-1, 32400],
  ],
  railroad: [
    [3, 39],
    [6, 496],
    [-1, 35856],
  ],
  hasenpfeffer: [
    [4, 124],
    [8, 8770],
    [12, 384768],
  ],
  napoleon: [
    [4, 45],
    [8, 2800],
    [12, 108348],
  ],
};

describe.each(Object.keys(positions) as VariantId[])("perft %s", (variant) => {
  test("pinned counts", () => {
    const s = positions[variant]();
    const got = EXPECTED[variant].map(([depth]) => [depth, perft(s, depth < 0 ? 99 : depth)]);
    expect(got).toEqual(EXPECTED[variant]);
  });
});

// Euchre with the joker and the 32-card deck (docs/rules.md §2.10), from the same seed: S holds
// the joker; W orders up 9♠ and S discards 8♣, so every seat holds trumps, the joker among them.
describe("perft euchre with the joker and 32 cards", () => {
  test("pinned counts", () => {
    const s = atPlayWith({ joker: true, deck: 32 }, "euchre", ["W", { type: "order" }], ["S", { type: "discard", card: "8C" }]);
    expect(s.current!.hands.S).toContain("JK");
    expect([4, 8, 10].map((depth) => perft(s, depth))).toEqual([44, 2432, 15008]);
  });
});
