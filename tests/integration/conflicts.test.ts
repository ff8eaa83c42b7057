import { describe, expect, it } from "vitest";
import { Prisma } from "@/lib/generated/prisma/client";
import { createRng } from "@/lib/engine";
import { errorResponse } from "@/lib/server/api/errors";
import type { Db } from "@/lib/server/db";
import { Browser } from "../helpers/api";
import { DATABASES, useAppDb } from "../helpers/databases";

// Two requests racing to write the same row: the loser answers 409, never 500.

/** Ways to insert a sign-in: the second time, each breaks the same unique key. */
const INSERTS: [string, (db: Db, playerId: string) => Promise<unknown>][] = [
  ["a Prisma model query", (db, playerId) => db.prisma.identity.create({ data: { provider: "github", subject: "twice", playerId } })],
  [
    "a Prisma raw query",
    (db, playerId) =>
      db.prisma.$executeRaw`INSERT INTO "Identity" (provider, subject, "playerId") VALUES ('github', 'twice', ${playerId}::uuid)`,
  ],
  [
    "plain SQL",
    (db, playerId) =>
      db.sql(Prisma.sql`INSERT INTO "Identity" (provider, subject, "playerId") VALUES ('github', 'twice', ${playerId}::uuid)`),
  ],
];

for (const { name, open } of DATABASES) {
  describe(`unique-constraint races on ${name}`, () => {
    const app = useAppDb(open, "2026-12-05T10:00:00Z");

    it.each(INSERTS)("a unique violation from %s answers 409 conflict with a sentence", async (_, insert) => {
      const player = await app().prisma.player.create({ data: { name: "Twice" } });
      await app().prisma.identity.deleteMany({ where: { subject: "twice" } });
      await insert(app(), player.id);
      const err = await insert(app(), player.id).then(
        () => new Error("the second insert was accepted"),
        (e: unknown) => e,
      );
      const res = errorResponse(err, { method: "POST", path: "/api/test" });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ error: { code: "conflict", message: expect.stringMatching(/^[A-Z].*\.$/) } });
    });

    it("copies of every move sent at once, the last one's included, apply once and record one result", async () => {
      const b = new Browser("198.51.100.160");
      const rng = createRng("copies");
      let g = (await b.post("/api/games", { mode: "daily", game: "double-deck" })).body;
      while (g.status !== "finished") {
        const action = g.view.legal[rng.int(g.view.legal.length)];
        const copies = await Promise.all([0, 1].map(() => b.post(`/api/games/${g.id}/actions`, { seq: g.seq, action })));
        expect(copies.map((r) => r.status).sort()).toEqual([200, 409]);
        // the loser saw the game moved on, or already over
        expect(["stale_seq", "game_over"]).toContain(copies.find((r) => r.status === 409)!.body.error.code);
        g = copies.find((r) => r.status === 200)!.body;
      }
      expect(g.summary).toMatchObject({ ranked: true, field: 1, rank: 1 });
      expect(await app().prisma.result.count({ where: { gameId: g.id } })).toBe(1);
      const day = { variant: "double-deck", date: "2026-12-05" };
      expect((await app().prisma.dailyState.findUniqueOrThrow({ where: { variant_date: day } })).results).toBe(1);
      const cells = await app().prisma.boardCount.groupBy({ by: ["board"], where: day, _sum: { count: true }, orderBy: { board: "asc" } });
      expect(cells.map((c) => c._sum.count)).toEqual([1, 1, 1, 1]);
    });
  });
}
