// Speed of the post-game analysis (lib/analysis). Prints one line per figure, asserts nothing.
//   - decisions: a whole daily's decisions valued (South plays the baseline bot, the others the
//     strong bot), CPU seconds per game, mean and max over DAYS dailies (goal: at most 2 s for
//     every game);
//   - par: one board's par table, CPU ms per board, mean and max (goal: 50 ms euchre, 1 s double
//     deck; the other games are held to euchre's);
//   - the whole analysis: the decisions, every board's par and the open-hand values of South's plays.
// Each goal line says whether the max met it. Times are CPU time of this process (one core), not
// wall time: the machine is shared. One daily per game is analysed untimed first, as the
// analysis thread of a running server is warm: the first timed one paid for compiling the code.
//
//   DAYS=5 npx tsx bench/analysis.bench.ts   (default 3 dailies per game)

import { analyseGame } from "../lib/analysis";
import { parTable } from "../lib/analysis/par";
import { baselineBot, strongBot } from "../lib/bots";
import { playMatch } from "../lib/bots/harness";
import { dailySetup } from "../lib/daily/boards";
import { legalActions, makeLog, newMatch, seatsOf, VARIANT_IDS, type Action } from "../lib/engine";

const DAYS = Number(process.env.DAYS ?? 3);
const SECRET = "analysis-bench-secret-0123456789abcdef";

/** CPU ms of `f`, awaited if it returns a promise. */
const cpuMs = async (f: () => unknown) => {
  const t0 = process.cpuUsage();
  await f();
  const t = process.cpuUsage(t0);
  return (t.user + t.system) / 1000;
};
const stats = (xs: number[], digits: number) =>
  `mean ${(xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(digits)} max ${Math.max(...xs).toFixed(digits)}`;
const goal = (xs: number[], most: number, unit: string) =>
  `(goal ≤ ${most} ${unit}: ${Math.max(...xs) <= most ? "met" : "MISSED"} by the max)`;

for (const variant of VARIANT_IDS) {
  const decisions: number[] = [];
  const tables: number[] = [];
  const whole: number[] = [];
  for (let day = 0; day < DAYS; day++) {
    const setup = dailySetup(SECRET, variant, `2026-11-${String(10 + day).padStart(2, "0")}`);
    const end = playMatch(setup, Object.fromEntries(seatsOf(variant).map((s) => [s, s === "S" ? baselineBot : strongBot])));
    const log = makeLog(end);
    if (day === 0) await analyseGame(log, "S");
    decisions.push((await cpuMs(() => analyseGame(log, "S", { open: false }))) / 1000);
    // The par tables before the whole analysis: a board's solves share the solver's table, which
    // must not start full of the same board's positions.
    const first = newMatch(setup);
    if (!first.ok) throw new Error(first.error.message);
    const bids = legalActions(first.value).flatMap((a: Action) => (a.type === "bid" ? [a.tricks] : []));
    const minBid = bids.length > 0 ? Math.min(...bids) : null;
    for (const deal of end.past) tables.push(await cpuMs(() => parTable(variant, deal, minBid)));
    whole.push((await cpuMs(() => analyseGame(log, "S"))) / 1000);
  }
  console.log(`analysis ${variant}: decisions of a daily ${stats(decisions, 2)} s CPU ${goal(decisions, 2, "s")}`);
  console.log(
    `analysis ${variant}: par table per board ${stats(tables, 1)} ms CPU ${goal(tables, variant === "double-deck" ? 1000 : 50, "ms")}`,
  );
  console.log(`analysis ${variant}: whole analysis of a daily (decisions, par, open-hand card values) ${stats(whole, 2)} s CPU`);
}
