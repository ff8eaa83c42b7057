import "server-only";
import { addDays, utcDate } from "@/lib/daily/calendar";
import { Prisma } from "@/lib/generated/prisma/client";
import { transactionSql } from "./db";
import { refreshStandings } from "./standings";

// Results and the per-player aggregates behind the all-time leaderboards.
// - A ranked daily adds a Result, its boards to the day's histograms, and a day to the streaks
//   (finish-game.ts).
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

/** Adds a closed day's final percentages to the all-time aggregates, exactly once. */
export async function finalizeDay(tx: Tx, variant: string, date: string): Promise<boolean> {
  const sql = transactionSql(tx);
  const [{ locked }] = await sql<{ locked: boolean }>(
    Prisma.sql`SELECT pg_try_advisory_xact_lock(hashtext(${`finalize:${variant}:${date}`})) AS locked`,
  );
  if (!locked) return false;
  const n = await tx.dailyState.updateMany({ where: { variant, date, finalized: false }, data: { finalized: true } });
  if (n.count === 0) return false;
  await refreshStandings(sql, variant, date);
  for (const v of [variant, OVERALL]) {
    await sql(Prisma.sql`
      INSERT INTO "PlayerStats" ("playerId", variant, dailies, "mpSum", "avgPct", "bestPct", "bestDate")
      SELECT "playerId", ${v}, 1, "mpPct", "mpPct", "mpPct", date FROM "Result" WHERE variant = ${variant} AND date = ${date}
      ON CONFLICT ("playerId", variant) DO UPDATE SET
        dailies = "PlayerStats".dailies + 1,
        "mpSum" = "PlayerStats"."mpSum" + EXCLUDED."mpSum",
        "avgPct" = ("PlayerStats"."mpSum" + EXCLUDED."mpSum") / ("PlayerStats".dailies + 1),
        "bestDate" = CASE WHEN "PlayerStats"."bestPct" IS NULL OR EXCLUDED."bestPct" > "PlayerStats"."bestPct"
                          THEN EXCLUDED."bestDate" ELSE "PlayerStats"."bestDate" END,
        "bestPct" = GREATEST("PlayerStats"."bestPct", EXCLUDED."bestPct")`);
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
