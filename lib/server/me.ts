import { db } from "./db";
import { answerPct, finalizeClosedDays, liveStreak } from "./stats";

/** The player's own profile: name, whether signed in, and stats per game ("all" = overall). */
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

/** Renames the player; `name` is one that checkName returned. */
export async function rename(playerId: string, name: string) {
  const { prisma } = await db();
  await prisma.player.update({ where: { id: playerId }, data: { name } });
  return me(playerId);
}
