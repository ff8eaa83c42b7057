import "server-only";
import { closeAnalysisThread } from "./analysis-pool";
import { closeBotPool } from "./bot-pool";
import { closeDb } from "./db";
import { stopScheduledWork } from "./scheduled-work";

/** Where a web worker (scripts/serve.mjs, plain JavaScript outside the Next bundle) finds `shutdown`. */
export const SHUTDOWN_KEY = Symbol.for("daily-euchre.shutdown");

/**
 * What a web worker closes when it stops, once its HTTP server has drained: its scheduled work
 * (after the round under way), the bot and analysis threads, then the database. PGlite writes a checkpoint on close, so the next start opens a cleanly shut down
 * database instead of replaying its write-ahead log.
 */
export async function shutdown(): Promise<void> {
  await stopScheduledWork();
  await closeBotPool();
  await closeAnalysisThread();
  await closeDb();
}
