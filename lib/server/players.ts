import type { PrismaClient } from "@/lib/generated/prisma/client";
import { recomputeStats } from "./stats";

type Tx = Omit<PrismaClient, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

/**
 * Moves a guest's history into an account (sign-in on a device where the person played as a
 * guest). Where both played the same daily, the account's attempt stays and the guest's is
 * dropped, and its boards leave the day's histograms, so every daily still counts once.
 */
export async function mergePlayers(prisma: PrismaClient, fromId: string, intoId: string): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const theirs = await tx.game.findMany({ where: { playerId: intoId, date: { not: null } }, select: { variant: true, date: true } });
    const taken = new Set(theirs.map((g) => `${g.variant}:${g.date}`));
    const guestGames = await tx.game.findMany({ where: { playerId: fromId }, include: { result: true } });
    for (const g of guestGames) {
      if (g.date !== null && taken.has(`${g.variant}:${g.date}`)) {
        if (g.result) await removeFromHistograms(tx, g.result);
        await tx.game.delete({ where: { id: g.id } });
      }
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
