import { beforeAll, describe, expect, it, vi } from "vitest";
import { nameKey, skeleton } from "@/lib/server/name-key";
import { GUEST_WORDS } from "@/lib/server/names";
import { createPlayer, renamePlayer } from "@/lib/server/player-names";
import { Browser } from "../helpers/api";
import { DATABASES, useAppDb } from "../helpers/databases";

// No two players' names look alike (lib/server/name-key.ts), and a player renames at most 5 times
// an hour.
const NOW = "2026-12-05T10:00:00Z";

for (const { name, open } of DATABASES) {
  describe(`players' names on ${name}`, () => {
    const app = useAppDb(open, NOW);
    beforeAll(() => createPlayer("Coco Happy"));
    const stored = async (id: string) =>
      app().prisma.player.findUniqueOrThrow({ where: { id }, select: { name: true, nameSkeleton: true, nameKey: true } });

    it("guests get their names' keys", async () => {
      const guest = await new Browser("198.51.100.200").join();
      expect(await stored(guest.id)).toEqual({ name: guest.name, nameSkeleton: skeleton(guest.name), nameKey: nameKey(guest.name) });
    });

    it.each([
      ["a German page", { referer: "http://localhost/de/daily/euchre" }, "de"],
      ["a Dutch page", { referer: "http://localhost/nl" }, "nl"],
      ["an English page (no prefix)", { referer: "http://localhost/daily/euchre", cookie: null }, "en"],
      ["no page, but Swedish chosen last", { referer: null, cookie: "NEXT_LOCALE=sv" }, "sv"],
    ] as const)("a guest made from %s gets a name in that language", async (_, headers, locale) => {
      const b = new Browser("198.51.100.204");
      const res = await b.call("POST", "/api/games", { mode: "game", game: "euchre" }, headers);
      expect(res.status).toBe(201);
      const { name: made } = (await b.get("/api/me")).body;
      const [first, second] = GUEST_WORDS[locale];
      expect(made).toMatch(new RegExp(`^(${first.join("|")}) (${second.join("|")}) \\d{2}$`, "u"));
    });

    it.each(["Coco Happy", "coco happy", "COCO HAPPY", "C0c0 Happy", "Сосо Нарру", "  Coco   Happy "])(
      "renaming to %j, which looks like another player's Coco Happy → 422 name_taken, and nothing changes",
      async (lookalike) => {
        const bob = new Browser("198.51.100.202");
        const before = await bob.join();
        const res = await bob.patch("/api/me", { name: lookalike });
        expect(res.status).toBe(422);
        expect(res.body.error).toEqual({ code: "invalid", reason: "name_taken", message: expect.stringMatching(/^[A-Z].*\.$/) });
        expect(await stored(before.id)).toMatchObject({ name: before.name, nameKey: nameKey(before.name) });
      },
    );

    it("a new visitor's rename to another player's name → 422 name_taken, with no guest made and no cookie set", async () => {
      const players = await app().prisma.player.count();
      const visitor = new Browser("198.51.100.203");
      const res = await visitor.patch("/api/me", { name: "coco happy" });
      expect(res.status).toBe(422);
      expect(visitor.cookie).toBeNull();
      expect(await app().prisma.player.count()).toBe(players);
    });

    it("a player may rename to a look-alike of their own name", async () => {
      const b = new Browser("198.51.100.204");
      expect((await b.patch("/api/me", { name: "Own Name" })).status).toBe(200);
      const res = await b.patch("/api/me", { name: "OWN NAME" });
      expect(res.status).toBe(200);
      expect(await stored(res.body.id)).toEqual({ name: "OWN NAME", nameSkeleton: skeleton("OWN NAME"), nameKey: nameKey("OWN NAME") });
    });

    it("a rename that loses the race for a name (the unique index refuses it) → name_taken", async () => {
      const winner = await createPlayer("Race Winner");
      const loser = await createPlayer();
      await expect(renamePlayer(loser.id, "RACE WINNER")).rejects.toMatchObject({ code: "invalid", extra: { reason: "name_taken" } });
      expect((await stored(loser.id)).name).toBe(loser.name);
      expect((await stored(winner.id)).name).toBe("Race Winner");
    });

    it.each([
      ["Twin Peaks", "twin peaks"],
      ["BOB Racer", "ВОВ Racer"],
      ["Sly Fox", "Sly F0x"],
    ])("two players renaming at once to %j and %j: one gets it, the other 422 name_taken", async (first, second) => {
      const [a, b] = [new Browser("198.51.100.205"), new Browser("198.51.100.206")];
      const [ida, idb] = [(await a.join()).id, (await b.join()).id];
      const answers = await Promise.all([a.patch("/api/me", { name: first }), b.patch("/api/me", { name: second })]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
      expect(answers.find((r) => r.status === 422)!.body.error.reason).toBe("name_taken");
      const names = [(await stored(ida)).name, (await stored(idb)).name];
      expect(names.filter((n) => n === first || n === second)).toHaveLength(1);
    });

    it("the 6th rename in an hour → 429 rate_limited with Retry-After, and nothing changes; refused and unchanged names do not count", async () => {
      const b = new Browser("198.51.100.207");
      for (const n of ["Renamer One", "Renamer Two", "Renamer Three", "Renamer Four"])
        expect((await b.patch("/api/me", { name: n })).status).toBe(200);
      expect((await b.patch("/api/me", { name: "Renamer Four" })).status).toBe(200); // the name it has
      expect((await b.patch("/api/me", { name: "Hitler" })).status).toBe(422);
      expect((await b.patch("/api/me", { name: "Coco Happy" })).status).toBe(422);
      expect((await b.patch("/api/me", { name: "Renamer Five" })).status).toBe(200);

      const sixth = await b.patch("/api/me", { name: "Renamer Six" });
      expect(sixth.status).toBe(429);
      expect(sixth.body.error.code).toBe("rate_limited");
      expect(sixth.headers.get("retry-after")).toBe("3600"); // the clock stands at 10:00: the hour's window ends at 11:00
      expect((await b.get("/api/me")).body.name).toBe("Renamer Five");
      expect(await app().prisma.player.count({ where: { name: "Renamer Six" } })).toBe(0);

      // the limit is the player's: another player at the same address renames
      expect((await new Browser("198.51.100.207").patch("/api/me", { name: "Someone Else" })).status).toBe(200);
      vi.setSystemTime(new Date(Date.parse(NOW) + 3_600_000));
      try {
        expect((await b.patch("/api/me", { name: "Renamer Six" })).status).toBe(200);
      } finally {
        vi.setSystemTime(new Date(NOW));
      }
    });
  });
}
