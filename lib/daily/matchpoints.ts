// Duplicate scoring (docs/architecture.md, Leaderboards): on each board a result earns 1 for every other
// result it beats on net score and ½ for every tie, divided by the number of other results; the
// daily percentage is the average over the boards. With per-board histograms of net scores
// (net → count, including the result itself) this is a lookup, whatever the size of the field.

/** net score → how many results have it, for one board. */
export type Histogram = ReadonlyMap<number, number>;

export function boardMatchpoints(hist: Histogram, net: number): number {
  let total = 0;
  let below = 0;
  let equal = 0;
  for (const [n, count] of hist) {
    total += count;
    if (n < net) below += count;
    else if (n === net) equal += count;
  }
  // Alone in the field (or not counted yet): no one to compare with, so the average, 50%.
  if (total <= 1) return 0.5;
  return (below + 0.5 * Math.max(0, equal - 1)) / (total - 1);
}

/** Percentage 0–100 for a result with `nets` per board, given every board's histogram. */
export function matchpointPct(hists: readonly Histogram[], nets: readonly number[]): number {
  if (nets.length === 0) return 0;
  const sum = nets.reduce((acc, net, i) => acc + boardMatchpoints(hists[i] ?? new Map(), net), 0);
  return (100 * sum) / nets.length;
}
