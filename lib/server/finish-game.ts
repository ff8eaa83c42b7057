import "server-only";
import { addDays, dayStatus } from "@/lib/daily/calendar";
import { parseLog, replay, teamOf, type LogEntry, type MatchLog } from "@/lib/engine";
import type { GameId } from "@/lib/games";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Sql } from "./db";
import { atVersion, FULL_LOG, HUMAN, type GameMeta } from "./game-log";
import { dayColumns, pctInField, standingQuery, type DayCounts } from "./standings";
import { OVERALL } from "./stats";

// The last move of a game. The stored log with the move's entries appended is checked once more
// by the engine, then one statement stores it whole, finishes the game and records the result:
// a daily's Result, its boards in the day's histograms (BoardCount), the day's field (DailyState)
// and the player's streak; a full game's counts. The records stand or fall with the game's
// UPDATE, and take one round trip where a transaction would take five.

export interface DailySummary {
  nets: number[];
  total: number;
  /** Matchpoint % against the field so far (ranked), or against the field of that day (late; null when nobody played it ranked). */
  mpPct: number | null;
  rank: number | null;
  field: number;
  ranked: boolean;
}

/**
 * The conditional UPDATE of a finishing game's row with `set` ("column = value") added, as the
 * first common table expressions of a statement: `game` (a row when it applied), then any that
 * go with it.
 */
export type GameUpdate = (set?: Prisma.Sql) => Prisma.Sql;

/** A GameUpdate's `set`, to follow its own assignments in the SET list (nothing when absent). */
export const moreSet = (set?: Prisma.Sql) => (set ? Prisma.sql`, ${set}` : Prisma.empty);

/**
 * Stores the last move of `row`'s game (`row` as it is after the move, `added` its entries since
 * `seq`) and records the result; null when the game has moved on from `seq`.
 */
export async function finishGame(
  sql: Sql,
  row: GameMeta,
  seq: number,
  added: readonly LogEntry[],
  now: Date,
): Promise<{ summary?: DailySummary } | null> {
  const end = await verifiedEnd(sql, row, seq, added);
  if (!end) return null;
  const update = finishing(row, seq, end.log, now);
  const south = teamOf(row.variant as GameId, HUMAN);
  if (!end.day) return (await recordFullGame(sql, update, row.playerId, row.variant, end.state.winner === south)) ? {} : null;
  // Only today's daily, finished before the day closes, reaches the leaderboard.
  const ranked = row.ranked && dayStatus(row.date!, now) === "open";
  const nets = end.state.deals.map((d) => d.net[south]);
  const summary = await recordDaily(sql, update, end.day, {
    gameId: row.id,
    playerId: row.playerId,
    variant: row.variant,
    date: row.date!,
    nets,
    ranked,
    now,
  });
  return summary && { summary };
}

/**
 * The stored log (as of `seq`) with the new entries appended, re-checked in full by the engine:
 * the UPDATE stores it only if the game is still at `seq`, so this is exactly the log that gets
 * stored. The same read takes the day's counts that rank a daily. Null when the game has moved on.
 */
async function verifiedEnd(sql: Sql, row: GameMeta, seq: number, added: readonly LogEntry[]) {
  const daily = row.mode === "daily" && row.date !== null;
  const [stored] = await sql<{ log: MatchLog } & Partial<DayCounts>>(
    Prisma.sql`SELECT ${FULL_LOG} AS log ${daily ? Prisma.sql`, ${dayColumns(row.variant, row.date!)}` : Prisma.empty}
    FROM "Game" g WHERE g.id = ${row.id}::uuid AND g.version = ${seq}`,
  );
  if (!stored) return null;
  const whole = { ...stored.log, actions: [...stored.log.actions, ...added] };
  const parsed = parseLog(whole);
  if (!parsed.ok) throw new Error(`finished game ${row.id} has a malformed log: ${parsed.error.message}`);
  const checked = replay(parsed.value);
  if (!checked.ok || !checked.value.over) throw new Error(`finished game ${row.id} does not replay to its end`);
  const day: DayCounts | null = daily ? { cells: stored.cells!, results: stored.results! } : null;
  return { log: whole, state: checked.value, day };
}

/** The last move's UPDATE: the game gets its whole log and is finished, and its moves (now in that log) go. */
function finishing(row: GameMeta, seq: number, whole: MatchLog, now: Date): GameUpdate {
  return (set) => Prisma.sql`
    game AS (
      UPDATE "Game"
      SET log = ${JSON.stringify(whole)}::jsonb, version = ${row.version}, "updatedAt" = now(), status = 'finished', "finishedAt" = ${now}
          ${moreSet(set)}
      WHERE ${atVersion(row, seq)}
      RETURNING 1),
    moves AS (DELETE FROM "GameMove" WHERE "gameId" = ${row.id}::uuid AND EXISTS (SELECT 1 FROM game))`;
}

/**
 * Records a finished daily with its game's last UPDATE; null (and nothing written) if that did
 * not apply. `day` is the day as read before (see DayCounts).
 */
export async function recordDaily(
  sql: Sql,
  game: GameUpdate,
  day: DayCounts,
  r: { gameId: string; playerId: string; variant: string; date: string; nets: number[]; ranked: boolean; now: Date },
): Promise<DailySummary | null> {
  const total = r.nets.reduce((a, b) => a + b, 0);
  if (!r.ranked) {
    // A late play is compared with the day's field as if it had been there (the field is final:
    // late plays do not join it), and keeps what it was shown.
    const mpPct = day.results > 0 ? pctInField(day, r.nets) : null;
    const late = Prisma.sql`ranked = false, "lateNets" = ${r.nets}::int[], "latePct" = ${mpPct}::float8`;
    if ((await sql(Prisma.sql`WITH ${game(late)} SELECT 1 FROM game`)).length === 0) return null;
    return { nets: r.nets, total, mpPct, rank: null, field: day.results, ranked: false };
  }
  // Every finisher of the day updates the same rows (its histogram cells and its count) and holds
  // their locks until the statement commits: the standing is computed first (the main query reads
  // it before the count), so that the others queue for as little as possible. The field comes
  // from the count under its lock; a result committed after this statement's snapshot is ranked
  // by the next refresh, as every other row already is.
  const yesterday = addDays(r.date, -1);
  const streak = Prisma.sql`CASE WHEN "PlayerStats"."lastDate" = ${r.date} THEN "PlayerStats"."currentStreak"
    WHEN "PlayerStats"."lastDate" = ${yesterday} THEN "PlayerStats"."currentStreak" + 1 ELSE 1 END`;
  const [out] = await sql<{ mpPct: number; rank: number; field: number }>(
    Prisma.sql`
    WITH ${game()},
    standing AS (${standingQuery(day, r.variant, r.date, r.nets)}),
    result AS (
      INSERT INTO "Result" (id, "gameId", "playerId", variant, date, "boardNets", "totalNet", "finishedAt", "mpPct", rank)
      SELECT gen_random_uuid(), ${r.gameId}::uuid, ${r.playerId}::uuid, ${r.variant}, ${r.date}, ${r.nets}::int[], ${total}, ${r.now}, mp, rnk
      FROM standing WHERE EXISTS (SELECT 1 FROM game)
    ), streaks AS (
      INSERT INTO "PlayerStats" ("playerId", variant, "lastDate", "currentStreak", "longestStreak")
      SELECT ${r.playerId}::uuid, v, ${r.date}, 1, 1 FROM unnest(ARRAY[${r.variant}, ${OVERALL}]::text[]) AS v
      WHERE EXISTS (SELECT 1 FROM game)
      ON CONFLICT ("playerId", variant) DO UPDATE SET
        "currentStreak" = ${streak}, "longestStreak" = GREATEST("PlayerStats"."longestStreak", ${streak}), "lastDate" = ${r.date}
    ), boards AS (
      INSERT INTO "BoardCount" (variant, date, board, net, count)
      SELECT ${r.variant}, ${r.date}, (b - 1)::int, net, 1 FROM unnest(${r.nets}::int[]) WITH ORDINALITY AS t(net, b)
      WHERE EXISTS (SELECT 1 FROM game)
      ON CONFLICT (variant, date, board, net) DO UPDATE SET count = "BoardCount".count + 1
    ), counted AS (
      INSERT INTO "DailyState" (variant, date, results) SELECT ${r.variant}, ${r.date}, 1 WHERE EXISTS (SELECT 1 FROM game)
      ON CONFLICT (variant, date) DO UPDATE SET results = "DailyState".results + 1
      RETURNING results
    )
    SELECT mp AS "mpPct", rnk AS rank, (SELECT results FROM counted) AS field FROM standing WHERE EXISTS (SELECT 1 FROM game)`,
  );
  if (!out) return null;
  return { nets: r.nets, total, mpPct: out.mpPct, rank: out.rank, field: out.field, ranked: true };
}

/** Records a finished full game, won or not, and the player's counts, with its game's last UPDATE; false if that did not apply. */
export async function recordFullGame(sql: Sql, game: GameUpdate, playerId: string, variant: string, won: boolean): Promise<boolean> {
  const stored = await sql(
    Prisma.sql`
    WITH ${game(Prisma.sql`won = ${won}`)}, counts AS (
      INSERT INTO "PlayerStats" ("playerId", variant, "gamesPlayed", "gamesWon")
      SELECT ${playerId}::uuid, v, 1, ${won ? 1 : 0} FROM unnest(ARRAY[${variant}, ${OVERALL}]::text[]) AS v
      WHERE EXISTS (SELECT 1 FROM game)
      ON CONFLICT ("playerId", variant) DO UPDATE SET
        "gamesPlayed" = "PlayerStats"."gamesPlayed" + 1, "gamesWon" = "PlayerStats"."gamesWon" + EXCLUDED."gamesWon"
    )
    SELECT 1 FROM game`,
  );
  return stored.length === 1;
}
