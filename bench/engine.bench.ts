// Random self-play speed of the rules engine, per game, through the checked public API (whole
// games: auction, play, scoring, next deal). Prints one line per figure; never asserts.
// Rates are per CPU-second of this process, so a busy machine skews them less.
// Run: npx tsx bench/engine.bench.ts

import { apply, createRng, newMatch, toMove, VARIANT_IDS, type MatchState, type VariantId } from "../lib/engine/index";
import { randomAction } from "../lib/engine/random-player";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);

/** Run `step` (which returns hands done) until SECONDS of CPU time pass; hands per CPU-second. */
function measure(step: () => number): number {
  for (let i = 0; i < 200; i++) step(); // warm up the JIT
  const start = process.cpuUsage();
  const cpu = () => {
    const u = process.cpuUsage(start);
    return (u.user + u.system) / 1e6;
  };
  let hands = 0;
  while (cpu() < SECONDS) for (let i = 0; i < 50; i++) hands += step();
  return hands / cpu();
}

function apiGames(variant: VariantId): () => number {
  const rng = createRng(`bench/api/${variant}`);
  let game = 0;
  return () => {
    let s = (newMatch({ variant, mode: "game", seed: `bench/${game++}`, firstDealer: "S" }) as { value: MatchState }).value;
    while (!s.over) s = (apply(s, toMove(s)!, randomAction(s, rng)) as { value: MatchState }).value;
    return s.deals.length;
  };
}

for (const variant of VARIANT_IDS) {
  console.log(`engine ${variant} random-playout api ${Math.round(measure(apiGames(variant)))} hands/s`);
}
