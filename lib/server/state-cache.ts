import "server-only";
import type { MatchState } from "@/lib/engine";

// Replaying a game's whole log on every move costs more than the move itself. Engine states are
// immutable, so a process keeps each game's row (without its log) and state as of the last
// version it saw. A move whose seq matches the cached version goes straight to the conditional
// UPDATE, which fails if another server moved on (the caller then reads the row afresh); other
// requests read the row and use the cached state only when the versions agree. Bounded (least
// recently used), and only for games that can still move: a finished game is read again when it
// is asked for, which is rare, and its state (~50 kB for a daily) kept here would only make every
// full garbage collection of the process longer.

const MAX = 2000;

/** The games one process holds of one database. */
export class StateCache<Row extends { id: string; version: number }> {
  private readonly games = new Map<string, { row: Row; state: MatchState }>();

  get(id: string): { row: Row; state: MatchState } | undefined {
    const hit = this.games.get(id);
    if (!hit) return undefined;
    this.games.delete(id); // re-insert: Map order is the recency order
    this.games.set(id, hit);
    return hit;
  }

  /** The state of `row`'s game at `row`'s version, if that is the version held. */
  state(row: Row): MatchState | undefined {
    const hit = this.get(row.id);
    return hit?.row.version === row.version ? hit.state : undefined;
  }

  set(row: Row, state: MatchState): void {
    this.games.delete(row.id);
    if (state.over) return;
    this.games.set(row.id, { row, state });
    if (this.games.size > MAX) this.games.delete(this.games.keys().next().value!);
  }
}
