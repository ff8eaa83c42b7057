import { describe, expect, it, vi } from "vitest";
import { BOARDS_PER_DAILY } from "@/lib/daily/boards";
import { apply, createRng, makeLog, replay, type Action, type MatchLog } from "@/lib/engine";
import { GAME_IDS } from "@/lib/games";
import type { Db } from "@/lib/server/db";
import { runBots } from "@/lib/server/bot-turns";
import { Browser, type ApiResponse } from "../helpers/api";
import { DATABASES, useAppDb } from "../helpers/databases";
import { cardsIn, knownCards } from "../helpers/known-cards";
import { storedLog } from "../helpers/results";

// The daily service end to end through its HTTP handlers, on every test database.
const TODAY = "2026-12-05";
const NOW = `${TODAY}T10:00:00Z`;

/** Plays the person's turns with seeded random choices among the offered actions until `stop`. */
async function play(b: Browser, db: Db, start: ApiResponse, seed: string, stop = (r: ApiResponse) => r.body.status === "finished") {
  const rng = createRng(seed);
  let res = start;
  for (let i = 0; !stop(res) && i < 2000; i++) {
    const g = res.body;
    const legal: Action[] = g.view.legal;
    expect(legal.length, "the person has something to do until the match ends").toBeGreaterThan(0);
    res = await b.post(`/api/games/${g.id}/actions`, { seq: g.seq, action: legal[rng.int(legal.length)] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await expectNoSecrets(db, res);
  }
  return res;
}

/** No response carries a card South cannot know, nor any seed. */
async function expectNoSecrets(db: Db, res: ApiResponse) {
  const id = res.body.id;
  const log = (await storedLog(db.sql, id))!;
  const state = replay(log);
  if (!state.ok) throw new Error("stored log does not replay");
  const known = knownCards(state.value, "S");
  const leaked = cardsIn(res.raw).filter((c) => !known.has(c));
  expect(leaked, "cards South cannot know").toEqual([]);
  const seeds = log.setup.mode === "boards" ? log.setup.boards.map((b) => b.seed.split(":")[0]!) : [log.setup.seed];
  for (const s of seeds) expect(res.raw).not.toContain(s);
}

for (const { name, open } of DATABASES) {
  describe(`daily service on ${name}`, () => {
    const app = useAppDb(open, NOW);

    it.each(GAME_IDS)("a scripted player plays a whole daily of %s; it is verified, ranked and on the leaderboard", async (game) => {
      const b = new Browser(`198.51.100.${GAME_IDS.indexOf(game) + 1}`);
      const start = await b.post("/api/games", { mode: "daily", game });
      expect(start.status).toBe(201);
      expect(b.cookie).toMatch(/^next-auth\.session-token=/);
      expect(start.body).toMatchObject({ game, mode: "daily", date: TODAY, number: 6, ranked: true, status: "active" });
      await expectNoSecrets(app(), start);
      const end = await play(b, app(), start, `script-${game}`);
      const summary = end.body.summary;
      expect(summary.nets).toHaveLength(BOARDS_PER_DAILY[game]);
      expect(summary).toMatchObject({ ranked: true, rank: 1, field: 1, mpPct: 50 });
      expect(summary.total).toBe(summary.nets.reduce((a: number, n: number) => a + n, 0));
      // the stored result is the server's replay of the log
      const row = await app().prisma.result.findFirstOrThrow({ where: { gameId: end.body.id } });
      expect(row.boardNets).toEqual(summary.nets);
      const board = await b.get(`/api/dailies/${game}/${TODAY}/leaderboard`);
      expect(board.status).toBe(200);
      expect(board.body).toMatchObject({ provisional: true, field: 1 });
      expect(board.body.rows).toEqual([expect.objectContaining({ rank: 1, me: true, totalNet: summary.total, mpPct: 50 })]);
      // a finished game takes no more actions
      const late = await b.post(`/api/games/${end.body.id}/actions`, { seq: end.body.seq, action: { type: "pass" } });
      expect(late.status).toBe(409);
      expect(late.body.error.code).toBe("game_over");
    });

    it("asking for today's daily again returns the same game where it stands", async () => {
      const b = new Browser("198.51.100.20");
      const first = await b.post("/api/games", { mode: "daily", game: "euchre" });
      const moved = await b.post(`/api/games/${first.body.id}/actions`, { seq: first.body.seq, action: first.body.view.legal[0] });
      expect(moved.status).toBe(200);
      // the computer players' time, then the handler's (bench:api reads them)
      expect(moved.headers.get("server-timing")).toMatch(/^bots;dur=\d+\.\d\d, think;dur=\d+\.\d\d, app;dur=\d+\.\d\d$/);
      const again = await b.post("/api/games", { mode: "daily", game: "euchre" });
      expect(again.status).toBe(201);
      expect(again.body.id).toBe(first.body.id);
      expect(again.body.seq).toBe(moved.body.seq);
      expect((await b.get(`/api/games/${first.body.id}`)).body.seq).toBe(moved.body.seq);
    });

    it("a move stores only its own entries; the last one folds them all into the game's row", async () => {
      const b = new Browser("198.51.100.27");
      const start = await b.post("/api/games", { mode: "daily", game: "two-hand" });
      const moved = await b.post(`/api/games/${start.body.id}/actions`, { seq: start.body.seq, action: start.body.view.legal[0] });
      const row = await app().prisma.game.findUniqueOrThrow({ where: { id: start.body.id }, include: { moves: true } });
      expect((row.log as unknown as MatchLog).actions).toHaveLength(start.body.seq);
      expect(row.moves.map((m) => [m.version, (m.entries as unknown[]).length])).toEqual([
        [moved.body.seq, moved.body.seq - start.body.seq],
      ]);
      const log = (await storedLog(app().sql, start.body.id))!;
      expect(log.actions).toHaveLength(moved.body.seq);
      expect(log.actions[start.body.seq]).toEqual({ seat: "S", action: start.body.view.legal[0] });
      const end = await play(b, app(), moved, "fold");
      const done = await app().prisma.game.findUniqueOrThrow({ where: { id: start.body.id }, include: { moves: true } });
      expect(done.moves).toEqual([]);
      expect((done.log as unknown as MatchLog).actions).toHaveLength(end.body.seq);
      expect(await storedLog(app().sql, start.body.id)).toEqual(done.log);
      expect(replay(done.log as unknown as MatchLog).ok).toBe(true);
    });

    it("ten first requests for one daily at once start one game, and all get it", async () => {
      const b = new Browser("198.51.100.21");
      const guest = await b.post("/api/games", { mode: "daily", game: "euchre" });
      const starts = await Promise.all(Array.from({ length: 10 }, () => b.post("/api/games", { mode: "daily", game: "two-hand" })));
      expect(starts.map((s) => s.status)).toEqual(Array(10).fill(201));
      expect(new Set(starts.map((s) => s.body.id)).size).toBe(1);
      expect(starts.every((s) => s.body.seq === starts[0]!.body.seq)).toBe(true);
      const playerId = (await app().prisma.game.findUniqueOrThrow({ where: { id: guest.body.id } })).playerId;
      expect(await app().prisma.game.count({ where: { playerId } })).toBe(2);
    });

    it("stale or repeated seq → 409 with the current view; illegal action → 422 with the engine's code; nothing applied", async () => {
      const b = new Browser("198.51.100.21");
      const g = (await b.post("/api/games", { mode: "daily", game: "bid-six" })).body;
      const stale = await b.post(`/api/games/${g.id}/actions`, { seq: g.seq + 1, action: g.view.legal[0] });
      expect(stale.status).toBe(409);
      expect(stale.body.error).toMatchObject({ code: "stale_seq", current: { id: g.id, seq: g.seq } });
      const notMine = g.view.deal.hand.length ? { type: "play", card: "9H" } : { type: "pass" };
      const illegal = await b.post(`/api/games/${g.id}/actions`, { seq: g.seq, action: notMine });
      expect(illegal.status).toBe(422);
      expect(["wrong_phase", "card_not_in_hand"]).toContain(illegal.body.error.code);
      const ok = await b.post(`/api/games/${g.id}/actions`, { seq: g.seq, action: g.view.legal[0] });
      expect(ok.status).toBe(200);
      const repeated = await b.post(`/api/games/${g.id}/actions`, { seq: g.seq, action: g.view.legal[0] });
      expect(repeated.status).toBe(409);
      expect(repeated.body.error.current.seq).toBe(ok.body.seq);
    });

    it("100 concurrent copies of one action apply exactly once", async () => {
      const b = new Browser("198.51.100.22");
      const g = (await b.post("/api/games", { mode: "daily", game: "double-deck" })).body;
      const copies = await Promise.all(
        Array.from({ length: 100 }, () => b.post(`/api/games/${g.id}/actions`, { seq: g.seq, action: g.view.legal[0] })),
      );
      expect(copies.filter((r) => r.status === 200)).toHaveLength(1);
      expect(copies.filter((r) => r.status === 409)).toHaveLength(99);
      const log = (await storedLog(app().sql, g.id))!;
      const winner = copies.find((r) => r.status === 200)!;
      expect(log.actions).toHaveLength(winner.body.seq);
      expect(log.actions[g.seq]).toEqual({ seat: "S", action: g.view.legal[0] });
    });

    it("what this server remembers of a game never outranks the database: a move taken elsewhere → 409, a new owner → 404", async () => {
      const b = new Browser("198.51.100.25");
      const g = (await b.post("/api/games", { mode: "daily", game: "euchre" })).body;
      // another server takes the person's move: the stored log grows behind this server's back
      const stored = replay((await storedLog(app().sql, g.id))!);
      const moved = stored.ok && apply(stored.value, "S", g.view.legal[0]);
      if (!moved || !moved.ok) throw new Error("the first legal action does not apply");
      const log = makeLog(await runBots(moved.value));
      await app().prisma.game.update({ where: { id: g.id }, data: { log: log as never, version: log.actions.length } });
      const stale = await b.post(`/api/games/${g.id}/actions`, { seq: g.seq, action: g.view.legal[0] });
      expect(stale.status).toBe(409);
      expect(stale.body.error).toMatchObject({ code: "stale_seq", current: { seq: log.actions.length } });
      // the game passes to another player (as a guest's games do when they sign in)
      const other = await app().prisma.player.create({ data: { name: "Someone Else" } });
      await app().prisma.game.update({ where: { id: g.id }, data: { playerId: other.id } });
      const current = stale.body.error.current;
      const gone = await b.post(`/api/games/${g.id}/actions`, { seq: current.seq, action: current.view.legal[0] });
      expect(gone.status).toBe(404);
      expect((await app().prisma.game.findUniqueOrThrow({ where: { id: g.id } })).version).toBe(log.actions.length);
    });

    it("the finished log is re-checked in full: a stored log altered behind the server's back records nothing", async () => {
      const b = new Browser("198.51.100.26");
      let res = await b.post("/api/games", { mode: "daily", game: "two-hand" });
      const id = res.body.id;
      const log = (await storedLog(app().sql, id))!;
      if (log.setup.mode !== "boards") throw new Error("a daily is dealt from boards");
      // the first board's cards are dealt afresh in the database; the moves stay as they were
      const boards = log.setup.boards.map((board, i) => (i === 0 ? { ...board, seed: `${board.seed}x` } : board));
      await app().prisma.game.update({ where: { id }, data: { log: { ...log, setup: { ...log.setup, boards } } as never } });
      const rng = createRng("forged");
      for (let i = 0; res.status < 300 && res.body.status === "active" && i < 2000; i++) {
        const legal: Action[] = res.body.view.legal;
        res = await b.post(`/api/games/${id}/actions`, { seq: res.body.seq, action: legal[rng.int(legal.length)] });
      }
      expect(res.status).toBe(500);
      expect(res.body.error.code).toBe("internal");
      expect(await app().prisma.result.count({ where: { gameId: id } })).toBe(0);
      expect((await app().prisma.game.findUniqueOrThrow({ where: { id } })).status).toBe("active");
      expect(await app().prisma.gameMove.count({ where: { gameId: id } })).toBeGreaterThan(0);
    });

    it("someone else's game, a forged id, a future date, an unknown game → 404", async () => {
      const alice = new Browser("198.51.100.23");
      const bob = new Browser("198.51.100.24");
      const g = (await alice.post("/api/games", { mode: "daily", game: "two-hand" })).body;
      await bob.join();
      for (const res of [
        await bob.get(`/api/games/${g.id}`),
        await bob.post(`/api/games/${g.id}/actions`, { seq: g.seq, action: g.view.legal[0] }),
        await bob.get(`/api/games/${g.id}/replay`),
        await alice.get("/api/games/00000000-0000-4000-8000-000000000000"),
        await alice.get("/api/games/not-a-uuid"),
        await alice.post("/api/games", { mode: "daily", game: "euchre", date: "2026-12-06" }),
        await alice.post("/api/games", { mode: "daily", game: "euchre", date: "2026-11-01" }),
        await alice.get("/api/dailies/euchre/2026-12-06"),
        await alice.get("/api/dailies/poker/2026-12-05"),
        await alice.get("/api/dailies/euchre/2026-02-30"),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.error.code).toBe("not_found");
      }
    });

    it("fuzzed bodies get a 4xx with a code and a sentence, and change nothing", async () => {
      const b = new Browser("198.51.100.25");
      const g = (await b.post("/api/games", { mode: "daily", game: "euchre" })).body;
      const before = await app().prisma.game.findUniqueOrThrow({ where: { id: g.id } });
      const beforeLog = await storedLog(app().sql, g.id);
      const rng = createRng("fuzz");
      const atoms = [null, true, 0, -1, 1.5, 1e9, "", "x", "JH", "9S", [], {}, { type: "play" }, { type: "bid", tricks: 99 }, "pass"];
      const pick = <T>(xs: T[]) => xs[rng.int(xs.length)]!;
      const bodies: unknown[] = ["not json", "{", "[]", "null", '{"seq":0}'];
      for (let i = 0; i < 120; i++) {
        const action = pick([
          pick(atoms),
          {
            type: pick(["play", "bid", "order", "name", "exchange", "nope", 3]),
            card: pick(atoms),
            tricks: pick(atoms),
            suit: pick(atoms),
          },
        ]);
        bodies.push(
          pick([{ seq: pick(atoms), action }, { seq: g.seq, action }, { seq: g.seq, action: g.view.legal[0], extra: 1 }, pick(atoms)]),
        );
      }
      for (const body of bodies) {
        const res = await b.post(`/api/games/${g.id}/actions`, body);
        expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
        expect(res.status, JSON.stringify(body)).toBeLessThan(500);
        expect(typeof res.body.error.code).toBe("string");
        expect(res.body.error.message).toMatch(/\S/);
        const created = await b.post("/api/games", typeof body === "object" && body ? { ...body, mode: "daily" } : body);
        expect(created.status).toBeGreaterThanOrEqual(400);
        expect(created.status).toBeLessThan(500);
      }
      const after = await app().prisma.game.findUniqueOrThrow({ where: { id: g.id } });
      expect(after.version).toBe(before.version);
      expect(await storedLog(app().sql, g.id)).toEqual(beforeLog);
    });

    it("names: a guest gets a generated one; renames are checked", async () => {
      const b = new Browser("198.51.100.26");
      const me = { body: await b.join() };
      expect(me.body.name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ \d{2,}$/); // two digits, more where those names were taken
      const longest = await b.patch("/api/me", { name: "Abcdefghij Klmnopqrst 24" });
      expect(longest.status).toBe(200);
      expect(longest.body.name).toHaveLength(24);
      const ok = await b.patch("/api/me", { name: "  Jørgen  the_Bold-2 " });
      expect(ok.status).toBe(200);
      expect(ok.body.name).toBe("Jørgen the_Bold-2");
      for (const [name, reason] of [
        ["ab", "name_too_short"],
        ["x".repeat(25), "name_too_long"],
        ["<script>", "name_characters"],
        ["fuckface", "name_offensive"],
      ]) {
        const res = await b.patch("/api/me", { name });
        expect(res.status).toBe(422);
        expect(res.body.error).toMatchObject({ code: "invalid", reason });
      }
      expect((await b.get("/api/me")).body.name).toBe("Jørgen the_Bold-2");
    });

    it("a session is honoured until its expiry and not after, though the server has seen it", async () => {
      const b = new Browser("198.51.100.27");
      const game = await b.post("/api/games", { mode: "daily", game: "euchre" });
      expect((await b.get(`/api/games/${game.body.id}`)).status).toBe(200);
      expect((await b.get(`/api/games/${game.body.id}`)).status).toBe(200); // the second read is from memory
      const forged = new Browser("198.51.100.27");
      forged.cookie = `${b.cookie}x`;
      expect((await forged.get(`/api/games/${game.body.id}`)).status).toBe(404);
      vi.setSystemTime(new Date(Date.parse(NOW) + 366 * 24 * 3600 * 1000)); // sessions last a year
      try {
        expect((await b.get(`/api/games/${game.body.id}`)).status).toBe(404);
      } finally {
        vi.setSystemTime(new Date(NOW));
      }
    });

    it("guest creation is rate limited per IP with Retry-After", async () => {
      const statuses: number[] = [];
      let last: ApiResponse | undefined;
      for (let i = 0; i < 21; i++) {
        last = await new Browser("192.0.2.99").post("/api/games", { mode: "daily", game: "euchre" });
        statuses.push(last.status);
      }
      expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
      expect(last!.status).toBe(429);
      expect(last!.body.error.code).toBe("rate_limited");
      // the seconds until the hour's window ends (the clock stands at 10:00)
      expect(last!.headers.get("retry-after")).toBe("3600");
    });

    it("game actions are rate limited per IP, and a limited one changes nothing", async () => {
      const b = new Browser("192.0.2.98");
      const g = (await b.post("/api/games", { mode: "daily", game: "euchre" })).body;
      // 600 a minute by default; malformed bodies count as much as moves
      for (let i = 0; i < 600; i++) expect((await b.post(`/api/games/${g.id}/actions`, { seq: "x" })).status).toBe(422);
      const limited = await b.post(`/api/games/${g.id}/actions`, { seq: g.seq, action: g.view.legal[0] });
      expect(limited.status).toBe(429);
      expect(limited.body.error.code).toBe("rate_limited");
      expect(limited.headers.get("retry-after")).toBe("60");
      expect((await b.get(`/api/games/${g.id}`)).body.seq).toBe(g.seq);
    });
  });
}
