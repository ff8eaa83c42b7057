// `npm run bench [name…]`: runs every bench/*.bench.ts (or the named ones) one after another,
// each in its own process so they do not share a warmed-up heap. Benchmarks print one line per
// figure and never fail the build: a benchmark that crashes is reported and the rest still run.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";

const wanted = process.argv.slice(2);
const files = readdirSync("bench")
  .filter((f) => f.endsWith(".bench.ts"))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)))
  .sort();
for (const file of files) {
  const r = spawnSync("npx", ["tsx", `bench/${file}`], { stdio: "inherit" });
  if (r.status !== 0) console.log(`bench ${file} failed with exit code ${r.status}`);
}
