// The analysis thread (analysis-pool.ts): a finished game's analysis runs here, off the web
// worker's event loop, at the bot threads' low priority. Plain ESM loading the TypeScript sources
// through tsx, as bot-thread.mjs does.
import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

if (process.platform === "linux") setPriority(10);

const { analyseGame } = await tsImport("../analysis/index.ts", import.meta.url);

parentPort.on("message", async ({ log, seat }) => {
  try {
    parentPort.postMessage({ analysis: await analyseGame(log, seat) });
  } catch (err) {
    parentPort.postMessage({ error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  }
});
parentPort.postMessage({ ready: true });
