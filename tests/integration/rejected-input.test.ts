import { describe, expect, it } from "vitest";
import { Browser } from "../helpers/api";
import { DATABASES, useAppDb } from "../helpers/databases";

// Bad input gets a 4xx with a stable code and a sentence, never a 500, and changes nothing.
const TODAY = "2026-12-05";

for (const { name, open } of DATABASES) {
  describe(`rejected input on ${name}`, () => {
    const app = useAppDb(open, `${TODAY}T10:00:00Z`);

    it.each(["2026-11-31", "2026-11-99", "2026-12-00", "2026-02-29", "2026-13-01"])(
      "a daily for %s, which is no calendar date, → 422 invalid, and no game",
      async (date) => {
        const b = new Browser("198.51.100.120");
        await b.join(); // a player already, so only the game could be new
        const games = await app().prisma.game.count();
        const res = await b.post("/api/games", { mode: "daily", game: "euchre", date });
        expect(res.status).toBe(422);
        expect(res.body.error).toEqual({ code: "invalid", message: "date: must be a real calendar date like 2026-12-01" });
        expect(await app().prisma.game.count()).toBe(games);
        expect((await b.get("/api/me/dailies?game=euchre&month=2026-11")).body).toEqual([]);
      },
    );

    it("a real past date still starts that daily", async () => {
      const res = await new Browser("198.51.100.121").post("/api/games", { mode: "daily", game: "euchre", date: "2026-11-30" });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ date: "2026-11-30", number: 1 });
    });

    it.each(["2026-00", "2026-13", "2026-1", "2026-11-31"])("my dailies of month=%s → 422 invalid", async (month) => {
      const res = await new Browser("198.51.100.122").get(`/api/me/dailies?game=euchre&month=${month}`);
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({ code: "invalid", message: expect.stringMatching(/^month: /) });
    });

    it.each([
      "/api/leaderboards/overall?cursor=99999999999999999999",
      "/api/leaderboards/euchre?cursor=9223372036854775808",
      "/api/leaderboards/overall?cursor=1000000000",
      "/api/leaderboards/overall?cursor=-1",
      "/api/leaderboards/overall?cursor=1e3",
      "/api/leaderboards/overall?cursor=",
      "/api/leaderboards/overall?limit=99999999999999999999",
      "/api/leaderboards/overall?limit=1.5",
      `/api/dailies/euchre/${TODAY}/leaderboard?cursor=99999999999999999999_00000000-0000-4000-8000-000000000000`,
      `/api/dailies/euchre/${TODAY}/leaderboard?cursor=2147483648_00000000-0000-4000-8000-000000000000`,
      `/api/dailies/euchre/${TODAY}/leaderboard?cursor=1_00000000-0000-4000-8000-000000000000_1`,
      `/api/dailies/euchre/${TODAY}/leaderboard?limit=99999999999999999999`,
    ])("GET %s → 422 invalid naming the parameter", async (url) => {
      const res = await new Browser("198.51.100.123").get(url);
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({ code: "invalid", message: expect.stringMatching(/^(cursor|limit): /) });
    });

    it("the deepest cursors the schema lets through are answered with an empty last page", async () => {
      const b = new Browser("198.51.100.124");
      const overall = await b.get("/api/leaderboards/overall?cursor=999999999");
      expect(overall.status).toBe(200);
      expect(overall.body).toMatchObject({ rows: [], nextCursor: null });
      const daily = await b.get(`/api/dailies/euchre/${TODAY}/leaderboard?cursor=999999999_00000000-0000-4000-8000-000000000000`);
      expect(daily.status).toBe(200);
      expect(daily.body).toMatchObject({ rows: [], nextCursor: null });
    });

    it("an action's seq beyond any game's version → 422, and the game is unchanged", async () => {
      const b = new Browser("198.51.100.125");
      const g = (await b.post("/api/games", { mode: "daily", game: "euchre" })).body;
      const res = await b.post(`/api/games/${g.id}/actions`, { seq: 2 ** 31, action: g.view.legal[0] });
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({ code: "invalid", message: expect.stringMatching(/^seq: /) });
      expect((await b.get(`/api/games/${g.id}`)).body.seq).toBe(g.seq);
    });

    it.each([
      ["PATCH", "/api/me", { name: "ab" }, 422],
      ["PATCH", "/api/me", { name: "fuckface" }, 422],
      ["PATCH", "/api/me", { name: "f u c k" }, 422],
      ["PATCH", "/api/me", { name: "---" }, 422],
      ["PATCH", "/api/me", { name: "\u3164\u3164\u3164" }, 422],
      ["PATCH", "/api/me", { name: "\u0410lice" }, 422], // a Cyrillic А
      ["PATCH", "/api/me", { name: "Hitler" }, 422],
      ["PATCH", "/api/me", { name: "x".repeat(201) }, 422],
      ["PATCH", "/api/me", "{", 400],
      ["POST", "/api/games", { mode: "daily", game: "euchre", date: "2026-12-06" }, 404],
      ["POST", "/api/games", { mode: "daily", game: "euchre", date: "2026-11-01" }, 404],
      ["POST", "/api/games", { mode: "daily", game: "euchre", date: "2026-11-31" }, 422],
      ["POST", "/api/games", { mode: "daily", game: "chess" }, 422],
      ["POST", "/api/games", { mode: "game", game: "euchre", seed: "bad seed!" }, 422],
    ] as const)("a new visitor's refused %s %s %j → %i, with no guest made and no cookie set", async (method, url, body, status) => {
      const players = await app().prisma.player.count();
      const visitor = new Browser("198.51.100.126");
      const res = await visitor.call(method, url, body);
      expect(res.status).toBe(status);
      expect(res.body.error.message).toMatch(/\S/);
      expect(res.headers.get("set-cookie")).toBeNull();
      expect(visitor.cookie).toBeNull();
      expect(await app().prisma.player.count()).toBe(players);
    });

    it.each([
      ["DELETE", "/api/games", "POST, OPTIONS"],
      ["GET", "/api/games/some-id/actions", "POST, OPTIONS"],
      ["PUT", "/api/me", "GET, PATCH, HEAD, OPTIONS"],
      ["POST", `/api/dailies/euchre/${TODAY}`, "GET, HEAD, OPTIONS"],
      ["PATCH", "/api/leaderboards/overall", "GET, HEAD, OPTIONS"],
    ])("%s %s, a method the endpoint does not serve → 405 method_not_allowed, Allow: %s, no guest made", async (method, url, allow) => {
      const players = await app().prisma.player.count();
      const visitor = new Browser("198.51.100.128");
      const res = await visitor.call(method, url, method === "GET" ? undefined : { name: "Someone" });
      expect(res.status).toBe(405);
      expect(res.body.error).toEqual({ code: "method_not_allowed", message: expect.stringContaining(`not ${method}.`) });
      expect(res.headers.get("allow")).toBe(allow);
      expect(visitor.cookie).toBeNull();
      expect(await app().prisma.player.count()).toBe(players);
    });

    it("a player's DELETE of their own game → 405, and the game is still there", async () => {
      const b = new Browser("198.51.100.129");
      const g = (await b.post("/api/games", { mode: "daily", game: "euchre" })).body;
      expect((await b.call("DELETE", `/api/games/${g.id}`)).status).toBe(405);
      const after = await b.get(`/api/games/${g.id}`);
      expect(after.status).toBe(200);
      expect(after.body.seq).toBe(g.seq);
    });

    it("OPTIONS names the methods an endpoint serves", async () => {
      const res = await new Browser("198.51.100.130").call("OPTIONS", "/api/me");
      expect(res.status).toBe(204);
      expect(res.headers.get("allow")).toBe("GET, PATCH, HEAD, OPTIONS");
    });

    it("a new visitor's accepted rename makes the guest, with the name asked for", async () => {
      const players = await app().prisma.player.count();
      const visitor = new Browser("198.51.100.127");
      const res = await visitor.patch("/api/me", { name: "Søren Ærø" });
      expect(res.status).toBe(200);
      expect(res.body.name).toBe("Søren Ærø");
      expect(visitor.cookie).toMatch(/session-token=/);
      expect(await app().prisma.player.count()).toBe(players + 1);
    });
  });
}
