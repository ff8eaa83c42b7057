// Next.js calls register() once when a server instance starts: the strong bots' threads start
// loading then, so the first move after a start does not wait for them.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const [{ botPool }, { config }] = await Promise.all([import("@/lib/server/bot-pool"), import("@/lib/server/config")]);
  const { botLevel, botThreads } = config();
  if (botLevel === "strong" && botThreads > 0) botPool(botThreads).warm();
  // the writes no request makes: closing days, refreshing standings (stopScheduledWork ends them)
  (await import("@/lib/server/scheduled-work")).startScheduledWork();
}
