import { describe, expect, it } from "vitest";
import { replay } from "@/lib/engine";
import type { GameMeta } from "@/lib/server/game-log";
import { toDto } from "@/lib/server/games";
import { Browser } from "../helpers/api";
import { DATABASES, useAppDb } from "../helpers/databases";
import { storedLog } from "../helpers/results";

// Matchpoint percentages are stored and ranked at full precision, but every answer carries them
// rounded to 2 decimals, without the float noise of their sums.
const TODAY = "2026-12-05";
const NOISY = 59.375000000000014; // as 100 * (sum of board matchpoints) / boards can come out
const NOISY_AVG = 30.000000000000004;

for (const { name, open } of DATABASES) {
  describe(`percentages in answers on ${name}`, () => {
    const app = useAppDb(open, `${TODAY}T10:00:00Z`);

    it("results, leaderboards, my dailies and my stats answer with 2 decimals; the stored values keep theirs", async () => {
      const b = new Browser("198.51.100.140");
      const me = await b.join();
      const date = "2026-12-03"; // closed: nothing refreshes its standings
      const game = await app().prisma.game.create({
        data: { playerId: me.id, variant: "euchre", mode: "daily", date, ranked: true, status: "finished", log: { v: 1 } as object },
      });
      await app().prisma.result.create({
        data: {
          gameId: game.id,
          playerId: me.id,
          variant: "euchre",
          date,
          boardNets: [1, 0, 0, 0, 0, 0, 0, 0],
          totalNet: 1,
          finishedAt: new Date(),
          mpPct: NOISY,
          rank: 1,
        },
      });
      for (const variant of ["euchre", "all"]) {
        await app().prisma.playerStats.create({
          data: { playerId: me.id, variant, dailies: 3, mpSum: 3 * NOISY_AVG, avgPct: NOISY_AVG, bestPct: NOISY, bestDate: date },
        });
      }

      const board = await b.get(`/api/dailies/euchre/${date}/leaderboard`);
      expect(board.body.rows).toEqual([expect.objectContaining({ me: true, mpPct: 59.38 })]);
      expect((await b.get(`/api/dailies/euchre/${date}`)).body.me).toMatchObject({ mpPct: 59.38 });
      expect((await b.get("/api/me/dailies?game=euchre&month=2026-12")).body).toEqual([expect.objectContaining({ date, mpPct: 59.38 })]);
      for (const url of ["/api/leaderboards/euchre", "/api/leaderboards/overall", "/api/leaderboards/overall?around=me"]) {
        const row = (await b.get(url)).body.rows.find((r: { me: boolean }) => r.me);
        expect(row, url).toMatchObject({ avgPct: 30, best: { pct: 59.38, date } });
      }
      const stats = (await b.get("/api/me")).body.stats;
      // one's profile averages one's results (here the one), the all-time boards their stored sums
      for (const variant of ["euchre", "all"]) expect(stats[variant]).toMatchObject({ avgPct: 59.38, best: { pct: 59.38, date } });

      const stored = await app().prisma.result.findUniqueOrThrow({ where: { gameId: game.id } });
      expect(stored.mpPct).toBe(NOISY);
      const kept = await app().prisma.playerStats.findUniqueOrThrow({ where: { playerId_variant: { playerId: me.id, variant: "all" } } });
      expect([kept.avgPct, kept.bestPct]).toEqual([NOISY_AVG, NOISY]);
    });

    it("a finished daily's summary answers with 2 decimals", async () => {
      const b = new Browser("198.51.100.141");
      const started = (await b.post("/api/games", { mode: "daily", game: "euchre" })).body;
      const row = await app().prisma.game.findUniqueOrThrow({ where: { id: started.id } });
      const state = replay((await storedLog(app().sql, started.id))!);
      if (!state.ok) throw new Error("stored log does not replay");
      const summary = { nets: [1], total: 1, mpPct: NOISY, rank: 1, field: 2, ranked: true };
      const dto = toDto(row as GameMeta, state.value, summary);
      expect(dto.summary).toEqual({ ...summary, mpPct: 59.38 });
      expect(summary.mpPct).toBe(NOISY);
    });
  });
}
