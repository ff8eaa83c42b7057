// Perft-style regression oracles: the number of distinct legal play sequences from the start of
// play of fixed deals, to a depth (plies) and to the end. The API and the fast path must agree;
// the pinned numbers catch any change to follow-suit or turn order.
import { describe, expect, test } from "vitest";
import { FastDeal, nthBit, popcount, positionOf } from "./fast";
import { apply, legalActions, newMatch } from "./match";
import { steps } from "./testing";
import type { MatchState, Seat, VariantId } from "./types";

function perftApi(s: MatchState, depth: number): number {
  if (depth === 0 || !s.current || s.current.phase.kind !== "play") return 1;
  const seat = s.current.phase.turn;
  let n = 0;
  for (const a of legalActions(s)) n += perftApi((apply(s, seat, a) as { value: MatchState }).value, depth - 1);
  return n;
}

function perftFast(f: FastDeal, depth: number): number {
  if (depth === 0 || f.done()) return 1;
  const legal = f.legalMask();
  let n = 0;
  for (let k = popcount(legal) - 1; k >= 0; k--) {
    f.play(nthBit(legal, k));
    n += perftFast(f, depth - 1);
    f.undo();
  }
  return n;
}

function atPlay(variant: VariantId, ...moves: [Seat, unknown][]): MatchState {
  const m = (newMatch({ variant, mode: "boards", boards: [{ seed: "golden", dealer: "S" }] }) as { value: MatchState }).value;
  const s = steps(m, ...moves);
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
};

// [depth, count]; depth -1 means to the end of the deal.
const EXPECTED: Record<VariantId, [number, number][]> = {
  euchre: [
    [4, 167],
    [8, 6480],
    [-1, 1139088],
  ],
  "two-hand": [
    [4, 140],
    [-1, 2624],
  ],
  "bid-six": [
    [4, 15],
    [8, 668],
    [-1, 2574256],
  ],
  "double-deck": [
    [4, 188],
    [6, 4528],
  ],
};

test("two-hand: API and fast path agree on every complete play sequence (2624)", () => {
  const s = positions["two-hand"]();
  expect(perftApi(s, 99)).toBe(2624);
});

describe.each(Object.keys(positions) as VariantId[])("perft %s", (variant) => {
  test("API and fast path agree to 4 plies", () => {
    const s = positions[variant]();
    const f = new FastDeal(variant).load(positionOf(s)!);
    for (let depth = 1; depth <= 4; depth++) expect(perftFast(f, depth)).toBe(perftApi(s, depth));
  });
  test("pinned counts", () => {
    const f = new FastDeal(variant).load(positionOf(positions[variant]())!);
    const got = EXPECTED[variant].map(([depth]) => [depth, perftFast(f, depth < 0 ? 99 : depth)]);
    expect(got).toEqual(EXPECTED[variant]);
  });
});
