import { describe, expect, it } from "vitest";
import { boardMatchpoints, matchpointPct } from "./matchpoints";

const hist = (...nets: number[]) => nets.reduce((m, n) => m.set(n, (m.get(n) ?? 0) + 1), new Map<number, number>());

describe("matchpoints", () => {
  it("1 for each result beaten, ½ for each tie, over the number of others", () => {
    const h = hist(4, 1, 1, 1, -2); // five results on one board
    expect(boardMatchpoints(h, 4)).toBe(1);
    expect(boardMatchpoints(h, 1)).toBe((1 + 0.5 * 2) / 4);
    expect(boardMatchpoints(h, -2)).toBe(0);
  });

  it("a lone result, or a field of identical results, is the average", () => {
    expect(boardMatchpoints(hist(3), 3)).toBe(0.5);
    expect(boardMatchpoints(hist(0, 0, 0), 0)).toBe(0.5);
  });

  it("the daily % is the average over boards", () => {
    const boards = [hist(2, 0), hist(-1, 1)];
    expect(matchpointPct(boards, [2, -1])).toBe(50);
    expect(matchpointPct(boards, [2, 1])).toBe(100);
    expect(matchpointPct(boards, [0, -1])).toBe(0);
  });
});
