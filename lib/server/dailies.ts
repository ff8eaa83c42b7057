import "server-only";
import { closesAt, dailyNumber, dayStatus, isDateString, type DayStatus } from "@/lib/daily/calendar";
import { BOARDS_PER_DAILY, boardsFromDaySeed, daySeed } from "@/lib/daily/boards";
import { newMatch, type Card, type Hands, type Seat } from "@/lib/engine";
import type { GameId } from "@/lib/games";
import { Prisma } from "@/lib/generated/prisma/client";
import { GameIdParam, type MyDailiesQuery } from "@/lib/schemas/api";
import { ApiError } from "./api/errors";
import { config } from "./config";
import { db } from "./db";
import { boardsInField, dayState, readDay, standingQuery } from "./standings";
import { answerPct, liveStreak } from "./stats";

/** A daily that exists (today's or a past one since the launch), else 404. */
export function dailyOr404(
  game: string,
  date: string,
  now: Date,
): { game: GameId; date: string; status: Exclude<DayStatus, "future" | "before-launch"> } {
  const g = GameIdParam.safeParse(game);
  if (!g.success) throw new ApiError("not_found", `There is no game called ${game}.`);
  const status = isDateString(date) ? dayStatus(date, now) : "future";
  if (status === "future" || status === "before-launch") throw new ApiError("not_found", `There is no daily for ${date}.`);
  return { game: g.data, date, status };
}

export interface BoardDeal {
  board: number;
  dealer: Seat;
  hands: Hands;
  upcard: Card | null;
  /** The rest of the kitty (euchre) or of the stock (two-hand): out of play, shown for completeness. */
  undealt: Card[];
}

export async function dailyInfo(game: string, date: string, viewerId: string | null, now = new Date()) {
  const d = dailyOr404(game, date, now);
  const { prisma } = await db();
  const seed = daySeed(config().dailySecret, d.game, d.date);
  const boards = boardsFromDaySeed(d.game, seed);
  const day = await dayState(d.game, d.date);
  const mine = viewerId
    ? await prisma.game.findUnique({
        where: { playerId_variant_date: { playerId: viewerId, variant: d.game, date: d.date } },
        include: { result: true },
      })
    : null;
  const base = {
    game: d.game,
    date: d.date,
    number: dailyNumber(d.date),
    open: d.status === "open",
    closesAt: closesAt(d.date).toISOString(),
    boards: boards.map((b, i) => ({ board: i + 1, dealer: b.dealer })),
    field: day?.results ?? 0,
    me: mine ? await myStanding(mine, now) : null,
  };
  if (d.status === "open") return base;
  // The day has closed: its seed, every board's deal and the field's results are public.
  const counts = await prisma.boardCount.findMany({
    where: { variant: d.game, date: d.date },
    orderBy: [{ board: "asc" }, { net: "asc" }],
  });
  const deals: BoardDeal[] = boards.map((b, i) => {
    const m = newMatch({ variant: d.game, mode: "boards", boards: [b] });
    if (!m.ok) throw new Error(m.error.message);
    const deal = m.value.current!;
    return { board: i + 1, dealer: b.dealer, hands: deal.dealt as Hands, upcard: deal.upcard?.card ?? null, undealt: [...deal.stock] };
  });
  const distribution = Array.from({ length: BOARDS_PER_DAILY[d.game] }, (_, i) =>
    counts.filter((c) => c.board === i && c.count > 0).map((c) => ({ net: c.net, count: c.count })),
  );
  return { ...base, seed, deals, distribution };
}

type OwnGame = Prisma.GameGetPayload<{ include: { result: true } }>;

/**
 * The viewer's own daily of the day and, once it is finished, how it stands in the field: per
 * board its net, matchpoints and the field's distribution (to a finisher only, so that nobody
 * learns from it how a board of the open day goes before playing it), the rank (a late play has
 * none: `wouldRank` is where it would have ranked in the day's final field, null with no field)
 * and the player's streak in this game.
 */
async function myStanding(mine: OwnGame, now: Date) {
  const { prisma, sql } = await db();
  const own = { gameId: mine.id, status: mine.status, ranked: mine.ranked };
  if (mine.status !== "finished") return { ...own, nets: null, mpPct: null, rank: null, wouldRank: null, boards: null, streak: 0 };
  const nets = mine.result?.boardNets ?? mine.lateNets;
  const day = await readDay(sql, mine.variant, mine.date!);
  const stats = await prisma.playerStats.findUnique({ where: { playerId_variant: { playerId: mine.playerId, variant: mine.variant } } });
  // a late play: as if it had been in the day's final field, which it does not join
  const [asIf] =
    mine.result || day.results === 0 ? [] : await sql<{ mp: number; rnk: number }>(standingQuery(day, mine.variant, mine.date!, nets));
  return {
    ...own,
    nets,
    mpPct: answerPct(mine.result?.mpPct ?? asIf?.mp ?? null),
    rank: mine.result?.rank ?? null,
    wouldRank: asIf?.rnk ?? null,
    boards: boardsInField(day, nets, mine.result !== null).map((b) => ({ ...b, mpPct: answerPct(b.mpPct) })),
    streak: stats ? liveStreak(stats, now) : 0,
  };
}

export interface MyDaily {
  date: string;
  gameId: string;
  status: "active" | "finished";
  ranked: boolean;
  mpPct: number | null;
  rank: number | null;
}

/**
 * The viewer's dailies of one game in one month, for the archive calendar: one range read of the
 * (playerId, variant, date) unique index. No session, no attempts (a guest is never made for this).
 */
export async function myDailies(viewerId: string | null, q: MyDailiesQuery): Promise<MyDaily[]> {
  if (!viewerId) return [];
  const { sql } = await db();
  const rows = await sql<MyDaily>(Prisma.sql`
    SELECT g.date, g.id AS "gameId", g.status, g.ranked, r.rank,
      -- alone in its field so far, a ranked result has no percentage to show (not 50% against nobody)
      CASE WHEN s.results <= 1 THEN NULL ELSE COALESCE(r."mpPct", g."latePct") END AS "mpPct"
    FROM "Game" g LEFT JOIN "Result" r ON r."gameId" = g.id
      LEFT JOIN "DailyState" s ON r.id IS NOT NULL AND s.variant = g.variant AND s.date = g.date
    WHERE g."playerId" = ${viewerId}::uuid AND g.variant = ${q.game}
      AND g.date BETWEEN ${`${q.month}-01`} AND ${`${q.month}-31`}
    ORDER BY g.date`);
  return rows.map((r) => ({ ...r, mpPct: answerPct(r.mpPct) }));
}
