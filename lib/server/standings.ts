import { Prisma } from "@/lib/generated/prisma/client";
import { boardMatchpoints } from "@/lib/daily/matchpoints";
import { db, run, type Sql } from "./db";
import { log } from "./log";

// The daily leaderboard's standings, materialised on the Result rows (mpPct, rank) so that a
// page, or the rows around a player, is an index range read however large the field is.
// A refresh turns the per-board histograms (a few rows) into a matchpoint table per board, then
// recomputes every result's percentage and rank in one statement: array lookups, one sort, and
// writes only for rows whose standing changed. Every new result moves everyone's percentage, so
// a finished daily settles only its own row (settleStanding) and the rest is refreshed when
// someone reads the day: at once for small fields, at most every REFRESH_EVERY_MS for large ones
// ("provisional" while the day is open), and once more, finally, when the day closes.

export const SYNC_REFRESH_MAX = 2000;
export const REFRESH_EVERY_MS = 30_000;

/**
 * The day's histograms: per board (0-based), how many results have each net score, with
 * `pending` (one result's nets, not yet written) counted in.
 */
export async function dayHistograms(
  sql: Sql,
  variant: string,
  date: string,
  pending: readonly number[] = [],
): Promise<Map<number, Map<number, number>>> {
  const rows = await sql<{ board: number; net: number; count: number }>(
    `SELECT board, net, count FROM "BoardCount" WHERE variant = $1 AND date = $2 AND count > 0`,
    [variant, date],
  );
  const boards = new Map<number, Map<number, number>>();
  const add = (board: number, net: number, count: number) => {
    const hist = boards.get(board) ?? new Map<number, number>();
    boards.set(board, hist.set(net, (hist.get(net) ?? 0) + count));
  };
  for (const r of rows) add(r.board, r.net, r.count);
  pending.forEach((net, board) => add(board, net, 1));
  return boards;
}

/**
 * Per board: matchpoints (0–1) of each net score from `low` to `low + values.length − 1`, with
 * `pending` counted in (see dayHistograms).
 */
async function matchpointTables(sql: Sql, variant: string, date: string, pending: readonly number[] = []) {
  const boards = await dayHistograms(sql, variant, date, pending);
  return [...boards.entries()].map(([board, hist]) => {
    const low = Math.min(...hist.keys());
    const values = Array.from({ length: Math.max(...hist.keys()) - low + 1 }, (_, i) => boardMatchpoints(hist, low + i));
    return { board, low, values };
  });
}

/** Each result of the day with its matchpoint % (`mp`) by the tables, and its ranking key. */
function pctRows(tables: Awaited<ReturnType<typeof matchpointTables>>, variant: string, date: string) {
  // SUM over boards of table_b[net_b − low_b + 1] (Postgres arrays are 1-based).
  const sum = Prisma.join(
    tables.map((t) => Prisma.sql`(${t.values}::float8[])[r."boardNets"[${t.board + 1}] - ${t.low} + 1]`),
    " + ",
  );
  // ties on percentage (to 1e-9) are broken by total net score, then share a rank
  return Prisma.sql`SELECT *, round(mp::numeric, 9) AS key FROM (
    SELECT r.id, r."gameId", 100 * (${sum}) / ${tables.length} AS mp, r."totalNet"
    FROM "Result" r WHERE r.variant = ${variant} AND r.date = ${date}) p`;
}

export async function refreshStandings(sql: Sql, variant: string, date: string): Promise<void> {
  const tables = await matchpointTables(sql, variant, date);
  if (tables.length === 0) return;
  // One statement, so that the lock holds for all of it and the day is marked refreshed with
  // the results this refresh saw (not a count that grew meanwhile), and only if it ran.
  await run(
    sql,
    Prisma.sql`
    WITH lock AS (SELECT pg_try_advisory_xact_lock(hashtext(${`standings:${variant}:${date}`})) AS ok),
    pct AS (SELECT * FROM (${pctRows(tables, variant, date)}) all_rows WHERE (SELECT ok FROM lock)),
    ranked AS (SELECT id, mp, RANK() OVER (ORDER BY key DESC, "totalNet" DESC) AS rnk FROM pct),
    standings AS (
      UPDATE "Result" r SET "mpPct" = ranked.mp, rank = ranked.rnk
      FROM ranked
      WHERE r.id = ranked.id AND (r.rank IS DISTINCT FROM ranked.rnk OR r."mpPct" IS DISTINCT FROM ranked.mp)
    )
    UPDATE "DailyState" SET "refreshedAt" = now(), "refreshedResults" = (SELECT count(*) FROM pct)
    WHERE variant = ${variant} AND date = ${date} AND (SELECT ok FROM lock)`,
  );
}

/**
 * One result's standing in the field as it is now, exactly as a refresh would rank it, written on
 * its own row only (a read of the field, not a rewrite of it). Its `nets` are not yet in the
 * day's histograms: the caller adds them last (see recordDaily).
 */
export async function settleStanding(
  sql: Sql,
  variant: string,
  date: string,
  gameId: string,
  nets: readonly number[],
): Promise<{ mpPct: number; rank: number }> {
  const tables = await matchpointTables(sql, variant, date, nets);
  const [mine] = await run<{ mpPct: number; rank: number }>(
    sql,
    Prisma.sql`
    WITH pct AS (${pctRows(tables, variant, date)}),
    me AS (SELECT * FROM pct WHERE "gameId" = ${gameId}::uuid)
    UPDATE "Result" r SET "mpPct" = me.mp,
      rank = 1 + (SELECT count(*) FROM pct WHERE pct.key > me.key OR (pct.key = me.key AND pct."totalNet" > me."totalNet"))
    FROM me WHERE r.id = me.id
    RETURNING r."mpPct", r.rank`,
  );
  return mine!;
}

/**
 * Refreshes when results arrived since the last refresh. A small field is refreshed before the
 * answer; a large one in the background (a million results take about a minute), at most every
 * REFRESH_EVERY_MS and by one request at a time, while readers get the standings as they stand.
 * Returns the background refresh, if one was started (wrapped: an async function would wait for a
 * promise it returns).
 */
export async function refreshIfStale(
  sql: Sql,
  state: { variant: string; date: string; results: number; refreshedResults: number } | null,
  now = new Date(),
): Promise<{ done: Promise<void> } | null> {
  if (!state || state.results === state.refreshedResults) return null;
  const { variant, date } = state;
  if (state.results <= SYNC_REFRESH_MAX) {
    await refreshStandings(sql, variant, date);
    return null;
  }
  const claimed = await sql(
    `UPDATE "DailyState" SET "refreshedAt" = $3
     WHERE variant = $1 AND date = $2 AND ("refreshedAt" IS NULL OR "refreshedAt" < $4) RETURNING 1`,
    [variant, date, now, new Date(now.getTime() - REFRESH_EVERY_MS)],
  );
  if (claimed.length === 0) return null;
  return { done: refreshStandings(sql, variant, date).catch((err) => log.error({ err, variant, date }, "standings refresh failed")) };
}

/**
 * A day's bookkeeping (null before its first result). While the day is open its standings are
 * refreshed first if results arrived since, so that what is read next is the leaderboard's.
 */
export async function dayStanding(variant: string, date: string, open: boolean, now = new Date()) {
  const { sql } = await db();
  const [day] = await sql<{ variant: string; date: string; results: number; refreshedResults: number }>(
    `SELECT variant, date, results, "refreshedResults" FROM "DailyState" WHERE variant = $1 AND date = $2`,
    [variant, date],
  );
  if (open) await refreshIfStale(sql, day ?? null, now);
  return day ?? null;
}
