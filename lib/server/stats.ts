import { addDays, utcDate } from "@/lib/daily/calendar";
import { Prisma } from "@/lib/generated/prisma/client";
import { prismaSql, run, type Sql } from "./db";
import { pctInField, refreshStandings, standingQuery, type DayCounts } from "./standings";

// Results and the per-player aggregates behind the all-time leaderboards.
// - A ranked daily adds a Result, its boards to the day's histograms, and a day to the streaks.
// - When the day has closed, the scheduled work (scheduled-work.ts) makes its percentages final and
//   adds them to the players' averages (finalizeDay), so an all-time average never moves after the fact.

type Tx = Prisma.TransactionClient;
export const OVERALL = "all";

/**
 * A percentage as an answer shows it: to 2 decimals, without the float noise of its sums
 * (59.375000000000014). Only where a percentage leaves the server: it is stored, averaged and
 * ranked at full precision.
 */
export function answerPct(pct: number): number;
export function answerPct(pct: number | null): number | null;
export function answerPct(pct: number | null): number | null {
  return pct === null ? null : Math.round(pct * 100) / 100;
}

export interface DailySummary {
  nets: number[];
  total: number;
  /** Matchpoint % against the field so far (ranked), or against the field of that day (late). */
  mpPct: number;
  rank: number | null;
  field: number;
  ranked: boolean;
}

/**
 * The conditional UPDATE of a finishing game's row with `set` ("column = value") added, as the
 * first common table expressions of a statement: `game` (a row when it applied), then any that
 * go with it. The last move's records ride in the same statement, so they stand or fall with
 * it: one round trip, where a transaction would take five.
 */
export type GameUpdate = (set?: Prisma.Sql) => Prisma.Sql;

/** A GameUpdate's `set`, to follow its own assignments in the SET list (nothing when absent). */
export const moreSet = (set?: Prisma.Sql) => (set ? Prisma.sql`, ${set}` : Prisma.empty);

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
    const mpPct = pctInField(day, r.nets);
    const late = Prisma.sql`ranked = false, "lateNets" = ${r.nets}::int[], "latePct" = ${mpPct}::float8`;
    if ((await run(sql, Prisma.sql`WITH ${game(late)} SELECT 1 FROM game`)).length === 0) return null;
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
  const [out] = await run<{ mpPct: number; rank: number; field: number }>(
    sql,
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

/** Adds `date` to a player's streak (used where stats are rebuilt; recordDaily does it in SQL). */
async function addStreakDay(tx: Tx, playerId: string, variant: string, date: string) {
  const s = await tx.playerStats.findUnique({ where: { playerId_variant: { playerId, variant } } });
  if (s?.lastDate === date) return;
  const current = s?.lastDate === addDays(date, -1) ? s.currentStreak + 1 : 1;
  await tx.playerStats.upsert({
    where: { playerId_variant: { playerId, variant } },
    create: { playerId, variant, lastDate: date, currentStreak: 1, longestStreak: 1 },
    update: { lastDate: date, currentStreak: current, longestStreak: Math.max(current, s?.longestStreak ?? 0) },
  });
}

/** A streak is current while its last day is today or yesterday. */
export const liveStreak = (s: { lastDate: string | null; currentStreak: number }, now: Date) =>
  s.lastDate !== null && s.lastDate >= addDays(utcDate(now), -1) ? s.currentStreak : 0;

/** Records a finished full game, won or not, and the player's counts, with its game's last UPDATE; false if that did not apply. */
export async function recordFullGame(sql: Sql, game: GameUpdate, playerId: string, variant: string, won: boolean): Promise<boolean> {
  const stored = await run(
    sql,
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

/** Adds a closed day's final percentages to the all-time aggregates, exactly once. */
export async function finalizeDay(tx: Tx, variant: string, date: string): Promise<boolean> {
  const [{ locked }] = await tx.$queryRaw<
    { locked: boolean }[]
  >`SELECT pg_try_advisory_xact_lock(hashtext(${`finalize:${variant}:${date}`})) AS locked`;
  if (!locked) return false;
  const n = await tx.dailyState.updateMany({ where: { variant, date, finalized: false }, data: { finalized: true } });
  if (n.count === 0) return false;
  await refreshStandings(prismaSql(tx), variant, date);
  for (const v of [variant, OVERALL]) {
    await tx.$executeRaw`
      INSERT INTO "PlayerStats" ("playerId", variant, dailies, "mpSum", "avgPct", "bestPct", "bestDate")
      SELECT "playerId", ${v}, 1, "mpPct", "mpPct", "mpPct", date FROM "Result" WHERE variant = ${variant} AND date = ${date}
      ON CONFLICT ("playerId", variant) DO UPDATE SET
        dailies = "PlayerStats".dailies + 1,
        "mpSum" = "PlayerStats"."mpSum" + EXCLUDED."mpSum",
        "avgPct" = ("PlayerStats"."mpSum" + EXCLUDED."mpSum") / ("PlayerStats".dailies + 1),
        "bestDate" = CASE WHEN "PlayerStats"."bestPct" IS NULL OR EXCLUDED."bestPct" > "PlayerStats"."bestPct"
                          THEN EXCLUDED."bestDate" ELSE "PlayerStats"."bestDate" END,
        "bestPct" = GREATEST("PlayerStats"."bestPct", EXCLUDED."bestPct")`;
  }
  return true;
}

/** Rebuilds one player's aggregates from their results and games (after a merge). */
export async function recomputeStats(tx: Tx, playerId: string): Promise<void> {
  await tx.playerStats.deleteMany({ where: { playerId } });
  const results = await tx.result.findMany({ where: { playerId }, orderBy: { date: "asc" } });
  const finalized = new Set(
    (await tx.dailyState.findMany({ where: { finalized: true, OR: results.map((r) => ({ variant: r.variant, date: r.date })) } })).map(
      (d) => `${d.variant}:${d.date}`,
    ),
  );
  for (const r of results) {
    for (const v of [r.variant, OVERALL]) {
      await addStreakDay(tx, playerId, v, r.date);
      if (finalized.has(`${r.variant}:${r.date}`) && r.mpPct !== null) {
        const s = await tx.playerStats.findUniqueOrThrow({ where: { playerId_variant: { playerId, variant: v } } });
        const better = s.bestPct === null || r.mpPct > s.bestPct;
        await tx.playerStats.update({
          where: { playerId_variant: { playerId, variant: v } },
          data: {
            dailies: s.dailies + 1,
            mpSum: s.mpSum + r.mpPct,
            avgPct: (s.mpSum + r.mpPct) / (s.dailies + 1),
            ...(better ? { bestPct: r.mpPct, bestDate: r.date } : {}),
          },
        });
      }
    }
  }
  const games = await tx.game.findMany({ where: { playerId, mode: "game", status: "finished" } });
  for (const g of games) {
    for (const v of [g.variant, OVERALL]) {
      await tx.playerStats.upsert({
        where: { playerId_variant: { playerId, variant: v } },
        create: { playerId, variant: v, gamesPlayed: 1, gamesWon: g.won ? 1 : 0 },
        update: { gamesPlayed: { increment: 1 }, gamesWon: { increment: g.won ? 1 : 0 } },
      });
    }
  }
}
