import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { boardsFromDaySeed, daySeed } from "@/lib/daily/boards";
import { newMatch, replay, type MatchLog } from "@/lib/engine";
import { createDb, setDbForTests } from "@/lib/server/db";
import { SYNC_REFRESH_MAX, refreshStandings } from "@/lib/server/standings";
import { dailyInfo, myDailies } from "@/lib/server/dailies";
import { runScheduledWork } from "@/lib/server/scheduled-work";
import { Browser, playToEnd } from "../helpers/api";
import { DATABASES, useAppDb } from "../helpers/databases";
import { cardsIn, knownCards } from "../helpers/known-cards";
import { seedResult, storedLog } from "../helpers/results";

const SECRET = process.env.DAILY_SECRET!;
const at = (iso: string) => vi.setSystemTime(new Date(iso));

for (const { name, open } of DATABASES) {
  describe(`leaderboards and archive on ${name}`, () => {
    const app = useAppDb(open, "2026-12-10T09:00:00Z");

    it("daily ranks by matchpoint %, ties broken by total net, then shared; around-me and cursor pages", async () => {
      const date = "2026-12-10";
      // board nets for euchre's 8 boards; A beats everyone on board 1, C and D are identical
      const field: [string, number[]][] = [
        ["A", [4, 0, 0, 0, 0, 0, 0, 0]],
        ["B", [1, 0, 0, 0, 0, 0, 0, 1]],
        ["C", [1, 0, 0, 0, 0, 0, 0, 0]],
        ["D", [1, 0, 0, 0, 0, 0, 0, 0]],
        ["E", [-2, 0, 0, 0, 0, 0, 0, 0]],
      ];
      const ids: Record<string, string> = {};
      for (const [n, nets] of field) ids[n] = (await seedResult(app(), `Player ${n}`, "euchre", date, nets)).id;
      await runScheduledWork();
      const b = new Browser("198.51.100.60");
      const page = await b.get(`/api/dailies/euchre/${date}/leaderboard`);
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ provisional: true, field: 5, number: 11 });
      const rows = page.body.rows.map((r: any) => [r.name, r.rank, r.mpPct]); // answers carry 2 decimals
      rows.sort((x: any[], y: any[]) => x[1] - y[1] || x[0].localeCompare(y[0])); // tied rows come in id order
      // board 1: A beats 4 → 1; B,C,D beat E and tie 2 → (1 + 1)/4 = .5; E 0. Board 8: B beats 4 → 1, others tie 3 → 3/8.
      // A: (1 + 6*.5 + .375)/8, B: (.5 + 3 + 1)/8, C = D: (.5 + 3 + .375)/8, E: (0 + 3 + .375)/8
      expect(rows).toEqual([
        ["Player B", 1, 56.25],
        ["Player A", 2, 54.69],
        ["Player C", 3, 48.44],
        ["Player D", 3, 48.44],
        ["Player E", 5, 42.19],
      ]);
      // pages of 2 with the cursor cover everyone exactly once
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res: any = await b.get(`/api/dailies/euchre/${date}/leaderboard?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
        seen.push(...res.body.rows.map((r: any) => r.name));
        cursor = res.body.nextCursor;
      } while (cursor);
      expect(seen).toEqual(page.body.rows.map((r: any) => r.name));
      // around me: someone who has no ranked result gets 404; bad cursors get 422
      expect((await b.get(`/api/dailies/euchre/${date}/leaderboard?around=me`)).status).toBe(404);
      const id = "00000000-0000-0000-0000-000000000000";
      for (const bad of ["zz", `3_${"-".repeat(36)}`, `3_${"a".repeat(36)}`, `99999999999999999999_${id}`]) {
        expect((await b.get(`/api/dailies/euchre/${date}/leaderboard?cursor=${bad}`)).status, bad).toBe(422);
      }
      expect((await b.get(`/api/dailies/euchre/${date}/leaderboard?limit=0`)).status).toBe(422);
    });

    it("a finished daily gets its exact standing at once; the others' follow at the scheduled refresh", async () => {
      const date = "2026-12-10";
      const standing = async (id: string) =>
        app().prisma.result.findFirstOrThrow({ where: { playerId: id }, select: { rank: true, mpPct: true } });
      // double deck has 4 boards; only board 1 differs
      const x = await seedResult(app(), "X", "double-deck", date, [2, 0, 0, 0]);
      expect(await standing(x.id)).toEqual({ rank: 1, mpPct: 50 }); // alone: an even 50%
      // Y's finish leaves X's row as it was; the next round of scheduled work moves it: X beats Y on board 1
      await seedResult(app(), "Y", "double-deck", date, [0, 0, 0, 0]);
      expect(await standing(x.id)).toEqual({ rank: 1, mpPct: 50 });
      expect((await runScheduledWork())!.refreshed).toContain(`double-deck ${date}`);
      expect(await standing(x.id)).toEqual({ rank: 1, mpPct: 62.5 }); // (1 + 3 × ½) / 4
      const z = await seedResult(app(), "Z", "double-deck", date, [3, 0, 0, 0]);
      expect(z.summary).toMatchObject({ rank: 1, mpPct: 62.5, field: 3 }); // (1 + 3 × ½) / 4
      await runScheduledWork();
      expect((await dailyInfo("double-deck", date, x.id)).me).toMatchObject({ rank: 2, mpPct: 50 }); // (½ + 1½) / 4
      // W ties Y on every board: they share the rank, and W's own standing says so at once
      const w = await seedResult(app(), "W", "double-deck", date, [0, 0, 0, 0]);
      expect(w.summary).toMatchObject({ rank: 3, field: 4 });
      expect(w.summary.mpPct).toBeCloseTo(((1 / 6 + 1.5) / 4) * 100, 9);
      await runScheduledWork();
      expect((await standing(x.id)).mpPct).toBeCloseTo(((2 / 3 + 1.5) / 4) * 100, 9); // stored in full
      const [mine] = await myDailies(x.id, { game: "double-deck", month: "2026-12" });
      expect(mine!.rank).toBe(2);
      expect(mine!.mpPct).toBe(54.17); // ((2/3 + 1½) / 4) × 100, to the 2 decimals of an answer
      const board = await new Browser("198.51.100.61").get(`/api/dailies/double-deck/${date}/leaderboard`);
      expect(board.body.rows.map((r: any) => [r.name, r.rank])).toEqual([
        ["Z", 1],
        ["X", 2],
        expect.arrayContaining([expect.stringMatching(/^[YW]$/), 3]),
        expect.arrayContaining([expect.stringMatching(/^[YW]$/), 3]),
      ]);
    });

    it("around-me shows the player's own row and neighbours; a played daily joins the field", async () => {
      const date = "2026-12-10";
      for (let i = 0; i < 12; i++) await seedResult(app(), `Filler ${i}`, "bid-six", date, [i - 6, 0, 0, 0, 0, 0]);
      const me = new Browser("198.51.100.61");
      const end = await playToEnd(me, await me.post("/api/games", { mode: "daily", game: "bid-six" }));
      expect(end.summary).toMatchObject({ ranked: true, field: 13 });
      const around = await me.get(`/api/dailies/bid-six/${date}/leaderboard?around=me`);
      expect(around.status).toBe(200);
      const mine = around.body.rows.findIndex((r: any) => r.me);
      expect(mine).toBeGreaterThanOrEqual(0);
      expect(around.body.rows[mine].rank).toBe(end.summary.rank);
      expect(around.body.rows.length).toBeGreaterThanOrEqual(6);
      expect(around.body.rows.length).toBeLessThanOrEqual(11);
      const ranks = around.body.rows.map((r: any) => r.rank);
      expect([...ranks].sort((x, y) => x - y)).toEqual(ranks);
    });

    it("once the day closes: seed, full deals, distributions and replays are public; late play is unranked", async () => {
      const date = "2026-12-11";
      at(`${date}T12:00:00Z`);
      const alice = new Browser("198.51.100.62");
      const bob = new Browser("198.51.100.63");
      const g = await playToEnd(alice, await alice.post("/api/games", { mode: "daily", game: "two-hand" }));
      const open = await alice.get(`/api/dailies/two-hand/${date}`);
      expect(open.body).toMatchObject({ open: true, number: 12, field: 1, me: { gameId: g.id, status: "finished", ranked: true } });
      expect(open.body.seed).toBeUndefined();
      expect(open.body.deals).toBeUndefined();
      const ownReplay = await alice.get(`/api/games/${g.id}/replay`);
      expect(ownReplay.body.full).toBe(false);
      expect(ownReplay.raw).not.toContain(daySeed(SECRET, "two-hand", date));
      // the owner's replay shows only what South saw: no bot's discard, no hand
      const finished = replay((await storedLog(app().sql, g.id))!);
      if (!finished.ok) throw new Error("stored log does not replay");
      const known = knownCards(finished.value, "S");
      expect(cardsIn(ownReplay.raw).filter((c) => !known.has(c))).toEqual([]);
      const botDiscards = ownReplay.body.actions.filter((e: any) => e.seat !== "S" && e.action.type === "discard");
      expect(botDiscards.length).toBeGreaterThan(0);
      expect(botDiscards.map((e: any) => e.action)).toEqual(botDiscards.map(() => ({ type: "discard", hidden: true })));
      expect((await bob.get(`/api/games/${g.id}/replay`)).status).toBe(404);
      // while the day is open no leaderboard row names its game, in pages or around me
      for (const board of [
        await bob.get(`/api/dailies/two-hand/${date}/leaderboard`),
        await alice.get(`/api/dailies/two-hand/${date}/leaderboard?around=me`),
      ]) {
        expect(board.body.rows).toHaveLength(1);
        expect(board.body.rows[0]).not.toHaveProperty("gameId");
        expect(board.raw).not.toContain(g.id);
      }

      at("2026-12-12T00:01:00Z");
      await runScheduledWork();
      const closed = await bob.get(`/api/dailies/two-hand/${date}`);
      expect(closed.body.open).toBe(false);
      const seed = daySeed(SECRET, "two-hand", date);
      expect(closed.body.seed).toBe(seed);
      // anyone can re-deal the published seed with the engine and get the same boards
      const boards = boardsFromDaySeed("two-hand", seed);
      const first = newMatch({ variant: "two-hand", mode: "boards", boards: [boards[0]!] });
      expect(first.ok && first.value.current!.dealt).toEqual(closed.body.deals[0].hands);
      // the full deal: hands, up-card and the stock under it make the whole deck
      const deal = closed.body.deals[0];
      const all = [...Object.values(deal.hands).flat(), deal.upcard, ...deal.undealt];
      expect(deal.undealt.length).toBeGreaterThan(0);
      expect(new Set(all).size).toBe(24);
      expect(all).toHaveLength(24);
      expect(closed.body.distribution).toHaveLength(8);
      expect(closed.body.distribution.every((d: any[]) => d.reduce((a, x) => a + x.count, 0) === 1)).toBe(true);
      const theirs = await bob.get(`/api/games/${g.id}/replay`);
      expect(theirs.status).toBe(200);
      expect(theirs.body.full).toBe(true);
      expect((theirs.body.log as MatchLog).actions.length).toBe(g.seq);
      expect(theirs.body.revealed).toHaveLength(8);
      // the boards she was dealt are the ones the published seed deals
      expect(theirs.body.revealed.map((d: any) => d.hands)).toEqual(closed.body.deals.map((d: any) => d.hands));
      // every board trick by trick: the tricks of each board hold exactly the cards played in the log
      expect(theirs.body.boards).toHaveLength(8);
      const played = (theirs.body.log as MatchLog).actions.flatMap((e) => (e.action.type === "play" ? [e.action.card] : []));
      expect(theirs.body.boards.flatMap((b: any) => b.tricks.flatMap((t: any) => t.plays.map((p: any) => p.card)))).toEqual(played);
      expect(theirs.body.boards.every((b: any) => b.tricks.every((t: any) => t.winner !== null))).toBe(true);
      const final = await bob.get(`/api/dailies/two-hand/${date}/leaderboard`);
      expect(final.body.provisional).toBe(false);
      // once closed, each row carries its game, whose replay anyone may open
      expect(final.body.rows).toEqual([expect.objectContaining({ gameId: g.id, me: false })]);

      // bob plays the closed day late: unranked, compared with the field, not on the board
      const late = await bob.post("/api/games", { mode: "daily", game: "two-hand", date });
      expect(late.body.ranked).toBe(false);
      const lateEnd = await playToEnd(bob, late);
      expect(lateEnd.summary).toMatchObject({ ranked: false, rank: null, field: 1 });
      expect(await app().prisma.gameMove.count({ where: { gameId: late.body.id } })).toBe(0);
      // and keeps what it was shown: on the day's page and in the archive calendar
      const { nets, mpPct } = lateEnd.summary;
      expect(typeof mpPct).toBe("number");
      // and where it would have ranked: the field of one and this play
      const asIf = (await bob.get(`/api/dailies/two-hand/${date}`)).body.me;
      expect(asIf).toMatchObject({ ranked: false, nets, mpPct, rank: null });
      expect([1, 2]).toContain(asIf.wouldRank);
      const month = (await bob.get(`/api/me/dailies?game=two-hand&month=${date.slice(0, 7)}`)).body;
      expect(month.find((d: { date: string }) => d.date === date)).toMatchObject({ ranked: false, status: "finished", mpPct, rank: null });
      expect((await bob.get(`/api/dailies/two-hand/${date}/leaderboard`)).body.rows).toHaveLength(1);
    });

    it("all-time: average of final percentages over at least 3 dailies, best day, streaks", async () => {
      const b = new Browser("198.51.100.64");
      const days = ["2026-12-12", "2026-12-13", "2026-12-14"];
      for (const day of days) {
        at(`${day}T08:00:00Z`);
        await playToEnd(b, await b.post("/api/games", { mode: "daily", game: "euchre" }));
      }
      at("2026-12-14T20:00:00Z");
      await runScheduledWork();
      const me = await b.get("/api/me");
      // one's profile counts the 14th, still open, as provisional; the all-time board waits for it to close
      expect(me.body.stats.euchre).toMatchObject({ currentStreak: 3, longestStreak: 3, dailies: 3, provisional: 1 });
      expect((await b.get("/api/leaderboards/euchre?around=me")).status).toBe(404);
      at("2026-12-15T00:30:00Z");
      await runScheduledWork();
      const board = await b.get("/api/leaderboards/euchre");
      const row = board.body.rows.find((r: any) => r.me);
      expect(row).toMatchObject({ dailies: 3, avgPct: 50, best: { pct: 50 }, currentStreak: 3, longestStreak: 3 });
      const overall = await b.get("/api/leaderboards/overall?around=me");
      expect(overall.body.rows.find((r: any) => r.me)).toMatchObject({ dailies: 3 });
      // missing one day (the 15th) ends the run
      at("2026-12-16T00:30:00Z");
      expect((await b.get("/api/me")).body.stats.euchre.currentStreak).toBe(0);
      // after the gap a new run starts from one, and the longest is kept (per game and overall)
      await playToEnd(b, await b.post("/api/games", { mode: "daily", game: "euchre" }));
      const stats = (await b.get("/api/me")).body.stats;
      expect(stats.euchre).toMatchObject({ currentStreak: 1, longestStreak: 3 });
      expect(stats.all).toMatchObject({ currentStreak: 1, longestStreak: 3 });
      expect((await b.get("/api/leaderboards/poker")).status).toBe(404);
    });

    it("all-time ranks are shared by equal averages, across page boundaries too", async () => {
      const avgs = [70, 60, 60, 60, 55, 55, 40];
      for (const [i, avgPct] of avgs.entries()) {
        const p = await app().prisma.player.create({ data: { name: `Ranked ${i}` } });
        await app().prisma.playerStats.create({ data: { playerId: p.id, variant: "bid-six", dailies: 3 + i, mpSum: 3 * avgPct, avgPct } });
      }
      const b = new Browser("198.51.100.66");
      const seen: [number, number][] = [];
      let url: string | null = "/api/leaderboards/bid-six?limit=2";
      while (url) {
        const page: any = (await b.get(url)).body;
        seen.push(...page.rows.map((r: any) => [r.rank, r.avgPct] as [number, number]));
        url = page.nextCursor ? `/api/leaderboards/bid-six?limit=2&cursor=${page.nextCursor}` : null;
      }
      expect(seen).toEqual([
        [1, 70],
        [2, 60],
        [2, 60],
        [2, 60],
        [5, 55],
        [5, 55],
        [7, 40],
      ]);
    });

    it("a full game goes to the target, unranked, from a shareable deal code that hides the cards", async () => {
      const b = new Browser("198.51.100.65");
      const g = await b.post("/api/games", { mode: "game", game: "euchre", seed: "friday-night" });
      expect(g.status).toBe(201);
      expect(g.body).toMatchObject({ mode: "game", seed: "friday-night", ranked: false, date: null });
      const other = new Browser("198.51.100.66");
      const same = await other.post("/api/games", { mode: "game", game: "euchre", seed: "friday-night" });
      expect(same.body.view.deal.hand).toEqual(g.body.view.deal.hand);
      const end = await playToEnd(b, g);
      expect(end.view.over).toBe(true);
      expect(Math.max(...end.view.scores)).toBeGreaterThanOrEqual(10);
      const stats = (await b.get("/api/me")).body.stats.euchre;
      expect(stats.gamesPlayed).toBe(1);
      expect(stats.gamesWon).toBe(end.view.winner === 0 ? 1 : 0);
      // its moves went into its row's log with the last one
      expect(await app().prisma.gameMove.count({ where: { gameId: g.body.id } })).toBe(0);
      expect((await b.post("/api/games", { mode: "game", game: "euchre", seed: "bad seed!" })).status).toBe(422);
    });
  });
}

describe("a new server instance", () => {
  it("resumes a half-played daily where it stood", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    at("2026-12-10T09:00:00Z");
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "resume-")), "pglite");
    const targets = [{ databaseUrl: undefined, pgliteDir: dir }];
    const pg = DATABASES.find((d) => d.name === "postgres");
    const shared = pg ? await pg.open() : null;
    if (shared) targets.push({ databaseUrl: (shared as any).url, pgliteDir: "" });
    try {
      for (const t of targets) {
        const first = await createDb({ ...t, dataDir: "" });
        setDbForTests(first);
        const b = new Browser("198.51.100.70");
        let g = (await b.post("/api/games", { mode: "daily", game: "euchre" })).body;
        for (let i = 0; i < 6; i++) g = (await b.post(`/api/games/${g.id}/actions`, { seq: g.seq, action: g.view.legal[0] })).body;
        await first.close();
        const second = await createDb({ ...t, dataDir: "" });
        setDbForTests(second);
        // Someone else asking for the game first gets the same 404 as for no game at all.
        const stranger = new Browser("198.51.100.71");
        expect((await stranger.post("/api/games", { mode: "daily", game: "euchre" })).status).toBe(201);
        for (const foreign of [
          await stranger.get(`/api/games/${g.id}`),
          await stranger.post(`/api/games/${g.id}/actions`, { seq: g.seq, action: g.view.legal[0] }),
        ]) {
          expect(foreign.status).toBe(404);
          expect(foreign.body.error.code).toBe("not_found");
        }
        const resumed = await b.get(`/api/games/${g.id}`);
        expect(resumed.status).toBe(200);
        expect(resumed.body.seq).toBe(g.seq);
        expect(resumed.body.view).toEqual(g.view);
        const next = await b.post(`/api/games/${g.id}/actions`, { seq: g.seq, action: g.view.legal[0] });
        expect(next.status).toBe(200);
        await second.close();
      }
    } finally {
      setDbForTests(undefined);
      await shared?.close();
      vi.useRealTimers();
    }
  });
});

describe("a large field", () => {
  it("is refreshed by the scheduled work; its finishers are ranked among the standings as they stand", async () => {
    const db = await DATABASES[0]!.open();
    try {
      const date = "2026-12-20";
      const n = SYNC_REFRESH_MAX + 50;
      // n results with board-1 nets spread over -3..3 (the other boards tie), as the service stores them
      await db.prisma.$executeRaw`
        WITH p AS (INSERT INTO "Player" (id, name) SELECT gen_random_uuid(), 'P' || g FROM generate_series(1, ${n}) g RETURNING id),
        g AS (INSERT INTO "Game" (id, "playerId", variant, mode, date, ranked, status, log, version, "updatedAt")
              SELECT gen_random_uuid(), id, 'euchre', 'daily', ${date}, true, 'finished', '{}'::jsonb, 0, now() FROM p RETURNING id, "playerId")
        INSERT INTO "Result" (id, "gameId", "playerId", variant, date, "boardNets", "totalNet", "finishedAt")
        SELECT gen_random_uuid(), g.id, g."playerId", 'euchre', ${date}, ARRAY[x, 0, 0, 0, 0, 0, 0, 0], x, now()
        FROM (SELECT *, (row_number() OVER () % 7)::int - 3 AS x FROM g) g`;
      await db.prisma.$executeRaw`
        INSERT INTO "BoardCount" (variant, date, board, net, count)
        SELECT 'euchre', ${date}, b.i - 1, b.net, count(*) FROM "Result", unnest("boardNets") WITH ORDINALITY b(net, i)
        WHERE date = ${date} GROUP BY b.i, b.net`;
      await db.prisma.dailyState.create({ data: { variant: "euchre", date, results: n } });
      const state = () => db.prisma.dailyState.findUniqueOrThrow({ where: { variant_date: { variant: "euchre", date } } });
      expect(await runScheduledWork(new Date(`${date}T12:00:00Z`), db)).toEqual({ finalized: [], refreshed: [`euchre ${date}`] });
      const top = await db.prisma.result.findFirstOrThrow({ where: { date, rank: 1 } });
      expect(top.totalNet).toBe(3);
      expect(await db.prisma.result.count({ where: { date, rank: null } })).toBe(0);
      expect((await state()).refreshedResults).toBe(n);
      // one more finisher: the percentage from the histograms, the rank among the standings as refreshed
      const next = await seedResult(db, "Q", "euchre", date, [4, 0, 0, 0, 0, 0, 0, 0]);
      expect(next.summary).toMatchObject({ mpPct: 56.25, rank: 1, field: n + 1 }); // (1 + 7 × ½) / 8
      // in the middle and at the bottom: behind everyone whose standing, as refreshed, is better
      const middle = await seedResult(db, "M", "euchre", date, [0, 0, 0, 0, 0, 0, 0, 0]);
      const above = await db.prisma.result.count({ where: { date, mpPct: { gt: middle.summary.mpPct! }, playerId: { not: next.id } } });
      expect(above).toBeGreaterThan(n / 3);
      expect(middle.summary.rank).toBe(1 + above);
      const last = await seedResult(db, "L", "euchre", date, [-4, 0, 0, 0, 0, 0, 0, 0]);
      expect(last.summary).toMatchObject({ rank: n + 3, field: n + 3 });
      // none of them refreshed the field: that waits for the scheduled work
      expect((await state()).refreshedResults).toBe(n);
    } finally {
      await db.close();
    }
  });
});

for (const { name, open } of DATABASES) {
  describe(`a large field's refreshes on ${name}`, () => {
    it("wait twice as long as the last one took, and never less than REFRESH_EVERY_MS", async () => {
      const db = await open();
      try {
        const date = "2026-12-21";
        await seedResult(db, "A", "euchre", date, [1, 0, 0, 0, 0, 0, 0, 0]);
        await seedResult(db, "B", "euchre", date, [2, 0, 0, 0, 0, 0, 0, 0]);
        const key = { variant_date: { variant: "euchre", date } };
        const state = () => db.prisma.dailyState.findUniqueOrThrow({ where: key });
        // as a large field looks: more results than a refresh finds (so it stays due after each)
        await db.prisma.dailyState.update({ where: key, data: { results: SYNC_REFRESH_MAX + 1 } });
        const ended = new Date("2026-12-21T12:00:00Z");
        const after = (s: number) => new Date(ended.getTime() + s * 1000);
        const refreshedAt = async (s: number) => (await runScheduledWork(after(s), db))!.refreshed.length === 1;
        const lastRefresh = (refreshMs: number) => db.prisma.dailyState.update({ where: key, data: { refreshedAt: ended, refreshMs } });

        // a refresh records how long it took
        await refreshStandings(db.sql, "euchre", date);
        expect((await state()).refreshMs).toEqual(expect.any(Number));

        // a quick last refresh: the fixed interval (30 s) rules
        await lastRefresh(1_000);
        expect(await refreshedAt(29)).toBe(false);
        expect(await refreshedAt(31)).toBe(true);

        // a refresh that took 50 s: the next waits 100 s after it ended
        await lastRefresh(50_000);
        expect(await refreshedAt(31)).toBe(false);
        expect(await refreshedAt(99)).toBe(false);
        expect(await refreshedAt(101)).toBe(true);
        expect((await state()).refreshedResults).toBe(2);
      } finally {
        await db.close();
      }
    });
  });
}

for (const { open } of DATABASES.filter((d) => d.name === "postgres")) {
  describe("two refreshes of one day at once (postgres)", () => {
    it("the one that finds the other running changes nothing and leaves the day marked stale", async () => {
      const db = await open();
      const date = "2026-12-10";
      const refreshed = async () =>
        (await db.prisma.dailyState.findUniqueOrThrow({ where: { variant_date: { variant: "euchre", date } } })).refreshedResults;
      try {
        await seedResult(db, "A", "euchre", date, [1, 0, 0, 0, 0, 0, 0, 0]);
        await seedResult(db, "B", "euchre", date, [2, 0, 0, 0, 0, 0, 0, 0]);
        await db.prisma.$transaction(async (tx) => {
          // a refresh in another transaction holds the day's lock
          await tx.$queryRaw`SELECT 1 AS held FROM (SELECT pg_advisory_xact_lock(hashtext(${`standings:euchre:${date}`}))) l`;
          expect(await refreshStandings(db.sql, "euchre", date)).toBe(false);
          expect(await refreshed()).toBe(0);
        });
        expect(await refreshStandings(db.sql, "euchre", date)).toBe(true);
        expect(await refreshed()).toBe(2);
        expect(await db.prisma.result.findMany({ select: { rank: true }, orderBy: { rank: "asc" } })).toEqual([{ rank: 1 }, { rank: 2 }]);
      } finally {
        await db.close();
      }
    });
  });
}

for (const { open } of DATABASES.filter((d) => d.name === "postgres")) {
  describe("finishers of one day at once (postgres)", () => {
    it("each is counted once, in the field and in every board's histogram, and settles its own standing", async () => {
      const db = await open();
      const date = "2026-12-11";
      const players = 12;
      try {
        const done = await Promise.all(
          Array.from({ length: players }, (_, i) => seedResult(db, `F${i}`, "euchre", date, [i % 3, 0, 0, 0, 0, 0, 0, 0])),
        );
        // the day's count is taken under its row lock: every finisher saw a different field
        expect(done.map((d) => d.summary.field).sort((a, b) => a - b)).toEqual(Array.from({ length: players }, (_, i) => i + 1));
        const boards = await db.prisma.boardCount.groupBy({
          by: ["board"],
          where: { date },
          _sum: { count: true },
          orderBy: { board: "asc" },
        });
        expect(boards.map((b) => b._sum.count)).toEqual(Array(8).fill(players));
        expect(await db.prisma.result.count({ where: { date, rank: null } })).toBe(0);
      } finally {
        await db.close();
      }
    });
  });
}
