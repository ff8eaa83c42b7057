import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "@/lib/generated/prisma/client";
import { moreSet, recordDaily, recordFullGame, type GameUpdate } from "@/lib/server/finish-game";
import { readDay } from "@/lib/server/standings";
import { DATABASES, type TestDb } from "../helpers/databases";

// The last move of a game is one statement: the game's final UPDATE, and the result with the
// day's counts and the player's stats, stand or fall together.
for (const { name, open } of DATABASES) {
  describe(`a game's last move (${name})`, () => {
    let db: TestDb;
    beforeAll(async () => {
      db = await open();
    });
    afterAll(() => db.close());

    const date = "2026-12-04";
    const nets = [2, -1, 0, 3, 0, 0, 0, 0];
    /** The service's conditional UPDATE: it applies only to the game at `version`, still active. */
    const finish =
      (gameId: string, version: number): GameUpdate =>
      (set) => Prisma.sql`game AS (
        UPDATE "Game" SET status = 'finished', version = ${version + 1} ${moreSet(set)}
        WHERE id = ${gameId}::uuid AND version = ${version} AND status = 'active' RETURNING 1)`;
    async function activeDaily(name: string) {
      const player = await db.prisma.player.create({ data: { name } });
      const game = await db.prisma.game.create({
        data: { playerId: player.id, variant: "euchre", mode: "daily", date, ranked: true, log: {}, version: 7 },
      });
      return { playerId: player.id, gameId: game.id };
    }
    const written = async () => ({
      results: await db.prisma.result.count(),
      cells: await db.prisma.boardCount.count(),
      days: await db.prisma.dailyState.count(),
      stats: await db.prisma.playerStats.count(),
    });
    const nothing = { results: 0, cells: 0, days: 0, stats: 0 };

    it("writes nothing when the game has moved on", async () => {
      const { playerId, gameId } = await activeDaily("Moved");
      const day = await readDay(db.sql, "euchre", date);
      const r = { gameId, playerId, variant: "euchre", date, nets, ranked: true, now: new Date() };
      expect(await recordDaily(db.sql, finish(gameId, 6), day, r)).toBeNull();
      expect(await recordDaily(db.sql, finish(gameId, 6), day, { ...r, ranked: false })).toBeNull();
      expect(await recordFullGame(db.sql, finish(gameId, 6), playerId, "euchre", true)).toBe(false);
      expect(await written()).toEqual(nothing);
      expect(await db.prisma.game.findUniqueOrThrow({ where: { id: gameId } })).toMatchObject({
        status: "active",
        version: 7,
        ranked: true,
      });
    });

    it("keeps nothing, the game's update included, when a part of it fails", async () => {
      const { playerId, gameId } = await activeDaily("Twice");
      // the player already has a result for the day (under another game): the new one breaks the unique key
      const other = await db.prisma.game.create({ data: { playerId, variant: "euchre", mode: "game", ranked: false, log: {} } });
      await db.sql(
        Prisma.sql`INSERT INTO "Result" (id, "gameId", "playerId", variant, date, "boardNets", "totalNet", "finishedAt")
         VALUES (gen_random_uuid(), ${other.id}::uuid, ${playerId}::uuid, 'euchre', ${date}, '{}', 0, now())`,
      );
      const day = await readDay(db.sql, "euchre", date);
      await expect(
        recordDaily(db.sql, finish(gameId, 7), day, { gameId, playerId, variant: "euchre", date, nets, ranked: true, now: new Date() }),
      ).rejects.toThrow();
      expect(await written()).toEqual({ ...nothing, results: 1 });
      expect(await db.prisma.game.findUniqueOrThrow({ where: { id: gameId } })).toMatchObject({ status: "active", version: 7 });
    });

    it("records the result, the day's counts and the streaks with the game's update", async () => {
      await db.prisma.result.deleteMany();
      const { playerId, gameId } = await activeDaily("Done");
      const day = await readDay(db.sql, "euchre", date);
      const summary = await recordDaily(db.sql, finish(gameId, 7), day, {
        gameId,
        playerId,
        variant: "euchre",
        date,
        nets,
        ranked: true,
        now: new Date(),
      });
      expect(summary).toEqual({ nets, total: 4, mpPct: 50, rank: 1, field: 1, ranked: true });
      expect(await written()).toEqual({ results: 1, cells: 8, days: 1, stats: 2 });
      expect(await db.prisma.game.findUniqueOrThrow({ where: { id: gameId } })).toMatchObject({ status: "finished", version: 8 });
    });
  });
}
