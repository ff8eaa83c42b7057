// Next.js calls register() once when a server instance starts: the strong bots' threads start
// loading then, so the first move after a start does not wait for them; and the worker's
// shutdown is put where scripts/serve.mjs, outside the Next bundle, calls it on SIGTERM.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const [{ botPool }, { config }, { shutdown, SHUTDOWN_KEY }] = await Promise.all([
    import("@/lib/server/bot-pool"),
    import("@/lib/server/config"),
    import("@/lib/server/shutdown"),
  ]);
  (globalThis as Record<symbol, unknown>)[SHUTDOWN_KEY] = shutdown;
  const { botLevel, botThreads } = config();
  if (botLevel === "strong" && botThreads > 0) botPool(botThreads).warm();
  // the writes no request makes: closing days, refreshing standings (shutdown stops them)
  (await import("@/lib/server/scheduled-work")).startScheduledWork();
}
