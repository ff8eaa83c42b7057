import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { encode } from "next-auth/jwt";
import { describe, expect, it, vi } from "vitest";
import { authOptions, sessionCookieName } from "@/lib/server/auth";
import { config } from "@/lib/server/config";
import type { Db } from "@/lib/server/db";
import { nameKey, skeleton } from "@/lib/server/name-key";
import { createPlayer } from "@/lib/server/player-names";
import { mergePlayers } from "@/lib/server/players";
import { DATABASES, useAppDb, waitingOnLocks, withClient } from "../helpers/databases";
import { finishedDaily } from "../helpers/results";

// Signing in on a device where one played as a guest moves the guest's history into the account.
const daily = async (db: Db, playerId: string, variant: string, date: string, nets: number[]) =>
  (await finishedDaily(db, playerId, variant, date, nets)).gameId;

const NOW = new Date("2026-12-03T12:00:00Z");

for (const { name, open } of DATABASES) {
  describe(`merging a guest into an account on ${name}`, () => {
    const app = useAppDb(open, NOW.toISOString());

    it("moves games and results, keeps the first finished attempt where both played, and rebuilds the stats", async () => {
      const account = (await app().prisma.player.create({ data: { name: "Account" } })).id;
      const guest = (await app().prisma.player.create({ data: { name: "Guest" } })).id;
      await daily(app(), account, "euchre", "2026-12-02", [1, 1, 1, 1, 1, 1, 1, 1]);
      vi.setSystemTime(new Date(NOW.getTime() + 60_000));
      await daily(app(), guest, "euchre", "2026-12-02", [-1, -1, -1, -1, -1, -1, -1, -1]); // both played: the later one goes
      vi.setSystemTime(NOW);
      const kept = await daily(app(), guest, "euchre", "2026-12-03", [2, 0, 0, 0, 0, 0, 0, 0]);
      await mergePlayers(app().prisma, guest, account);

      expect(await app().prisma.player.findUnique({ where: { id: guest } })).toBeNull();
      const results = await app().prisma.result.findMany({ where: { playerId: account }, orderBy: { date: "asc" } });
      expect(results.map((r) => [r.date, r.totalNet])).toEqual([
        ["2026-12-02", 8],
        ["2026-12-03", 2],
      ]);
      expect(results[1]!.gameId).toBe(kept);
      // the dropped attempt left the day's histograms: one result per board remains
      const counts = await app().prisma.boardCount.findMany({ where: { variant: "euchre", date: "2026-12-02", count: { gt: 0 } } });
      expect(counts.map((c) => [c.board, c.net, c.count])).toEqual(Array.from({ length: 8 }, (_, b) => [b, 1, 1]));
      expect(
        (await app().prisma.dailyState.findUniqueOrThrow({ where: { variant_date: { variant: "euchre", date: "2026-12-02" } } })).results,
      ).toBe(1);
      const stats = await app().prisma.playerStats.findUniqueOrThrow({
        where: { playerId_variant: { playerId: account, variant: "euchre" } },
      });
      expect(stats).toMatchObject({ currentStreak: 2, longestStreak: 2, lastDate: "2026-12-03" });
    });

    it("merging a player into itself changes nothing (the guest a racing sign-in just made the account)", async () => {
      const player = (await app().prisma.player.create({ data: { name: "Guest" } })).id;
      await app().prisma.identity.create({ data: { provider: "github", subject: "gh-self", playerId: player } });
      await daily(app(), player, "euchre", "2026-12-02", [1, 0, 0, 0, 0, 0, 0, 0]);
      await mergePlayers(app().prisma, player, player);
      expect(await app().prisma.identity.findMany({ where: { subject: "gh-self" }, select: { playerId: true } })).toEqual([
        { playerId: player },
      ]);
      expect(await app().prisma.result.count({ where: { playerId: player } })).toBe(1);
    });

    it("keeps the guest's result where it finished first, or where the account's attempt is unfinished", async () => {
      const account = (await app().prisma.player.create({ data: { name: "Account" } })).id;
      const guest = (await app().prisma.player.create({ data: { name: "Guest" } })).id;
      const first = await daily(app(), guest, "euchre", "2026-11-28", [3, 0, 0, 0, 0, 0, 0, 0]);
      vi.setSystemTime(new Date(NOW.getTime() + 60_000)); // the account's finished a minute later
      await daily(app(), account, "euchre", "2026-11-28", [-3, 0, 0, 0, 0, 0, 0, 0]);
      vi.setSystemTime(NOW);
      const done = await daily(app(), guest, "bid-six", "2026-12-03", [5, 0, 0, 0, 0, 0]);
      const open = await app().prisma.game.create({
        data: { playerId: account, variant: "bid-six", mode: "daily", date: "2026-12-03", ranked: true, log: {} },
      });
      await mergePlayers(app().prisma, guest, account);

      const results = await app().prisma.result.findMany({ where: { playerId: account }, orderBy: { date: "asc" } });
      expect(results.map((r) => [r.variant, r.gameId, r.totalNet])).toEqual([
        ["euchre", first, 3],
        ["bid-six", done, 5],
      ]);
      expect(await app().prisma.game.findUnique({ where: { id: open.id } })).toBeNull();
      const counts = await app().prisma.boardCount.findMany({
        where: { variant: "euchre", date: "2026-11-28", board: 0, count: { gt: 0 } },
      });
      expect(counts.map((c) => [c.net, c.count])).toEqual([[3, 1]]);
    });

    it("rebuilds the streaks with a missed day between the two histories as two runs of one", async () => {
      const account = (await app().prisma.player.create({ data: { name: "Account" } })).id;
      const guest = (await app().prisma.player.create({ data: { name: "Guest" } })).id;
      await daily(app(), account, "euchre", "2026-12-01", [0, 0, 0, 0, 0, 0, 0, 0]);
      await daily(app(), guest, "euchre", "2026-12-03", [0, 0, 0, 0, 0, 0, 0, 0]);
      await mergePlayers(app().prisma, guest, account);
      const stats = await app().prisma.playerStats.findUniqueOrThrow({
        where: { playerId_variant: { playerId: account, variant: "euchre" } },
      });
      expect(stats).toMatchObject({ currentStreak: 1, longestStreak: 1, lastDate: "2026-12-03" });
    });

    describe("signing in with GitHub", () => {
      const signIn = async (currentId: string | null, subject: string, name = "Octo Cat") => {
        const cookie = currentId
          ? `${sessionCookieName()}=${await encode({ token: { sub: currentId }, secret: config().authSecret })}`
          : "";
        const req = new NextRequest("http://localhost/api/auth/callback/github", { headers: cookie ? { cookie } : {} });
        vi.stubEnv("GITHUB_ID", "id");
        vi.stubEnv("GITHUB_SECRET", "secret");
        try {
          const token = await authOptions(req).callbacks!.jwt!({
            token: {},
            account: { provider: "github", providerAccountId: subject, type: "oauth" },
            user: { id: subject, name },
          });
          return token.sub!;
        } finally {
          vi.unstubAllEnvs();
        }
      };

      it("makes a guest the new account's player, and moves a guest's history into a known one", async () => {
        const guest = (await app().prisma.player.create({ data: { name: "Guest" } })).id;
        expect(await signIn(guest, "gh-1")).toBe(guest);
        const other = (await app().prisma.player.create({ data: { name: "Guest 2" } })).id;
        expect(await signIn(other, "gh-1")).toBe(guest);
        expect(await app().prisma.player.findUnique({ where: { id: other } })).toBeNull();
      });

      it("names a new account's player after the provider's name only if a rename could choose it", async () => {
        const named = async (subject: string, name: string) => {
          const id = await signIn(null, subject, name);
          return (await app().prisma.player.findUniqueOrThrow({ where: { id } })).name;
        };
        expect(await named("gh-named", "Octo Cat")).toBe("Octo Cat");
        expect(await named("gh-long", "Octavia Catherine Smith-Jones the Third")).toBe("Octavia Catherine Smith-");
        expect(await named("gh-rude", "Arschloch")).toMatch(/^\p{L}+ \p{L}+ \d{2,}$/u); // a generated guest name
      });

      it("names a new account's player with a generated name when the provider's looks like another player's", async () => {
        const other = await createPlayer("Mona Lisa");
        const id = await signIn(null, "gh-lookalike", "MONA LISA");
        expect(id).not.toBe(other.id);
        const player = await app().prisma.player.findUniqueOrThrow({ where: { id } });
        expect(player.name).toMatch(/^\p{L}+ \p{L}+ \d{3}$/u); // the provider's name was the first try
        expect(player).toMatchObject({ nameSkeleton: skeleton(player.name), nameKey: nameKey(player.name) });
      });

      it("leaves a player signed in with another account alone: no merge, no second identity", async () => {
        const mine = (await app().prisma.player.create({ data: { name: "Mine" } })).id;
        await app().prisma.identity.create({ data: { provider: "github", subject: "gh-mine", playerId: mine } });
        await daily(app(), mine, "euchre", "2026-12-01", [1, 0, 0, 0, 0, 0, 0, 0]);

        const theirs = await signIn(mine, "gh-theirs");
        expect(theirs).not.toBe(mine);
        expect(await app().prisma.identity.findMany({ where: { playerId: mine } })).toHaveLength(1);
        expect(await app().prisma.result.count({ where: { playerId: mine } })).toBe(1);

        // and a known account signed into from there stays as it was
        expect(await signIn(mine, "gh-theirs")).toBe(theirs);
        expect(await app().prisma.player.findUnique({ where: { id: mine } })).not.toBeNull();
        expect(await app().prisma.result.count({ where: { playerId: mine } })).toBe(1);
      });

      // Two tabs (or two devices) signing in at once: both callbacks run side by side.
      it("two sign-ins of one guest into a known account at once move its history once", async () => {
        const account = (await app().prisma.player.create({ data: { name: "Account" } })).id;
        await app().prisma.identity.create({ data: { provider: "github", subject: "gh-twice", playerId: account } });
        const guest = (await app().prisma.player.create({ data: { name: "Guest" } })).id;
        await daily(app(), guest, "two-hand", "2026-12-02", [1, 0, 0, 0, 0, 0, 0, 0]);

        expect(await Promise.all([signIn(guest, "gh-twice"), signIn(guest, "gh-twice")])).toEqual([account, account]);
        expect(await app().prisma.player.findUnique({ where: { id: guest } })).toBeNull();
        expect(await app().prisma.result.findMany({ where: { variant: "two-hand" }, select: { playerId: true } })).toEqual([
          { playerId: account },
        ]);
        const cells = await app().prisma.boardCount.findMany({
          where: { variant: "two-hand", date: "2026-12-02" },
          select: { count: true },
        });
        expect(cells.map((c) => c.count)).toEqual(Array(8).fill(1));
      });

      it.each<[string, (string | null)[]]>([
        ["one guest", ["g", "g"]],
        ["two guests", ["g1", "g2"]],
        ["no guest", [null, null]],
      ])("two sign-ins from %s to a new account at once make one account", async (_, tags) => {
        const subject = `gh-new-${randomUUID()}`;
        const guests = new Map<string, string>();
        for (const tag of new Set(tags)) {
          if (tag !== null) guests.set(tag, (await app().prisma.player.create({ data: { name: `Guest ${tag}` } })).id);
        }
        const players = await app().prisma.player.count();
        const ids = await Promise.all(tags.map((tag) => signIn(tag === null ? null : guests.get(tag)!, subject)));
        expect(ids[0]).toBe(ids[1]);
        expect(await app().prisma.identity.findMany({ where: { subject }, select: { playerId: true } })).toEqual([{ playerId: ids[0] }]);
        // the account's player is the first guest, or one new player; a second guest merged into it
        expect(await app().prisma.player.count()).toBe(players - guests.size + 1);
      });

      // On PostgreSQL the race can be forced: another sign-in's account, not yet committed, is
      // invisible to both lookups, and both inserts wait for it, then fail.
      if (name === "postgres") {
        it("sign-ins that lose the race to create an account join the one that won", async () => {
          const subject = `gh-raced-${randomUUID()}`;
          const [winner, a, b] = await Promise.all(
            ["W", "A", "B"].map(async (n) => (await app().prisma.player.create({ data: { name: n } })).id),
          );
          await withClient(app().url!, async (c) => {
            await c.query("BEGIN");
            await c.query(`INSERT INTO "Identity" (provider, subject, "playerId") VALUES ('github', $1, $2)`, [subject, winner]);
            const both = Promise.all([signIn(a!, subject), signIn(b!, subject)]);
            await expect.poll(() => waitingOnLocks(app().url!), { timeout: 30_000 }).toBe(2);
            await c.query("COMMIT");
            expect(await both).toEqual([winner, winner]);
          });
          expect(await app().prisma.player.count({ where: { id: { in: [a!, b!] } } })).toBe(0);
          expect(await app().prisma.identity.count({ where: { subject } })).toBe(1);
        });
      }
    });
  });
}
