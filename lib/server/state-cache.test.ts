import { describe, expect, it } from "vitest";
import type { MatchState } from "@/lib/engine";
import { StateCache } from "./state-cache";

const row = (id: string, version: number) => ({ id, version });
const state = (over: boolean) => ({ over }) as MatchState;

describe("the state cache", () => {
  it("answers a game's state only at the version it was cached at", () => {
    const cache = new StateCache();
    const s = state(false);
    cache.set(row("a", 3), s);
    expect(cache.state(row("a", 3))).toBe(s);
    expect(cache.state(row("a", 4))).toBeUndefined();
  });

  it("keeps no finished game, and forgets the game's earlier state when it finishes", () => {
    const cache = new StateCache();
    cache.set(row("b", 5), state(false));
    cache.set(row("b", 9), state(true));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.state(row("b", 5))).toBeUndefined();
  });
});
