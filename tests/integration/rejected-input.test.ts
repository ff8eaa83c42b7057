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
        await b.get("/api/me"); // a player already, so only the game could be new
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
  });
}
