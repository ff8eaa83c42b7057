import type { MatchState } from "@/lib/engine";

// Replaying a game's whole log on every move costs more than the move itself. Engine states are
// immutable, so a state can be kept per (game, version): a move first reads the game's version
// (a few bytes) and only fetches and replays the log when this server has not seen that version
// — after a restart, or when another server took the previous move. Bounded (least recently used).

const MAX = 2000;
const states = new Map<string, { version: number; state: MatchState }>();

export function cachedState(id: string, version: number): MatchState | undefined {
  const hit = states.get(id);
  if (!hit || hit.version !== version) return undefined;
  states.delete(id); // re-insert: Map order is the recency order
  states.set(id, hit);
  return hit.state;
}

export function cacheState(id: string, version: number, state: MatchState): void {
  states.delete(id);
  states.set(id, { version, state });
  if (states.size > MAX) states.delete(states.keys().next().value!);
}
