import "server-only";
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import { transactionSql } from "./db";
import { recomputeStats } from "./stats";

type Tx = Omit<PrismaClient, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

interface Attempt {
  id: string;
  status: string;
  finishedAt: Date | null;
  result: { variant: string; date: string; boardNets: number[]; finishedAt: Date } | null;
}

/**
 * Orders two attempts at one daily by which counts: the first finished daily counts, so a ranked
 * result comes before none and the earlier result first; then a finished game (late, unranked)
 * before one still in play, the earlier first.
 */
const standing = (g: Attempt): [number, number] =>
  g.result ? [0, g.result.finishedAt.getTime()] : g.status === "finished" ? [1, g.finishedAt?.getTime() ?? 0] : [2, 0];
const countsBefore = (a: Attempt, b: Attempt) => {
  const [x, y] = [standing(a), standing(b)];
  return x[0] < y[0] || (x[0] === y[0] && x[1] < y[1]);
};

/**
 * Moves a guest's history into an account (sign-in on a device where the person played as a
 * guest). Where both played the same daily, the attempt that counts stays (see `standing`; the
 * account's on a tie) and the other is dropped, its boards leaving the day's histograms, so every
 * daily still counts once.
 */
export async function mergePlayers(prisma: PrismaClient, fromId: string, intoId: string): Promise<void> {
  // Two sign-ins of one guest to a new account at once: the second can find the account the first
  // just made of this very guest. Merging a player into itself would delete it.
  if (fromId === intoId) return;
  await prisma.$transaction(async (tx) => {
    // Two sign-ins of one guest at once: the second waits here for the first, then finds the guest gone.
    const [guest] = await transactionSql(tx)<{ id: string }>(Prisma.sql`SELECT id FROM "Player" WHERE id = ${fromId}::uuid FOR UPDATE`);
    if (!guest) return;
    const theirs = await tx.game.findMany({ where: { playerId: intoId, date: { not: null } }, include: { result: true } });
    const byDay = new Map(theirs.map((g) => [`${g.variant}:${g.date}`, g]));
    const guestGames = await tx.game.findMany({ where: { playerId: fromId }, include: { result: true } });
    for (const g of guestGames) {
      const other = g.date === null ? undefined : byDay.get(`${g.variant}:${g.date}`);
      if (!other) continue;
      const dropped = countsBefore(g, other) ? other : g;
      if (dropped.result) await removeFromHistograms(tx, dropped.result);
      await tx.game.delete({ where: { id: dropped.id } });
    }
    await tx.game.updateMany({ where: { playerId: fromId }, data: { playerId: intoId } });
    await tx.result.updateMany({ where: { playerId: fromId }, data: { playerId: intoId } });
    await tx.playerStats.deleteMany({ where: { playerId: fromId } });
    await tx.player.delete({ where: { id: fromId } });
    await recomputeStats(tx, intoId);
  });
}

async function removeFromHistograms(tx: Tx, r: { variant: string; date: string; boardNets: number[] }) {
  for (const [board, net] of r.boardNets.entries()) {
    await tx.boardCount.update({
      where: { variant_date_board_net: { variant: r.variant, date: r.date, board, net } },
      data: { count: { decrement: 1 } },
    });
  }
  await tx.dailyState.update({ where: { variant_date: { variant: r.variant, date: r.date } }, data: { results: { decrement: 1 } } });
}
