import type { MatchState } from "@/lib/engine";
import type { GameMeta } from "./games";

// Replaying a game's whole log on every move costs more than the move itself. Engine states are
// immutable, so this process keeps each game's row (without its log) and state as of the last
// version it saw. A move whose seq matches the cached version goes straight to the conditional
// UPDATE, which fails if another server moved on (the caller then reads the row afresh); other
// requests read the row and use the cached state only when the versions agree. Bounded (least
// recently used), and only for games that can still move: a finished game is read again when it
// is asked for, which is rare, and its state (~50 kB for a daily) kept here would only make every
// full garbage collection of the process longer.

const MAX = 2000;
const games = new Map<string, { row: GameMeta; state: MatchState }>();

export function cachedGame(id: string): { row: GameMeta; state: MatchState } | undefined {
  const hit = games.get(id);
  if (!hit) return undefined;
  games.delete(id); // re-insert: Map order is the recency order
  games.set(id, hit);
  return hit;
}

export function cachedState(row: GameMeta): MatchState | undefined {
  const hit = cachedGame(row.id);
  return hit?.row.version === row.version ? hit.state : undefined;
}

export function cacheGame(row: GameMeta, state: MatchState): void {
  games.delete(row.id);
  if (state.over) return;
  games.set(row.id, { row, state });
  if (games.size > MAX) games.delete(games.keys().next().value!);
}

/** Forgets every game: what a process held of one database says nothing about another. */
export function forgetGames(): void {
  games.clear();
}
