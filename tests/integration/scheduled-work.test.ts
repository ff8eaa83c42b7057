import { describe, expect, it, vi } from "vitest";
import { createDb } from "@/lib/server/db";
import { runScheduledWork } from "@/lib/server/scheduled-work";
import { Browser } from "../helpers/api";
import { DATABASES, storedRows, useAppDb, waitingOnLocks, withClient } from "../helpers/databases";
import { finishedDaily, seedResult } from "../helpers/results";

// Reads only read: closing days and refreshing standings is the scheduled work's, never a GET's.

for (const { name, open } of DATABASES) {
  describe(`reads on ${name}`, () => {
    const app = useAppDb(open, "2026-12-10T09:00:00Z");

    it("the profile, a day, its leaderboard and the all-time boards write nothing, though work is due", async () => {
      const b = new Browser("198.51.100.150");
      const me = await b.join(); // a guest, made before the snapshot
      for (const date of ["2026-12-09", "2026-12-10"]) {
        await finishedDaily(app(), me.id, "euchre", date, [1, 0, 0, 0, 0, 0, 0, 0]);
        await seedResult(app(), `Other ${date}`, "euchre", date, [-1, 0, 0, 0, 0, 0, 0, 0]);
      }
      // Yesterday has closed but is not final; today's standings are behind its results, as when a
      // finisher's refresh found another running (a small field is refreshed whenever it is
      // behind, however recently it was).
      await app().prisma.dailyState.update({
        where: { variant_date: { variant: "euchre", date: "2026-12-10" } },
        data: { refreshedResults: 0, refreshedAt: new Date(), refreshMs: 60_000 },
      });
      const before = await storedRows(app());
      const days = ["2026-12-09", "2026-12-10"].flatMap((date): [string, number][] => [
        [`/api/dailies/euchre/${date}`, 200],
        [`/api/dailies/euchre/${date}/leaderboard`, 200],
        [`/api/dailies/euchre/${date}/leaderboard?around=me`, 200],
      ]);
      for (const [url, status] of [
        ["/api/me", 200],
        ["/api/me/dailies?game=euchre&month=2026-12", 200],
        ...days,
        ["/api/leaderboards/euchre", 200],
        ["/api/leaderboards/overall", 200],
        ["/api/leaderboards/overall?around=me", 404], // fewer than 3 closed dailies
      ] as [string, number][]) {
        expect((await b.get(url)).status, url).toBe(status);
      }
      expect(await storedRows(app())).toEqual(before);
      // what a read used to do is still there to do: the next round does it
      expect(await runScheduledWork()).toEqual({ finalized: ["euchre 2026-12-09"], refreshed: ["euchre 2026-12-10"] });
      expect(await storedRows(app())).not.toEqual(before);
    });
  });

  describe(`the end of a day on ${name}`, () => {
    const app = useAppDb(open, "2026-12-10T23:59:58Z");

    it("is final once a round runs a minute past midnight, exactly once", async () => {
      const date = "2026-12-10";
      const b = new Browser("198.51.100.151");
      const me = await b.join();
      await finishedDaily(app(), me.id, "bid-six", date, [2, 0, 0, 0, 0, 0]);
      await seedResult(app(), "Rival", "bid-six", date, [0, 0, 0, 0, 0, 0]);
      const pct = 58.33; // (1 + 5 × ½) / 6
      const board = async () => (await b.get(`/api/dailies/bid-six/${date}/leaderboard`)).body;
      const stats = async () => (await b.get("/api/me")).body.stats;
      // open: its provisional standings are refreshed, and then there is nothing to do
      expect(await runScheduledWork()).toEqual({ finalized: [], refreshed: [`bid-six ${date}`] });
      expect(await runScheduledWork()).toEqual({ finalized: [], refreshed: [] });

      // closed, but a move begun before midnight may still be committing: not final yet
      vi.setSystemTime(new Date("2026-12-11T00:00:59Z"));
      expect(await runScheduledWork()).toEqual({ finalized: [], refreshed: [] });
      expect(await board()).toMatchObject({ provisional: true, field: 2 });
      // the profile counts the result already, as provisional until the day is final
      expect((await stats())["bid-six"]).toMatchObject({ dailies: 1, provisional: 1, avgPct: pct });
      // a minute after midnight, the first round makes it final
      vi.setSystemTime(new Date("2026-12-11T00:01:00Z"));
      expect(await runScheduledWork()).toEqual({ finalized: [`bid-six ${date}`], refreshed: [] });
      const final = await board();
      expect(final).toMatchObject({ provisional: false, field: 2 });
      expect(final.rows[0]).toMatchObject({ me: true, rank: 1, mpPct: pct });
      for (const variant of ["bid-six", "all"]) {
        expect((await stats())[variant], variant).toMatchObject({ dailies: 1, provisional: 0, avgPct: pct, best: { pct, date } });
      }

      // a second round finds nothing to do and changes nothing
      const after = await storedRows(app());
      expect(await runScheduledWork()).toEqual({ finalized: [], refreshed: [] });
      expect(await storedRows(app())).toEqual(after);
    });
  });
}

for (const { open } of DATABASES.filter((d) => d.name === "postgres")) {
  describe("two runners at once (postgres)", () => {
    it("do the work once: the one that finds the other running skips its turn", async () => {
      const first = await open();
      const second = await createDb({ databaseUrl: first.url, dataDir: "" }); // another server on the same database
      const date = "2026-12-10";
      const now = new Date("2026-12-11T00:01:02Z");
      try {
        await seedResult(first, "X", "euchre", date, [1, 0, 0, 0, 0, 0, 0, 0]);
        await seedResult(first, "Y", "euchre", date, [0, 0, 0, 0, 0, 0, 0, 0]);
        await withClient(first.url!, async (c) => {
          // holding the day's row keeps the first runner in the middle of its round
          await c.query("BEGIN");
          await c.query(`SELECT 1 FROM "DailyState" WHERE variant = 'euchre' AND date = $1 FOR UPDATE`, [date]);
          const round = runScheduledWork(now, first);
          await expect.poll(() => waitingOnLocks(first.url!), { timeout: 30_000 }).toBe(1);
          expect(await runScheduledWork(now, second)).toBeNull();
          await c.query("COMMIT");
          expect(await round).toEqual({ finalized: [`euchre ${date}`], refreshed: [] });
        });
        // its next turn finds the work done
        expect(await runScheduledWork(now, second)).toEqual({ finalized: [], refreshed: [] });
        const stats = await first.prisma.playerStats.findMany({ where: { variant: "euchre" }, select: { dailies: true } });
        expect(stats).toEqual([{ dailies: 1 }, { dailies: 1 }]);
      } finally {
        await second.close();
        await first.close();
      }
    });
  });
}
