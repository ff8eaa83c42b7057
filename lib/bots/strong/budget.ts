// How much searching one decision may do. Work is counted in solver nodes, not time, so the
// same input always gets the same number of samples (and the same answer) on any machine.
// A node costs 0.3-0.75 µs, sampling included, on the 2-core machines here since the search runs
// in WebAssembly (bench/bots.bench.ts prints it; 0.6-1.4 µs before): a decision that spends the
// whole budget takes 12-30 ms, and the mean over a deal's decisions stays under 2 ms
// (double-deck play, the costliest phase).

import { Solver } from "../solver";

const NODE_BUDGET = 40_000;
const MIN_SAMPLES = 3;

/** One solver per process: its table is scratch memory, cleared at every solve. */
export const solver = new Solver();

/**
 * Calls `step` for samples 0, 1, … until the budget is spent or `max` samples are done. `scale`
 * multiplies both: the post-game analysis (lib/analysis) values the same decisions with more.
 * `by`: the solver whose nodes `step` spends.
 */
export function withinBudget(max: number, step: (sample: number) => void, scale = 1, by: Solver = solver): number {
  const start = by.nodes;
  const samples = max * scale;
  const nodes = NODE_BUDGET * scale;
  let done = 0;
  while (done < samples && (done < MIN_SAMPLES || by.nodes - start < nodes)) step(done++);
  return done;
}
