import { describe, expect, it } from "vitest";
import { createRng, replay, type VariantOptions } from "@/lib/engine";
import { Browser, type ApiResponse } from "../helpers/api";
import { DATABASES, useAppDb } from "../helpers/databases";
import { cardsIn, knownCards } from "../helpers/known-cards";
import { storedLog } from "../helpers/results";
import type { Db } from "@/lib/server/db";

// Standard Euchre's options (docs/rules.md §2.10) through POST /api/games, on every test database.
const ALL: VariantOptions = { joker: true, canadianLoner: true, deck: 32, target: 5 };

/** The stored log replays to the state the answer shows, and the answer holds no card South cannot know. */
async function expectStoredAndSecret(db: Db, res: ApiResponse) {
  const log = (await storedLog(db.sql, res.body.id))!;
  const state = replay(log);
  if (!state.ok) throw new Error("stored log does not replay");
  const known = knownCards(state.value, "S");
  expect(
    cardsIn(res.raw).filter((c) => !known.has(c)),
    "cards South cannot know",
  ).toEqual([]);
  return log;
}

for (const { name, open } of DATABASES) {
  describe(`game options on ${name}`, () => {
    const app = useAppDb(open, "2026-12-05T10:00:00Z");

    it("a full game with every option: accepted, stored in the log, shown in the view, played to its target", async () => {
      const b = new Browser("198.51.100.80");
      const start = await b.post("/api/games", { mode: "game", game: "euchre", seed: "benny", options: ALL });
      expect(start.status, JSON.stringify(start.body)).toBe(201);
      expect(start.body.view.options).toEqual(ALL);
      const log = await expectStoredAndSecret(app(), start);
      expect(log.setup.options).toEqual(ALL);
      const rng = createRng("options");
      let res = start;
      for (let i = 0; res.body.status !== "finished" && i < 500; i++) {
        const g = res.body;
        res = await b.post(`/api/games/${g.id}/actions`, { seq: g.seq, action: g.view.legal[rng.int(g.view.legal.length)] });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        await expectStoredAndSecret(app(), res);
      }
      expect(res.body.view.over).toBe(true);
      expect(Math.max(...res.body.view.scores)).toBeGreaterThanOrEqual(5);
      expect(Math.max(...res.body.view.scores)).toBeLessThan(10); // five won it, ten would not have ended it sooner
    });

    it("a deal code with the same options deals the same game to a friend; other options deal another", async () => {
      const me = await new Browser("198.51.100.81").post("/api/games", { mode: "game", game: "euchre", seed: "shared", options: ALL });
      const friend = await new Browser("198.51.100.82").post("/api/games", { mode: "game", game: "euchre", seed: "shared", options: ALL });
      expect(friend.body.view.deal.hand).toEqual(me.body.view.deal.hand);
      expect(friend.body.view.deal.upcard).toEqual(me.body.view.deal.upcard);
      expect(friend.body.view.options).toEqual(ALL);
      const plain = await new Browser("198.51.100.83").post("/api/games", { mode: "game", game: "euchre", seed: "shared" });
      expect(plain.body.view.options).toEqual({});
      expect(plain.body.view.deal.hand).not.toEqual(me.body.view.deal.hand);
    });

    it.each([
      ["a daily", { mode: "daily", game: "euchre", options: { joker: true } }, /daily/],
      ["a daily, even with no option set", { mode: "daily", game: "euchre", options: {} }, /daily/],
      ["a deck of 28", { mode: "game", game: "euchre", options: { deck: 28 } }, /deck/],
      ["a target of 9", { mode: "game", game: "euchre", options: { target: 9 } }, /target/],
      ["a joker that is not a yes or no", { mode: "game", game: "euchre", options: { joker: "yes" } }, /joker/],
      ["an option nobody has", { mode: "game", game: "euchre", options: { jokers: true } }, /jokers/],
      ["the joker in two-handed Euchre", { mode: "game", game: "two-hand", options: { joker: true } }, /two-hand has no option joker/],
      ["stick-the-dealer in standard Euchre", { mode: "game", game: "euchre", options: { stickTheDealer: true } }, /stickTheDealer/],
      ["options that are not an object", { mode: "game", game: "euchre", options: [1] }, /object/],
    ])("refuses %s: 422 bad_options with a reason, and makes no player", async (_, body, reason) => {
      const b = new Browser("198.51.100.84");
      const players = await app().prisma.player.count();
      const res = await b.post("/api/games", body);
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe("bad_options");
      expect(res.body.error.message).toMatch(reason);
      expect(await app().prisma.player.count()).toBe(players);
      expect(b.cookie).toBeFalsy();
    });
  });
}
