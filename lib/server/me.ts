import "server-only";
import { Prisma, type PlayerStats } from "@/lib/generated/prisma/client";
import { authOptions } from "./auth";
import { db } from "./db";
import { renamePlayer } from "./player-names";
import { answerPct, liveStreak, OVERALL } from "./stats";

/**
 * The sign-in providers this server offers (["github"] when GITHUB_ID and GITHUB_SECRET are set):
 * read from next-auth's own list, so the page offers exactly what /api/auth/signin/<id> accepts.
 */
export const signInProviders = (): string[] =>
  authOptions()
    .providers.filter((p) => p.type === "oauth")
    .map((p) => p.id);

/**
 * The player's own profile: name, the providers their account is linked to (signed in when any),
 * the providers one can sign in with here, and stats per game ("all" = overall). A visitor
 * without a player (no session, or its player is gone) gets the same shape with no id and no name.
 */
export async function me(playerId: string | null, now = new Date()) {
  if (playerId === null) return nobody();
  const { prisma } = await db();
  const player = await prisma.player.findUnique({
    where: { id: playerId },
    include: { stats: true, identities: { select: { provider: true } } },
  });
  if (!player) return nobody();
  const dailies = await dailyFigures(playerId);
  const stats: Stats = {};
  for (const s of player.stats) stats[s.variant] = statsView(s, dailies.get(s.variant), now);
  return { id: player.id, name: player.name, providers: player.identities.map((i) => i.provider), signIn: signInProviders(), stats };
}

interface DailyFigures {
  dailies: number;
  /** Of those, results of a day not yet closed: their percentages may still move. */
  provisional: number;
  mpSum: number;
  best: { pct: number; date: string } | null;
}

/**
 * The player's ranked dailies per game and overall, counted from their results: today's too
 * (provisional), where the all-time leaderboards (PlayerStats) wait for a day to close so that
 * an average there never moves after the fact. One's own profile shows what one has played.
 */
async function dailyFigures(playerId: string): Promise<Map<string, DailyFigures>> {
  const { sql } = await db();
  const rows = await sql<{ variant: string; date: string; mpPct: number; final: boolean }>(Prisma.sql`
    SELECT r.variant, r.date, r."mpPct", COALESCE(s.finalized, false) AS final
    FROM "Result" r LEFT JOIN "DailyState" s ON s.variant = r.variant AND s.date = r.date
    WHERE r."playerId" = ${playerId}::uuid AND r."mpPct" IS NOT NULL
    ORDER BY r.date`);
  const figures = new Map<string, DailyFigures>();
  for (const r of rows) {
    for (const v of [r.variant, OVERALL]) {
      const f = figures.get(v) ?? { dailies: 0, provisional: 0, mpSum: 0, best: null };
      figures.set(v, {
        dailies: f.dailies + 1,
        provisional: f.provisional + (r.final ? 0 : 1),
        mpSum: f.mpSum + r.mpPct,
        // the first day it was reached
        best: f.best && f.best.pct >= r.mpPct ? f.best : { pct: r.mpPct, date: r.date },
      });
    }
  }
  return figures;
}

const statsView = (s: PlayerStats, d: DailyFigures | undefined, now: Date) => ({
  dailies: d?.dailies ?? 0,
  provisional: d?.provisional ?? 0,
  avgPct: d ? answerPct(d.mpSum / d.dailies) : null,
  best: d?.best ? { pct: answerPct(d.best.pct), date: d.best.date } : null,
  currentStreak: liveStreak(s, now),
  longestStreak: s.longestStreak,
  gamesPlayed: s.gamesPlayed,
  gamesWon: s.gamesWon,
});

type Stats = Record<string, ReturnType<typeof statsView>>;
const nobody = () => ({ id: null, name: null, providers: [] as string[], signIn: signInProviders(), stats: {} as Stats });

/** Renames the player (see renamePlayer); `name` is one that checkName returned. */
export async function rename(playerId: string, name: string) {
  await renamePlayer(playerId, name);
  return me(playerId);
}
