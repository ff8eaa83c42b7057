// A seeded random player for fuzzing, perft-style checks and benchmarks (not for the bots).
// Uniform random calls would bid the bid games to the sky and set every contract, so games
// would never end; this one passes two times in three and bids low, like a timid player.

import { legalActions } from "./match";
import type { Rng } from "./rng";
import type { Action, MatchState } from "./types";

const tricksOf = (a: Action) => (a.type === "bid" ? a.tricks : a.type === "alone" ? 99 : 0);

export function randomAction(state: MatchState, rng: Rng): Action {
  const legal = legalActions(state);
  if (state.current?.phase.kind !== "bidding") return legal[rng.int(legal.length)];
  const calls = legal.filter((a) => a.type !== "pass");
  if (calls.length < legal.length && (calls.length === 0 || rng.int(3) !== 0)) return { type: "pass" };
  const lone = calls.filter((a) => a.type === "alone");
  if (lone.length > 0 && rng.int(16) === 0) return lone[rng.int(lone.length)];
  const low = Math.min(...calls.map(tricksOf));
  const cheap = calls.filter((a) => tricksOf(a) <= low + 1);
  return cheap[rng.int(cheap.length)];
}
