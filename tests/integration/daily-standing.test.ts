import { describe, expect, it, vi } from "vitest";
import { Browser, playToEnd } from "../helpers/api";
import { DATABASES, useAppDb } from "../helpers/databases";
import { finishedDaily, seedResult } from "../helpers/results";
import { runScheduledWork } from "@/lib/server/scheduled-work";

// What a finished daily shows its player (GET /api/dailies/:game/:date, `me`): per board the net,
// its matchpoints and the field's distribution so far, the streak; for a late play where it would
// have ranked. And the profile (GET /api/me) counting the dailies one has played, today's too.
const TODAY = "2026-12-05";
const at = (iso: string) => vi.setSystemTime(new Date(iso));
const ZERO = [0, 0, 0, 0, 0, 0, 0, 0];

for (const { name, open } of DATABASES) {
  describe(`a daily's standing on ${name}`, () => {
    const app = useAppDb(open, `${TODAY}T10:00:00Z`);

    it("per board: the net, its matchpoints and the field's counts, to a finisher only, with no one's name", async () => {
      const date = TODAY;
      const me = new Browser("198.51.100.170");
      const { id } = await me.join();
      // before finishing, nothing of the field: the boards are still to be played
      await me.post("/api/games", { mode: "daily", game: "euchre" });
      const playing = (await me.get(`/api/dailies/euchre/${date}`)).body.me;
      expect(playing).toMatchObject({ status: "active", boards: null, nets: null });

      // the first to finish: no one to compare with yet
      await app().prisma.game.deleteMany({ where: { playerId: id } });
      await finishedDaily(app(), id, "euchre", date, [2, 0, -1, 0, 0, 0, 0, 0]);
      const first = (await me.get(`/api/dailies/euchre/${date}`)).body;
      expect(first.field).toBe(1);
      expect(first.me).toMatchObject({ ranked: true, rank: 1, wouldRank: null, streak: 1 });
      expect(first.me.boards[0]).toEqual({ net: 2, mpPct: null, field: [{ net: 2, count: 1 }] });

      // two more: board 1 has +2 (mine), +4 and −2; board 3 has −1 (mine) twice and 0
      await seedResult(app(), "Rival Anna", "euchre", date, [4, 0, -1, 0, 0, 0, 0, 0]);
      await seedResult(app(), "Rival Bert", "euchre", date, [-2, 0, 0, 0, 0, 0, 0, 0]);
      const res = await me.get(`/api/dailies/euchre/${date}`);
      const boards = res.body.me.boards;
      expect(res.body.field).toBe(3);
      expect(boards).toHaveLength(8);
      expect(boards[0]).toEqual({
        net: 2,
        mpPct: 50,
        field: [
          { net: -2, count: 1 },
          { net: 2, count: 1 },
          { net: 4, count: 1 },
        ],
      });
      expect(boards[1]).toEqual({ net: 0, mpPct: 50, field: [{ net: 0, count: 3 }] });
      expect(boards[2]).toEqual({
        net: -1,
        mpPct: 25, // ½ for the equal −1, 0 for the 0, over two others
        field: [
          { net: -1, count: 2 },
          { net: 0, count: 1 },
        ],
      });
      expect(res.raw).not.toMatch(/Rival|Anna|Bert/);
      const others = await app().prisma.player.findMany({ where: { name: { startsWith: "Rival" } } });
      for (const p of others) expect(res.raw).not.toContain(p.id);

      // someone who has not finished today's daily sees no board of it
      const other = new Browser("198.51.100.171");
      await other.post("/api/games", { mode: "daily", game: "euchre" });
      expect((await other.get(`/api/dailies/euchre/${date}`)).body.me.boards).toBeNull();
      const visitor = await new Browser("198.51.100.172").get(`/api/dailies/euchre/${date}`);
      expect(visitor.body.me).toBeNull();
      expect(visitor.raw).not.toContain('"distribution"');
    });

    it("a late play gets the day's final field and where it would have ranked; with no field, no percentage", async () => {
      const date = "2026-12-02";
      for (const [n, nets] of [
        ["Early A", [3, ...ZERO.slice(1)]],
        ["Early B", [-1, ...ZERO.slice(1)]],
      ] as const)
        await seedResult(app(), n, "two-hand", date, [...nets]);
      await runScheduledWork();
      const late = new Browser("198.51.100.173");
      const start = await late.post("/api/games", { mode: "daily", game: "two-hand", date });
      expect(start.body.ranked).toBe(false);
      const end = await playToEnd(late, start, "late");
      expect(end.summary).toMatchObject({ ranked: false, rank: null, field: 2 });
      const mine = (await late.get(`/api/dailies/two-hand/${date}`)).body;
      expect(mine.field).toBe(2); // a late play does not join the field
      expect(mine.me).toMatchObject({ ranked: false, rank: null, mpPct: end.summary.mpPct });
      expect(mine.me.wouldRank).toBeGreaterThanOrEqual(1);
      expect(mine.me.wouldRank).toBeLessThanOrEqual(3);
      // its board 1 against the two: counted in as if it had been there
      const board1 = mine.me.boards[0];
      expect(board1.field.reduce((a: number, c: { count: number }) => a + c.count, 0)).toBe(3);
      const net = end.summary.nets[0];
      expect(board1.mpPct).toBe(net > 3 ? 100 : net === 3 ? 75 : net > -1 ? 50 : net === -1 ? 25 : 0);

      // a day nobody played ranked: nothing to compare with, not 50% against nobody
      const empty = "2026-12-01";
      const alone = await playToEnd(late, await late.post("/api/games", { mode: "daily", game: "two-hand", date: empty }), "alone");
      expect(alone.summary).toMatchObject({ ranked: false, mpPct: null, field: 0 });
      const day = (await late.get(`/api/dailies/two-hand/${empty}`)).body;
      expect(day.me).toMatchObject({ mpPct: null, rank: null, wouldRank: null });
      expect(day.me.boards[0].mpPct).toBeNull();
      const month = (await late.get("/api/me/dailies?game=two-hand&month=2026-12")).body;
      expect(month.find((d: { date: string }) => d.date === empty)).toMatchObject({ ranked: false, status: "finished", mpPct: null });
    });

    it("the profile after four ranked dailies today and one late: every one counted, the late one in none", async () => {
      at(`${TODAY}T11:00:00Z`);
      const b = new Browser("198.51.100.174");
      const pcts: Record<string, number> = {};
      for (const game of ["euchre", "two-hand", "bid-six", "double-deck"]) {
        const end = await playToEnd(b, await b.post("/api/games", { mode: "daily", game }), `four-${game}`);
        expect(end.summary.ranked).toBe(true);
        pcts[game] = (await b.get(`/api/dailies/${game}/${TODAY}`)).body.me.mpPct;
      }
      await playToEnd(b, await b.post("/api/games", { mode: "daily", game: "euchre", date: "2026-12-03" }), "four-late");
      const stats = (await b.get("/api/me")).body.stats;
      for (const [game, pct] of Object.entries(pcts)) {
        expect(stats[game], game).toMatchObject({ dailies: 1, provisional: 1, avgPct: pct, best: { pct, date: TODAY }, currentStreak: 1 });
      }
      const all = Object.values(pcts);
      const avg = all.reduce((a, p) => a + p, 0) / all.length;
      expect(stats.all).toMatchObject({ dailies: 4, provisional: 4, currentStreak: 1, longestStreak: 1 });
      expect(stats.all.avgPct).toBeCloseTo(avg, 1);
      expect(stats.all.best.pct).toBe(Math.max(...all));

      // the next day: yesterday's are final, today's euchre makes a streak of two
      at("2026-12-06T09:00:00Z");
      await runScheduledWork();
      await playToEnd(b, await b.post("/api/games", { mode: "daily", game: "euchre" }), "next-day");
      const next = (await b.get("/api/me")).body.stats;
      expect(next.euchre).toMatchObject({ dailies: 2, provisional: 1, currentStreak: 2, longestStreak: 2 });
      expect(next.all).toMatchObject({ dailies: 5, provisional: 1, currentStreak: 2 });
      expect((await b.get("/api/dailies/euchre/2026-12-06")).body.me.streak).toBe(2);
      // a day missed: the streak is over, what was played still counts
      at("2026-12-08T09:00:00Z");
      const later = (await b.get("/api/me")).body.stats;
      expect(later.euchre).toMatchObject({ dailies: 2, currentStreak: 0, longestStreak: 2 });
    });
  });
}
