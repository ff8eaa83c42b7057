import "server-only";
import { dailyNumber } from "@/lib/daily/calendar";
import { Prisma } from "@/lib/generated/prisma/client";
import { BoardParam, type AllTimeLeaderboardQuery, type DailyLeaderboardQuery } from "@/lib/schemas/api";
import { ApiError } from "./api/errors";
import { dailyOr404 } from "./dailies";
import { db } from "./db";
import { dayState } from "./standings";
import { answerPct, liveStreak, OVERALL } from "./stats";

// Leaderboards (docs/architecture.md, "Leaderboards"). Daily: ranked by matchpoint %, ties by
// total net, then a shared rank; provisional until the day has closed and its standings are
// final. All-time: average matchpoint % over closed dailies (at least MIN_DAILIES), with dailies
// played, best day and streaks.

export const MIN_DAILIES = 3;
const AROUND = 5;

interface DailyRow {
  rank: number;
  name: string;
  mpPct: number;
  totalNet: number;
  finishedAt: string;
  me: boolean;
  /** Once the day has closed: the game, whose replay is then public. Never while it is open. */
  gameId?: string;
}

interface RankedRow {
  id: string;
  gameId: string;
  playerId: string;
  name: string;
  rank: number;
  mpPct: number;
  totalNet: number;
  finishedAt: Date;
}

/** Where a page starts: after or before a (rank, id) position, or just the result with that id. */
type From = { cmp: ">" | "<"; rank: number; id: string } | { id: string } | null;

/**
 * Ranked results of a daily from `from`, in standing order (or reversed): the keyset pages
 * compare the row (rank, id) with a position, which lets PostgreSQL walk the
 * (variant, date, rank, id) index from there, however deep in a large field it is.
 * Plain SQL: this is the hottest read of a busy day.
 */
async function rankedRows(variant: string, date: string, from: From, order: "asc" | "desc", limit: number) {
  const { sql } = await db();
  let where = Prisma.empty;
  if (from && "cmp" in from) {
    const position = Prisma.sql`(${from.rank}::int, ${from.id}::uuid)`;
    where = from.cmp === ">" ? Prisma.sql`AND (r.rank, r.id) > ${position}` : Prisma.sql`AND (r.rank, r.id) < ${position}`;
  } else if (from) where = Prisma.sql`AND r.id = ${from.id}::uuid`;
  return sql<RankedRow>(
    Prisma.sql`SELECT r.id, r."gameId", r."playerId", p.name, r.rank, r."mpPct", r."totalNet", r."finishedAt"
     FROM "Result" r JOIN "Player" p ON p.id = r."playerId"
     WHERE r.variant = ${variant} AND r.date = ${date} AND r.rank IS NOT NULL ${where}
     ORDER BY ${order === "asc" ? Prisma.sql`r.rank, r.id` : Prisma.sql`r.rank DESC, r.id DESC`} LIMIT ${limit}`,
  );
}

export async function dailyLeaderboard(game: string, date: string, q: DailyLeaderboardQuery, viewerId: string | null, now = new Date()) {
  const d = dailyOr404(game, date, now);
  const { sql } = await db();
  const day = await dayState(d.game, d.date);
  const closed = d.status !== "open";
  const toRow = (r: RankedRow): DailyRow => ({
    rank: r.rank,
    name: r.name,
    mpPct: answerPct(r.mpPct),
    totalNet: r.totalNet,
    finishedAt: r.finishedAt.toISOString(),
    me: r.playerId === viewerId,
    ...(closed ? { gameId: r.gameId } : {}),
  });
  let rows: RankedRow[];
  if (q.around === "me") {
    const [mine] = viewerId
      ? await sql<{ id: string; rank: number | null }>(
          Prisma.sql`SELECT id, rank FROM "Result" WHERE "playerId" = ${viewerId}::uuid AND variant = ${d.game} AND date = ${d.date}`,
        )
      : [];
    if (!mine?.rank) throw new ApiError("not_found", "You have no ranked result on this daily.");
    const [above, self, below] = await Promise.all([
      rankedRows(d.game, d.date, { cmp: "<", rank: mine.rank, id: mine.id }, "desc", AROUND),
      rankedRows(d.game, d.date, { id: mine.id }, "asc", 1),
      rankedRows(d.game, d.date, { cmp: ">", rank: mine.rank, id: mine.id }, "asc", AROUND),
    ]);
    rows = [...above.reverse(), ...self, ...below];
  } else {
    rows = await rankedRows(d.game, d.date, q.cursor ? { cmp: ">", ...q.cursor } : null, "asc", q.limit);
  }
  const last = rows[rows.length - 1];
  return {
    game: d.game,
    date: d.date,
    number: dailyNumber(d.date),
    // from midnight until the scheduled work has finalized the day, its standings are not yet final
    provisional: !closed || (day !== null && !day.finalized),
    field: day?.results ?? 0,
    rows: rows.map(toRow),
    nextCursor: q.around !== "me" && last && rows.length === q.limit ? `${last.rank}_${last.id}` : null,
  };
}

export async function allTimeLeaderboard(board: string, q: AllTimeLeaderboardQuery, viewerId: string | null, now = new Date()) {
  const b = BoardParam.safeParse(board);
  if (!b.success) throw new ApiError("not_found", `There is no leaderboard called ${board}.`);
  const variant = b.data === "overall" ? OVERALL : b.data;
  const { prisma } = await db();
  const where = { variant, dailies: { gte: MIN_DAILIES } };
  const orderBy = [{ avgPct: "desc" as const }, { dailies: "desc" as const }, { playerId: "asc" as const }];
  let offset = 0;
  if (q.around === "me") {
    const mine = viewerId ? await prisma.playerStats.findUnique({ where: { playerId_variant: { playerId: viewerId, variant } } }) : null;
    if (!mine || mine.dailies < MIN_DAILIES) throw new ApiError("not_found", `You need ${MIN_DAILIES} finished dailies to appear here.`);
    const ahead = await prisma.playerStats.count({
      where: {
        ...where,
        OR: [
          { avgPct: { gt: mine.avgPct } },
          { avgPct: mine.avgPct, dailies: { gt: mine.dailies } },
          { avgPct: mine.avgPct, dailies: mine.dailies, playerId: { lt: mine.playerId } },
        ],
      },
    });
    offset = Math.max(0, ahead - AROUND);
  } else if (q.cursor !== undefined) offset = q.cursor;
  const take = q.around === "me" ? 2 * AROUND + 1 : q.limit;
  const rows = await prisma.playerStats.findMany({ where, orderBy, skip: offset, take, include: { player: { select: { name: true } } } });
  // Shared rank for equal averages: 1 + the number of players with a strictly better average.
  // Down a page sorted by average, a row whose average is below the one above it has exactly the
  // rows ahead of it (offset + i) better; only the first row can share its average with earlier
  // pages. So one count serves the page, however deep it is.
  const ranks: number[] = [];
  for (const [i, r] of rows.entries()) {
    if (i > 0 && r.avgPct === rows[i - 1]!.avgPct) ranks.push(ranks[i - 1]!);
    else if (i > 0) ranks.push(offset + i + 1);
    else ranks.push(1 + (await prisma.playerStats.count({ where: { ...where, avgPct: { gt: r.avgPct } } })));
  }
  return {
    board: b.data,
    minDailies: MIN_DAILIES,
    rows: rows.map((r, i) => ({
      rank: ranks[i]!,
      name: r.player.name,
      avgPct: answerPct(r.avgPct),
      dailies: r.dailies,
      best: r.bestPct === null || r.bestDate === null ? null : { pct: answerPct(r.bestPct), date: r.bestDate },
      currentStreak: liveStreak(r, now),
      longestStreak: r.longestStreak,
      me: r.playerId === viewerId,
    })),
    nextCursor: q.around !== "me" && rows.length === q.limit ? String(offset + rows.length) : null,
  };
}
