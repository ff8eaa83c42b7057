import { describe, expect, it } from "vitest";
import { Prisma } from "@/lib/generated/prisma/client";
import { Browser } from "../helpers/api";
import { DATABASES, useAppDb, type TestDb } from "../helpers/databases";

// Requests the API refuses before any work (where from, what body, what query), and reads that
// must never make anything: each leaves the database as it was and sets no cookie.
const TODAY = "2026-12-05";
const UNKNOWN_GAME = "00000000-0000-4000-8000-000000000000";

/** Every row a request could have written (players, games, moves, results), in a fixed order. */
const snapshot = async (db: TestDb) =>
  JSON.stringify(
    await Promise.all(
      ['"Player"', '"Game"', '"GameMove"', '"Result"', '"PlayerStats"'].map((t) =>
        db.sql(Prisma.sql`SELECT * FROM ${Prisma.raw(t)} ORDER BY 1, 2`),
      ),
    ),
  );

for (const { name, open } of DATABASES) {
  describe(`requests refused before any work, on ${name}`, () => {
    const app = useAppDb(open, `${TODAY}T10:00:00Z`);

    const player = async () => {
      const b = new Browser("198.51.100.150");
      await b.join();
      const game = (await b.post("/api/games", { mode: "daily", game: "euchre" })).body;
      return { b, game };
    };

    it.each([
      ["from another site", { origin: "https://evil.example" }, 403, "forbidden_origin"],
      ["from a sibling subdomain", { origin: "http://games.localhost:3000" }, 403, "forbidden_origin"],
      ["with neither Origin nor Sec-Fetch-Site", { origin: null }, 403, "forbidden_origin"],
      ["with a text/plain body", { "content-type": "text/plain" }, 415, "unsupported_media_type"],
      ["with a form body", { "content-type": "application/x-www-form-urlencoded" }, 415, "unsupported_media_type"],
      ["with a declared body of 50 MB", { "content-length": "50000000" }, 413, "payload_too_large"],
    ] as const)("a change %s → %i %s, and nothing changes", async (_, headers, status, code) => {
      const { b, game } = await player();
      const before = await snapshot(app());
      const requests = [
        () => b.call("POST", "/api/games", { mode: "game", game: "euchre" }, headers),
        () => b.call("POST", `/api/games/${game.id}/actions`, { seq: game.seq, action: game.view.legal[0] }, headers),
        () => b.call("PATCH", "/api/me", { name: "Renamed Player" }, headers),
        // a visitor with no session: no guest either
        () => new Browser("198.51.100.151").call("POST", "/api/games", { mode: "daily", game: "euchre" }, headers),
      ];
      for (const send of requests) {
        const res = await send();
        expect(res.status).toBe(status);
        expect(res.body.error.code).toBe(code);
        expect(res.headers.get("set-cookie")).toBeNull();
      }
      expect(await snapshot(app())).toBe(before);
      expect((await b.get(`/api/games/${game.id}`)).body.seq).toBe(game.seq);
    });

    it("a body over 64 kB is refused whole, however it is sent; up to 64 kB it is read", async () => {
      const { b, game } = await player();
      const before = await snapshot(app());
      const padded = (size: number) => {
        const json = JSON.stringify({ seq: game.seq, action: game.view.legal[0] });
        return json + " ".repeat(size - json.length);
      };
      const big = await b.call("POST", `/api/games/${game.id}/actions`, padded(64 * 1024 + 1));
      expect([big.status, big.body.error.code, big.headers.get("connection")]).toEqual([413, "payload_too_large", "close"]);
      expect(await snapshot(app())).toBe(before);
      expect((await b.call("POST", `/api/games/${game.id}/actions`, padded(64 * 1024))).status).toBe(200);
    });

    it.each([
      ["/api/me?x=1", "x"],
      [`/api/games/${UNKNOWN_GAME}?x=1`, "x"],
      [`/api/dailies/euchre/${TODAY}?x=1`, "x"],
      [`/api/dailies/euchre/${TODAY}/leaderboard?limit=5&limit=6`, "limit"],
      [`/api/dailies/euchre/${TODAY}/leaderboard?sort=name`, "sort"],
      ["/api/leaderboards/euchre?around=me&around=me", "around"],
      ["/api/me/dailies?game=euchre&month=2026-12&game=two-hand", "game"],
    ])("GET %s: an unknown or repeated query parameter → 422 invalid, naming %s", async (url, param) => {
      const res = await new Browser("198.51.100.152").get(url);
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({ code: "invalid", message: expect.stringContaining(param) });
    });
  });

  describe(`reads make nothing, on ${name}`, () => {
    const app = useAppDb(open, `${TODAY}T10:00:00Z`);

    it.each([
      "/api/me",
      "/api/me/dailies?game=euchre&month=2026-12",
      `/api/dailies/euchre/${TODAY}`,
      `/api/dailies/euchre/${TODAY}/leaderboard`,
      "/api/leaderboards/euchre",
      "/api/leaderboards/overall",
      `/api/games/${UNKNOWN_GAME}`,
      `/api/games/${UNKNOWN_GAME}/replay`,
    ])("GET %s without a session: no player, no cookie", async (url) => {
      const before = await snapshot(app());
      for (let i = 0; i < 25; i++) {
        const res = await new Browser("198.51.100.153").get(url); // more than the guest limit (20 an hour)
        expect(res.status).toBeLessThan(500);
        expect(res.headers.get("set-cookie")).toBeNull();
      }
      expect(await snapshot(app())).toBe(before);
    });

    it("GET /api/me without a session answers a profile with no player", async () => {
      const res = await new Browser("198.51.100.154").get("/api/me");
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id: null, name: null, providers: [], signIn: [], stats: {} });
    });

    it("reading the profile many times leaves the address its guests: the next game still makes one", async () => {
      for (let i = 0; i < 25; i++) await new Browser("198.51.100.155").get("/api/me");
      const res = await new Browser("198.51.100.155").post("/api/games", { mode: "daily", game: "euchre" });
      expect(res.status).toBe(201);
      expect(res.headers.get("set-cookie")).not.toBeNull();
    });
  });
}
