import { describe, expect, it, vi } from "vitest";
import { replay } from "@/lib/engine";
import { Prisma } from "@/lib/generated/prisma/client";
import { Browser, playToEnd, type ApiResponse } from "../helpers/api";
import { DATABASES, useAppDb } from "../helpers/databases";
import { cardsIn, knownCards } from "../helpers/known-cards";
import { storedLog } from "../helpers/results";

// GET /api/games/:id/analysis end to end: who may ask, 202 while it is computed, 200 when stored,
// nothing from the hidden cards while the day is open, the par and the field after the close.
const TODAY = "2026-12-05";

/** The views' leak check: no answer carries a card South cannot know, nor a board's seed. */
async function expectNothingHidden(app: () => { sql: Parameters<typeof storedLog>[0] }, id: string, answers: ApiResponse[]) {
  const log = (await storedLog(app().sql, id))!;
  const state = replay(log);
  if (!state.ok) throw new Error("stored log does not replay");
  const known = knownCards(state.value, "S");
  for (const r of answers) {
    expect(cardsIn(r.raw).filter((c) => !known.has(c))).toEqual([]);
    for (const board of log.setup.mode === "boards" ? log.setup.boards : []) expect(r.raw).not.toContain(board.seed.split(":")[0]);
  }
}

/** Asks until the analysis is ready (it is computed in the background). */
async function ready(b: Browser, id: string, seen: ApiResponse[] = []): Promise<ApiResponse> {
  for (let i = 0; i < 600; i++) {
    const res = await b.get(`/api/games/${id}/analysis`);
    seen.push(res);
    if (res.status !== 202) return res;
    expect(res.body).toEqual({ status: "pending" });
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the analysis never became ready");
}

for (const { name, open } of DATABASES) {
  describe(`game analysis on ${name}`, () => {
    const app = useAppDb(open, `${TODAY}T10:00:00Z`);

    it("the owner's finished daily: pending, then its valued decisions and nothing hidden; after the close the par and the field", async () => {
      const b = new Browser("198.51.100.90");
      const other = new Browser("198.51.100.91");
      await other.join();
      const start = await b.post("/api/games", { mode: "daily", game: "euchre" });
      const id = start.body.id;

      const unfinished = await b.get(`/api/games/${id}/analysis`);
      expect(unfinished.status).toBe(409);
      expect(unfinished.body.error.code).toBe("game_not_finished");
      expect((await b.get("/api/games/not-a-uuid/analysis")).status).toBe(404);
      expect((await b.get("/api/games/00000000-0000-4000-8000-000000000000/analysis")).body.error.code).toBe("not_found");

      await playToEnd(b, start, "analysis");
      expect((await other.get(`/api/games/${id}/analysis`)).status).toBe(404);
      // Two first requests at once claim it once.
      const first = await Promise.all([b.get(`/api/games/${id}/analysis`), b.get(`/api/games/${id}/analysis`)]);
      expect(first.map((r) => r.status)).toEqual([202, 202]);
      expect(await app().prisma.analysis.count({ where: { gameId: id } })).toBe(1);

      const seen: ApiResponse[] = [...first];
      const res = await ready(b, id, seen);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: "ready", id, full: false });
      expect(res.body.boards).toHaveLength(8);
      expect(res.body.field).toBeUndefined();
      const decisions = res.body.boards.flatMap((board: any) => board.decisions);
      expect(decisions.length).toBe(res.body.summary.decisions);
      for (const board of res.body.boards) {
        expect(board.par).toBeUndefined();
        for (const d of board.decisions) {
          const values = d.options.map((o: any) => o.value);
          expect(d.options.length).toBeGreaterThan(1);
          expect(d.loss).toBeCloseTo(
            Math.max(0, Math.max(...values) - d.options.find((o: any) => JSON.stringify(o.action) === JSON.stringify(d.action)).value),
            1,
          );
        }
      }
      await expectNothingHidden(app, id, seen);

      // After the close anyone may see it, with the deal's open hands and the day's field.
      vi.setSystemTime(new Date("2026-12-06T10:00:00Z"));
      try {
        const closed = await other.get(`/api/games/${id}/analysis`);
        expect(closed.status).toBe(200);
        expect(closed.body.full).toBe(true);
        for (const board of closed.body.boards) {
          expect(board.par.table).toHaveLength(16); // four trumps, either side as makers, with and without a lone hand
          expect(Object.values(board.par.hands).flat()).toHaveLength(20);
        }
        expect(closed.body.field.boards).toHaveLength(8);
        for (const board of closed.body.field.boards) expect(board.contracts.reduce((n: number, c: any) => n + c.count, 0)).toBe(1);
        expect(closed.body.field.best).toEqual([expect.objectContaining({ gameId: id, rank: 1 })]);
      } finally {
        vi.setSystemTime(new Date(`${TODAY}T10:00:00Z`));
      }
    });

    it("a claim left behind by a process that died is taken over by the next request", async () => {
      const b = new Browser("198.51.100.92");
      const start = await b.post("/api/games", { mode: "daily", game: "two-hand" });
      const id = start.body.id;
      await playToEnd(b, start, "stale");
      const stale = new Date(Date.now() - 3_600_000);
      await app().sql(
        Prisma.sql`INSERT INTO "Analysis" ("gameId", status, version, "claimedAt") VALUES (${id}::uuid, 'pending', 1, ${stale})`,
      );
      const seen: ApiResponse[] = [];
      const res = await ready(b, id, seen);
      expect(res.status).toBe(200);
      expect(res.body.boards).toHaveLength(8);
      await expectNothingHidden(app, id, seen);
      const row = await app().prisma.analysis.findUniqueOrThrow({ where: { gameId: id } });
      expect(row.status).toBe("ready");
      expect(row.claimedAt.getTime()).toBeGreaterThan(stale.getTime());
    });
  });
}
