// A bot thread (bot-pool.ts): computer players think here, off the web worker's event loop, so a
// strong bot's search never holds up another player's request. Plain ESM loading the TypeScript
// sources through tsx, as scripts/start.mjs does: the same code as in the request path, in a
// separate V8 isolate, and no bundle of its own to keep in step.
import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

// On Linux the nice value is a thread's own: a search gives the cores up to the requests' own work
// (and to PostgreSQL) whenever both want them, and thinks with whatever they leave.
if (process.platform === "linux") setPriority(10);

const [{ botFor }, { createRng }] = await Promise.all([
  tsImport("../bots/index.ts", import.meta.url),
  tsImport("../engine/index.ts", import.meta.url),
]);

parentPort.on("message", ({ level, view, seed }) => {
  const t0 = performance.now();
  try {
    const action = botFor(level)({ view, legal: view.legal, rng: createRng(seed) });
    parentPort.postMessage({ action, ms: performance.now() - t0 });
  } catch (err) {
    parentPort.postMessage({ error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  }
});
parentPort.postMessage({ ready: true });
