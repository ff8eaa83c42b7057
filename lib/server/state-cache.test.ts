import { describe, expect, it } from "vitest";
import type { MatchState } from "@/lib/engine";
import type { GameMeta } from "./games";
import { cacheGame, cachedGame, cachedState } from "./state-cache";

const row = (id: string, version: number) => ({ id, version }) as GameMeta;
const state = (over: boolean) => ({ over }) as MatchState;

describe("the state cache", () => {
  it("answers a game's state only at the version it was cached at", () => {
    const s = state(false);
    cacheGame(row("a", 3), s);
    expect(cachedState(row("a", 3))).toBe(s);
    expect(cachedState(row("a", 4))).toBeUndefined();
  });

  it("keeps no finished game, and forgets the game's earlier state when it finishes", () => {
    cacheGame(row("b", 5), state(false));
    cacheGame(row("b", 9), state(true));
    expect(cachedGame("b")).toBeUndefined();
    expect(cachedState(row("b", 5))).toBeUndefined();
  });
});
