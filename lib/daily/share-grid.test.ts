import { describe, expect, it } from "vitest";
import { boardMark, shareGrid } from "./share-grid";

describe("the share grid", () => {
  it("marks a board against the field's middle when there is a field", () => {
    expect(boardMark({ net: -2, mpPct: 75 })).toBe("better");
    expect(boardMark({ net: 4, mpPct: 50 })).toBe("equal");
    expect(boardMark({ net: 2, mpPct: 12.5 })).toBe("worse");
  });

  it("marks a board by its net's sign before anyone else has played it", () => {
    expect(shareGrid([2, 0, -1].map((net) => ({ net, mpPct: null })))).toBe("🟩🟨🟥");
  });

  it("draws one square per board and nothing of the scores", () => {
    const grid = shareGrid([
      { net: 4, mpPct: 100 },
      { net: -4, mpPct: 0 },
    ]);
    expect([...grid]).toHaveLength(2);
    expect(grid).not.toMatch(/\d/);
  });
});
