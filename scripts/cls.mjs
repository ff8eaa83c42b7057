/**
 * Cumulative layout shift as browsers report it (web-vitals): the shifts not caused by input, in
 * windows of shifts less than 1 s apart and at most 5 s long; the largest window's sum. Shared by
 * scripts/measure-play-page.mjs and the end-to-end checks, so both count the same way.
 * @param {{ t: number; v: number }[]} shifts each shift's start time (ms) and value, in time order
 * @returns {number}
 */
export function cls(shifts) {
  let best = 0;
  let sum = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const { t, v } of shifts) {
    if (t - last > 1000 || t - first > 5000) [sum, first] = [0, t];
    sum += v;
    last = t;
    best = Math.max(best, sum);
  }
  return best;
}
