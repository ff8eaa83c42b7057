import { describe, expect, it } from "vitest";
import { Browser, playToEnd } from "../helpers/api";
import { DATABASES, useAppDb } from "../helpers/databases";

// GET /api/me/dailies: the archive calendar's month of one's own attempts in one request.
const TODAY = "2026-12-05";

for (const { name, open } of DATABASES) {
  describe(`my dailies on ${name}`, () => {
    const app = useAppDb(open, `${TODAY}T10:00:00Z`);

    it("lists the caller's attempts of one game in one month, with result and rank, and nobody else's", async () => {
      const me = new Browser("198.51.100.90");
      const today = await playToEnd(me, await me.post("/api/games", { mode: "daily", game: "euchre" }), "mine");
      const started = await me.post("/api/games", { mode: "daily", game: "euchre", date: "2026-12-02" });
      await me.post("/api/games", { mode: "daily", game: "euchre", date: "2026-11-30" }); // another month
      await me.post("/api/games", { mode: "daily", game: "bid-six", date: "2026-12-03" }); // another game
      const other = new Browser("198.51.100.91");
      await other.post("/api/games", { mode: "daily", game: "euchre", date: "2026-12-04" });

      const res = await me.get("/api/me/dailies?game=euchre&month=2026-12");
      expect(res.status).toBe(200);
      expect(res.body).toEqual([
        { date: "2026-12-02", gameId: started.body.id, status: "active", ranked: false, mpPct: null, rank: null },
        // the first to finish: no percentage against nobody
        { date: TODAY, gameId: today.id, status: "finished", ranked: true, mpPct: null, rank: 1 },
      ]);
      const november = await me.get("/api/me/dailies?game=euchre&month=2026-11");
      expect(november.body.map((d: { date: string }) => d.date)).toEqual(["2026-11-30"]);
      const theirs = await other.get("/api/me/dailies?game=euchre&month=2026-12");
      expect(theirs.body.map((d: { date: string }) => d.date)).toEqual(["2026-12-04"]);
    });

    it("answers a visitor without a session with an empty list and makes no guest", async () => {
      const players = await app().prisma.player.count();
      const visitor = new Browser("198.51.100.92");
      const res = await visitor.get("/api/me/dailies?game=euchre&month=2026-12");
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
      expect(visitor.cookie).toBeNull();
      expect(await app().prisma.player.count()).toBe(players);
    });

    it.each([
      ["an unknown game", "game=chess&month=2026-12", "game"],
      ["a month that does not exist", "game=euchre&month=2026-13", "month"],
      ["a date instead of a month", "game=euchre&month=2026-12-01", "month"],
      ["no month", "game=euchre", "month"],
      ["an unknown parameter", "game=euchre&month=2026-12&player=someone", "player"],
    ])("rejects %s with 422", async (_, query, field) => {
      const res = await new Browser("198.51.100.93").get(`/api/me/dailies?${query}`);
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({ code: "invalid", message: expect.stringContaining(field) });
    });
  });
}
