import { describe, expect, it } from "vitest";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Sql } from "@/lib/server/db";
import { appendMove } from "@/lib/server/game-log";
import { DATABASES, withClient } from "../helpers/databases";

const ENTRY = { seat: "S", action: { type: "pass" } } as never;

for (const { name, open } of DATABASES) {
  describe(`appending a move (${name})`, () => {
    it("applies once at the version it saw, and leaves durable commits on for the connection's next statements", async () => {
      const db = await open();
      try {
        const player = await db.prisma.player.create({ data: { name: "Log Tester" } });
        const game = await db.prisma.game.create({
          data: { playerId: player.id, variant: "euchre", mode: "game", ranked: false, log: { actions: [] } },
        });
        const move = { id: game.id, playerId: player.id, seq: 0, entries: [ENTRY] };
        expect(await appendMove(db.sql, move)).toBe(true);
        expect(await appendMove(db.sql, move)).toBe(false); // the version moved on: a stale seq applies nothing
        expect(await appendMove(db.sql, { ...move, seq: 1, playerId: game.id })).toBe(false); // someone else's game
        expect((await db.prisma.game.findUniqueOrThrow({ where: { id: game.id } })).version).toBe(1);
        expect(await db.prisma.gameMove.count({ where: { gameId: game.id } })).toBe(1);

        // The move's commit does not wait for the disk, but only that statement's: the same
        // connection commits durably again afterwards.
        const check = async (sql: Sql, show: () => Promise<string>) => {
          expect(await appendMove(sql, { ...move, seq: 1 })).toBe(true);
          expect(await show()).toBe("on");
        };
        if (db.url) {
          await withClient(db.url, async (c) => {
            const sql: Sql = async (query) => (await c.query(query.text, query.values)).rows;
            await check(sql, async () => (await c.query("SHOW synchronous_commit")).rows[0].synchronous_commit);
          });
        } else {
          await check(
            db.sql,
            async () => (await db.sql<{ synchronous_commit: string }>(Prisma.sql`SHOW synchronous_commit`))[0].synchronous_commit,
          );
        }
      } finally {
        await db.close();
      }
    });
  });
}
