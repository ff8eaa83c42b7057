// How much searching one decision may do. Work is counted in solver nodes, not time, so the
// same input always gets the same number of samples (and the same answer) on any machine.
// About 0.6 µs a node here, sampling included (bench/bots.bench.ts prints it): a decision that
// spends the whole budget takes about 25 ms, the mean over a deal's decisions stays under 8 ms.

import { Solver } from "../solver";

const NODE_BUDGET = 40_000;
const MIN_SAMPLES = 3;

/** One solver per process: its table is scratch memory, cleared at every solve. */
export const solver = new Solver();

/** Calls `step` for samples 0, 1, … until the budget is spent or `max` samples are done. */
export function withinBudget(max: number, step: (sample: number) => void): number {
  const start = solver.nodes;
  let done = 0;
  while (done < max && (done < MIN_SAMPLES || solver.nodes - start < NODE_BUDGET)) step(done++);
  return done;
}
