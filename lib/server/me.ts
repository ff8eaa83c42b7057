import { authOptions } from "./auth";
import { db } from "./db";
import { renamePlayer } from "./player-names";
import { answerPct, finalizeClosedDays, liveStreak } from "./stats";

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
 * the providers one can sign in with here, and stats per game ("all" = overall).
 */
export async function me(playerId: string, now = new Date()) {
  const { prisma } = await db();
  await finalizeClosedDays(prisma, now);
  const player = await prisma.player.findUniqueOrThrow({
    where: { id: playerId },
    include: { stats: true, identities: { select: { provider: true } } },
  });
  return {
    id: player.id,
    name: player.name,
    providers: player.identities.map((i) => i.provider),
    signIn: signInProviders(),
    stats: Object.fromEntries(
      player.stats.map((s) => [
        s.variant,
        {
          dailies: s.dailies,
          avgPct: s.dailies > 0 ? answerPct(s.avgPct) : null,
          best: s.bestPct === null ? null : { pct: answerPct(s.bestPct), date: s.bestDate },
          currentStreak: liveStreak(s, now),
          longestStreak: s.longestStreak,
          gamesPlayed: s.gamesPlayed,
          gamesWon: s.gamesWon,
        },
      ]),
    ),
  };
}

/** Renames the player (see renamePlayer); `name` is one that checkName returned. */
export async function rename(playerId: string, name: string) {
  await renamePlayer(playerId, name);
  return me(playerId);
}
