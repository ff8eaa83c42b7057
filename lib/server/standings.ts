import type { PrismaClient } from "@/lib/generated/prisma/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { boardMatchpoints } from "@/lib/daily/matchpoints";
import { log } from "./log";

// The daily leaderboard's standings, materialised on the Result rows (mpPct, rank) so that a
// page, or the rows around a player, is an index range read however large the field is.
// A refresh turns the per-board histograms (a few rows) into a matchpoint table per board, then
// recomputes every result's percentage and rank in one statement: array lookups, one sort, and
// writes only for rows whose standing changed. Small fields refresh as each result arrives;
// large ones at most every REFRESH_EVERY_MS, when a leaderboard is read ("provisional" while the
// day is open), and once more, finally, when the day closes.

export const SYNC_REFRESH_MAX = 2000;
export const REFRESH_EVERY_MS = 30_000;

type Db = Prisma.TransactionClient | PrismaClient;

/** Per board: matchpoints (0–1) of each net score from `low` to `low + values.length − 1`. */
async function matchpointTables(db: Db, variant: string, date: string) {
  const rows = await db.boardCount.findMany({ where: { variant, date, count: { gt: 0 } } });
  const boards = new Map<number, Map<number, number>>();
  for (const r of rows) boards.set(r.board, (boards.get(r.board) ?? new Map()).set(r.net, r.count));
  return [...boards.entries()].map(([board, hist]) => {
    const low = Math.min(...hist.keys());
    const values = Array.from({ length: Math.max(...hist.keys()) - low + 1 }, (_, i) => boardMatchpoints(hist, low + i));
    return { board, low, values };
  });
}

export async function refreshStandings(db: Db, variant: string, date: string): Promise<void> {
  const tables = await matchpointTables(db, variant, date);
  if (tables.length === 0) return;
  // SUM over boards of table_b[net_b − low_b + 1] (Postgres arrays are 1-based).
  const sum = Prisma.join(
    tables.map((t) => Prisma.sql`(${t.values}::float8[])[r."boardNets"[${t.board + 1}] - ${t.low} + 1]`),
    " + ",
  );
  await db.$executeRaw`
    WITH lock AS (SELECT pg_try_advisory_xact_lock(hashtext(${`standings:${variant}:${date}`})) AS ok),
    pct AS (
      SELECT r.id, 100 * (${sum}) / ${tables.length} AS mp, r."totalNet"
      FROM "Result" r WHERE r.variant = ${variant} AND r.date = ${date} AND (SELECT ok FROM lock)
    ), ranked AS (
      -- ties on percentage (to 1e-9) are broken by total net score, then share a rank
      SELECT id, mp, RANK() OVER (ORDER BY round(mp::numeric, 9) DESC, "totalNet" DESC) AS rnk FROM pct
    )
    UPDATE "Result" r SET "mpPct" = ranked.mp, rank = ranked.rnk
    FROM ranked
    WHERE r.id = ranked.id AND (r.rank IS DISTINCT FROM ranked.rnk OR r."mpPct" IS DISTINCT FROM ranked.mp)`;
  await db.$executeRaw`
    UPDATE "DailyState" SET "refreshedAt" = now(), "refreshedResults" = results
    WHERE variant = ${variant} AND date = ${date}`;
}

/**
 * Refreshes when results arrived since the last refresh. A small field is refreshed before the
 * answer; a large one in the background (a million results take about a minute), at most every
 * REFRESH_EVERY_MS and by one request at a time, while readers get the standings as they stand.
 * Returns the background refresh, if one was started (wrapped: an async function would wait for a
 * promise it returns).
 */
export async function refreshIfStale(
  prisma: PrismaClient,
  state: { variant: string; date: string; results: number; refreshedResults: number } | null,
  now = new Date(),
): Promise<{ done: Promise<void> } | null> {
  if (!state || state.results === state.refreshedResults) return null;
  const { variant, date } = state;
  if (state.results <= SYNC_REFRESH_MAX) {
    await refreshStandings(prisma, variant, date);
    return null;
  }
  const due = new Date(now.getTime() - REFRESH_EVERY_MS);
  const claimed = await prisma.dailyState.updateMany({
    where: { variant, date, OR: [{ refreshedAt: null }, { refreshedAt: { lt: due } }] },
    data: { refreshedAt: now },
  });
  if (claimed.count === 0) return null;
  return { done: refreshStandings(prisma, variant, date).catch((err) => log.error({ err, variant, date }, "standings refresh failed")) };
}
