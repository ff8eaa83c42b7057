// The analysis thread (analysis-pool.ts): a finished game's analysis runs here, off the web
// worker's event loop. Plain ESM loading the TypeScript sources through tsx, as bot-thread.mjs does.
import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

// The lowest priority, below the bot threads' 10 (on Linux the nice value is a thread's own): a
// step already under way when a move comes in leaves the cores to the move's bots and requests.
if (process.platform === "linux") setPriority(19);

const { analyseGame } = await tsImport("../analysis/index.ts", import.meta.url);

/** After each step, the pool's word to go on: it waits until the worker's moves give way. */
let go = null;
const nextStep = () =>
  new Promise((resolve) => {
    go = resolve;
    parentPort.postMessage({ step: true });
  });

parentPort.on("message", async (message) => {
  if (message.go) return go?.();
  try {
    parentPort.postMessage({ analysis: await analyseGame(message.log, message.seat, { onStep: nextStep }) });
  } catch (err) {
    parentPort.postMessage({ error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  }
});
parentPort.postMessage({ ready: true });
