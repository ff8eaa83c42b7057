import "server-only";
import type { PlayerStats } from "@/lib/generated/prisma/client";
import { authOptions } from "./auth";
import { db } from "./db";
import { renamePlayer } from "./player-names";
import { answerPct, liveStreak } from "./stats";

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
  return {
    id: player.id,
    name: player.name,
    providers: player.identities.map((i) => i.provider),
    signIn: signInProviders(),
    stats: Object.fromEntries(player.stats.map((s) => [s.variant, statsView(s, now)])) as Stats,
  };
}

const statsView = (s: PlayerStats, now: Date) => ({
  dailies: s.dailies,
  avgPct: s.dailies > 0 ? answerPct(s.avgPct) : null,
  best: s.bestPct === null ? null : { pct: answerPct(s.bestPct), date: s.bestDate },
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
