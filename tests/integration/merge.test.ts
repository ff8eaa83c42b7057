import { describe, expect, it } from "vitest";
import type { Db } from "@/lib/server/db";
import { mergePlayers } from "@/lib/server/players";
import { DATABASES, useAppDb } from "../helpers/databases";
import { recordResult } from "../helpers/results";

// Signing in on a device where one played as a guest moves the guest's history into the account.
async function daily(db: Db, playerId: string, variant: string, date: string, nets: number[]) {
  const game = await db.prisma.game.create({ data: { playerId, variant, mode: "daily", date, ranked: true, status: "finished", log: {} } });
  await recordResult(db, { gameId: game.id, playerId, variant, date, nets });
  return game.id;
}

for (const { name, open } of DATABASES) {
  describe(`merging a guest into an account on ${name}`, () => {
    const app = useAppDb(open, "2026-12-03T12:00:00Z");

    it("moves games and results, keeps the account's attempt where both played, and rebuilds the stats", async () => {
      const account = (await app().prisma.player.create({ data: { name: "Account" } })).id;
      const guest = (await app().prisma.player.create({ data: { name: "Guest" } })).id;
      await daily(app(), account, "euchre", "2026-12-02", [1, 1, 1, 1, 1, 1, 1, 1]);
      await daily(app(), guest, "euchre", "2026-12-02", [-1, -1, -1, -1, -1, -1, -1, -1]); // both played: the guest's goes
      const kept = await daily(app(), guest, "euchre", "2026-12-03", [2, 0, 0, 0, 0, 0, 0, 0]);
      await mergePlayers(app().prisma, guest, account);

      expect(await app().prisma.player.findUnique({ where: { id: guest } })).toBeNull();
      const results = await app().prisma.result.findMany({ where: { playerId: account }, orderBy: { date: "asc" } });
      expect(results.map((r) => [r.date, r.totalNet])).toEqual([
        ["2026-12-02", 8],
        ["2026-12-03", 2],
      ]);
      expect(results[1]!.gameId).toBe(kept);
      // the dropped attempt left the day's histograms: one result per board remains
      const counts = await app().prisma.boardCount.findMany({ where: { variant: "euchre", date: "2026-12-02", count: { gt: 0 } } });
      expect(counts.map((c) => [c.board, c.net, c.count])).toEqual(Array.from({ length: 8 }, (_, b) => [b, 1, 1]));
      expect(
        (await app().prisma.dailyState.findUniqueOrThrow({ where: { variant_date: { variant: "euchre", date: "2026-12-02" } } })).results,
      ).toBe(1);
      const stats = await app().prisma.playerStats.findUniqueOrThrow({
        where: { playerId_variant: { playerId: account, variant: "euchre" } },
      });
      expect(stats).toMatchObject({ currentStreak: 2, longestStreak: 2, lastDate: "2026-12-03" });
    });

    it("rebuilds the streaks with a missed day between the two histories as two runs of one", async () => {
      const account = (await app().prisma.player.create({ data: { name: "Account" } })).id;
      const guest = (await app().prisma.player.create({ data: { name: "Guest" } })).id;
      await daily(app(), account, "euchre", "2026-12-01", [0, 0, 0, 0, 0, 0, 0, 0]);
      await daily(app(), guest, "euchre", "2026-12-03", [0, 0, 0, 0, 0, 0, 0, 0]);
      await mergePlayers(app().prisma, guest, account);
      const stats = await app().prisma.playerStats.findUniqueOrThrow({
        where: { playerId_variant: { playerId: account, variant: "euchre" } },
      });
      expect(stats).toMatchObject({ currentStreak: 1, longestStreak: 1, lastDate: "2026-12-03" });
    });
  });
}
