import type { PrismaClient } from "@/lib/generated/prisma/client";
import { Prisma } from "@/lib/generated/prisma/client";

// The daily leaderboard's standings, materialised on the Result rows (mpPct, rank) so that a
// page, or the rows around a player, is an index range read however large the field is.
// A refresh recomputes every result's matchpoint percentage from the per-board histograms in
// one statement. Small fields refresh as each result arrives; large ones at most every
// REFRESH_EVERY_MS, when a leaderboard is read (the board is "provisional" while the day is open).

export const SYNC_REFRESH_MAX = 2000;
export const REFRESH_EVERY_MS = 30_000;

type Db = Prisma.TransactionClient | PrismaClient;

export async function refreshStandings(tx: Db, variant: string, date: string): Promise<void> {
  await tx.$executeRaw`
    WITH field AS (
      SELECT count(*)::float8 AS n FROM "Result" WHERE variant = ${variant} AND date = ${date}
    ), hist AS (
      SELECT board, net, count,
             (SUM(count) OVER (PARTITION BY board ORDER BY net) - count)::float8 AS below
      FROM "BoardCount" WHERE variant = ${variant} AND date = ${date}
    ), pct AS (
      SELECT r.id, r."totalNet",
             100 * AVG(CASE WHEN field.n > 1 THEN (hist.below + 0.5 * (hist.count - 1)) / (field.n - 1) ELSE 0.5 END) AS mp
      FROM "Result" r
      CROSS JOIN field
      CROSS JOIN LATERAL unnest(r."boardNets") WITH ORDINALITY AS b(net, i)
      JOIN hist ON hist.board = b.i - 1 AND hist.net = b.net
      WHERE r.variant = ${variant} AND r.date = ${date}
      GROUP BY r.id, r."totalNet"
    ), ranked AS (
      -- ties on percentage (to 1e-9) are broken by total net score, then share a rank
      SELECT id, mp, RANK() OVER (ORDER BY round(mp::numeric, 9) DESC, "totalNet" DESC) AS rnk FROM pct
    )
    UPDATE "Result" r SET "mpPct" = ranked.mp, rank = ranked.rnk
    FROM ranked WHERE r.id = ranked.id`;
  await tx.$executeRaw`
    UPDATE "DailyState" SET "refreshedAt" = now(), "refreshedResults" = results
    WHERE variant = ${variant} AND date = ${date}`;
}

/** Refreshes when results arrived since the last refresh and it is due; one server at a time. */
export async function refreshIfStale(prisma: PrismaClient, variant: string, date: string, now = new Date()): Promise<void> {
  const state = await prisma.dailyState.findUnique({ where: { variant_date: { variant, date } } });
  if (!state || state.results === state.refreshedResults) return;
  if (state.results > SYNC_REFRESH_MAX && state.refreshedAt && now.getTime() - state.refreshedAt.getTime() < REFRESH_EVERY_MS) return;
  await prisma.$transaction(async (tx) => {
    const [{ locked }] = await tx.$queryRaw<{ locked: boolean }[]>`SELECT pg_try_advisory_xact_lock(hashtext(${`standings:${variant}:${date}`})) AS locked`;
    if (locked) await refreshStandings(tx, variant, date);
  });
}
