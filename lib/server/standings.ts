import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { boardMatchpoints, matchpointPct } from "@/lib/daily/matchpoints";
import { db, type Sql } from "./db";

// The daily leaderboard's standings, materialised on the Result rows (mpPct, rank) so that a
// page, or the rows around a player, is an index range read however large the field is.
// A refresh turns the per-board histograms (a few rows) into a matchpoint table per board, then
// recomputes every result's percentage and rank in one statement: array lookups, one sort, and
// writes only for rows whose standing changed. Every new result moves everyone's percentage, so
// a finished daily settles only its own row (standingQuery), and the scheduled work
// (scheduled-work.ts) refreshes the rest: a small field within seconds, with one refresh for all
// the results that arrived meanwhile, a large one at most every REFRESH_EVERY_MS (the standings
// are "provisional" meanwhile), and every day once more, finally, after it closes. Reads never
// refresh: they show the standings as stored.
// A refresh of a million results takes about a minute: back to back every 30 s, it would keep a
// database core busy two thirds of the day, so the next waits twice as long as the last took.

export const SYNC_REFRESH_MAX = 2000;
export const REFRESH_EVERY_MS = 30_000;

/** The day as a finishing move reads it, in the round trip that reads the log it verifies. */
export interface DayCounts {
  /** Every histogram cell: [board (0-based), net score, how many results have it]. */
  cells: [number, number, number][];
  /** Ranked results so far: the field. */
  results: number;
}

/** The columns `cells` and `results` of a day (see DayCounts), for a SELECT of other things too. */
export const dayColumns = (variant: string, date: string) => Prisma.sql`
  (SELECT COALESCE(json_agg(json_build_array(board, net, count)), '[]'::json)
   FROM "BoardCount" WHERE variant = ${variant} AND date = ${date} AND count > 0) AS cells,
  COALESCE((SELECT results FROM "DailyState" WHERE variant = ${variant} AND date = ${date}), 0) AS results`;

export async function readDay(sql: Sql, variant: string, date: string): Promise<DayCounts> {
  const [day] = await sql<DayCounts>(Prisma.sql`SELECT ${dayColumns(variant, date)}`);
  return day!;
}

/** Per board (0-based), how many results have each net score, with `pending` (one more result's nets) counted in. */
function histograms(cells: DayCounts["cells"], pending: readonly number[] = []): Map<number, Map<number, number>> {
  const boards = new Map<number, Map<number, number>>();
  const add = (board: number, net: number, count: number) => {
    const hist = boards.get(board) ?? new Map<number, number>();
    boards.set(board, hist.set(net, (hist.get(net) ?? 0) + count));
  };
  for (const [board, net, count] of cells) add(board, net, count);
  pending.forEach((net, board) => add(board, net, 1));
  return boards;
}

/** The matchpoint % of a result with `nets` against the day's field, itself counted in. */
export function pctInField(day: DayCounts, nets: readonly number[]): number {
  const hists = histograms(day.cells, nets);
  return matchpointPct(
    nets.map((_, b) => hists.get(b)!),
    nets,
  );
}

/** One board of a finished daily as its player sees it against the field. */
export interface BoardInField {
  net: number;
  /** The matchpoint % of `net` on this board; null while nobody else has played it. */
  mpPct: number | null;
  /** The field's net scores on this board, the player's own counted in, low to high. */
  field: { net: number; count: number }[];
}

/**
 * Each board of a result with `nets` against the day's histograms: its matchpoints and the
 * field's distribution. `counted`: the result is in the histograms already (a ranked one);
 * otherwise (a late one) it is added as if it had been there. Counts only: no one's name or cards.
 */
export function boardsInField(day: DayCounts, nets: readonly number[], counted: boolean): BoardInField[] {
  const hists = histograms(day.cells, counted ? [] : nets);
  return nets.map((net, b) => {
    const hist = hists.get(b) ?? new Map([[net, 1]]);
    const others = [...hist.values()].reduce((a, c) => a + c, 0) - 1;
    return {
      net,
      mpPct: others > 0 ? 100 * boardMatchpoints(hist, net) : null,
      field: [...hist.entries()].sort(([a], [b]) => a - b).map(([n, count]) => ({ net: n, count })),
    };
  });
}

/** Per board: matchpoints (0–1) of each net score from `low` to `low + values.length − 1`. */
function matchpointTables(boards: Map<number, Map<number, number>>) {
  return [...boards.entries()].map(([board, hist]) => {
    const low = Math.min(...hist.keys());
    const values = Array.from({ length: Math.max(...hist.keys()) - low + 1 }, (_, i) => boardMatchpoints(hist, low + i));
    return { board, low, values };
  });
}

const dayResults = (variant: string, date: string) =>
  Prisma.sql`SELECT id, "boardNets", "totalNet" FROM "Result" WHERE variant = ${variant} AND date = ${date}`;

/** Each of `rows` (id, boardNets, totalNet) with its matchpoint % (`mp`) by the tables, and its ranking key. */
function pctRows(tables: ReturnType<typeof matchpointTables>, rows: Prisma.Sql) {
  // SUM over boards of table_b[net_b − low_b + 1] (Postgres arrays are 1-based).
  const sum = Prisma.join(
    tables.map((t) => Prisma.sql`(${t.values}::float8[])[r."boardNets"[${t.board + 1}] - ${t.low} + 1]`),
    " + ",
  );
  // ties on percentage (to 1e-9) are broken by total net score, then share a rank
  return Prisma.sql`SELECT *, round(mp::numeric, 9) AS key FROM (
    SELECT r.id, 100 * (${sum}) / ${tables.length} AS mp, r."totalNet" FROM (${rows}) r) p`;
}

/** Recomputes a day's standings; false when another refresh of the day was running (or it has no results). */
export async function refreshStandings(sql: Sql, variant: string, date: string): Promise<boolean> {
  const started = performance.now();
  const tables = matchpointTables(histograms((await readDay(sql, variant, date)).cells));
  if (tables.length === 0) return false;
  // One statement, so that the lock holds for all of it and the day is marked refreshed with
  // the results this refresh saw (not a count that grew meanwhile), and only if it ran. When it
  // ended and how long it took are recorded after it (now() in it would be when it began).
  const ran = await sql(
    Prisma.sql`
    WITH lock AS (SELECT pg_try_advisory_xact_lock(hashtext(${`standings:${variant}:${date}`})) AS ok),
    pct AS (SELECT * FROM (${pctRows(tables, dayResults(variant, date))}) all_rows WHERE (SELECT ok FROM lock)),
    ranked AS (SELECT id, mp, RANK() OVER (ORDER BY key DESC, "totalNet" DESC) AS rnk FROM pct),
    standings AS (
      UPDATE "Result" r SET "mpPct" = ranked.mp, rank = ranked.rnk
      FROM ranked
      WHERE r.id = ranked.id AND (r.rank IS DISTINCT FROM ranked.rnk OR r."mpPct" IS DISTINCT FROM ranked.mp)
    )
    UPDATE "DailyState" SET "refreshedResults" = (SELECT count(*) FROM pct)
    WHERE variant = ${variant} AND date = ${date} AND (SELECT ok FROM lock) RETURNING 1`,
  );
  if (ran.length === 0) return false;
  const ms = Math.round(performance.now() - started);
  await sql(Prisma.sql`UPDATE "DailyState" SET "refreshedAt" = now(), "refreshMs" = ${ms} WHERE variant = ${variant} AND date = ${date}`);
  return true;
}

/**
 * A query for a new result's standing (columns mp, rnk) among the day's results so far, its own
 * nets counted in the histograms. A small field ranks it exactly as a refresh would; a large one
 * gives the percentage by the histograms and the rank among the standings as last refreshed
 * (ranking a million rows for every finished daily would cost too much).
 */
export function standingQuery(day: DayCounts, variant: string, date: string, nets: readonly number[]): Prisma.Sql {
  if (day.results >= SYNC_REFRESH_MAX) {
    const mp = pctInField(day, nets);
    // The standings rank by percentage, so the best-ranked of the rows at or below this one's has
    // the rank it takes (behind everyone when there is none): one index probe, where counting
    // the rows above read half a million of them for a middling result in a field of a million.
    return Prisma.sql`SELECT ${mp}::float8 AS mp, COALESCE((
      SELECT rank FROM "Result" WHERE variant = ${variant} AND date = ${date} AND "mpPct" <= ${mp}::float8
      ORDER BY "mpPct" DESC, rank LIMIT 1), ${day.results + 1})::int AS rnk`;
  }
  const total = nets.reduce((a, b) => a + b, 0);
  const rows = Prisma.sql`${dayResults(variant, date)} UNION ALL SELECT NULL::uuid, ${nets}::int[], ${total}::int`;
  return Prisma.sql`WITH pct AS (${pctRows(matchpointTables(histograms(day.cells, nets)), rows)})
    SELECT me.mp, 1 + (SELECT count(*) FROM pct WHERE pct.key > me.key OR (pct.key = me.key AND pct."totalNet" > me."totalNet"))::int AS rnk
    FROM pct me WHERE me.id IS NULL`;
}

/**
 * The days of `date` whose standings are due a refresh: results arrived since the last one, and
 * for a large field REFRESH_EVERY_MS or twice the last refresh's time have passed since it ended,
 * whichever is longer.
 */
export async function dueForRefresh(sql: Sql, date: string, now: Date): Promise<{ variant: string; date: string }[]> {
  return sql(
    Prisma.sql`SELECT variant, date FROM "DailyState"
     WHERE date = ${date} AND results <> "refreshedResults"
       AND (results <= ${SYNC_REFRESH_MAX} OR "refreshedAt" IS NULL
            OR "refreshedAt" < ${now}::timestamptz - make_interval(secs => GREATEST(${REFRESH_EVERY_MS}, 2 * COALESCE("refreshMs", 0)) / 1000.0))
     ORDER BY variant`,
  );
}

/** A day's field (its ranked results) and whether its standings are final; null before its first result. */
export async function dayState(variant: string, date: string): Promise<{ results: number; finalized: boolean } | null> {
  const { sql } = await db();
  const [day] = await sql<{ results: number; finalized: boolean }>(
    Prisma.sql`SELECT results, finalized FROM "DailyState" WHERE variant = ${variant} AND date = ${date}`,
  );
  return day ?? null;
}
