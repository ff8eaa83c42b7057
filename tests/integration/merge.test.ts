import { NextRequest } from "next/server";
import { encode } from "next-auth/jwt";
import { describe, expect, it, vi } from "vitest";
import { authOptions, sessionCookieName } from "@/lib/server/auth";
import { config } from "@/lib/server/config";
import type { Db } from "@/lib/server/db";
import { nameKey, skeleton } from "@/lib/server/name-key";
import { createPlayer } from "@/lib/server/player-names";
import { mergePlayers } from "@/lib/server/players";
import { DATABASES, useAppDb } from "../helpers/databases";
import { recordResult } from "../helpers/results";

// Signing in on a device where one played as a guest moves the guest's history into the account.
async function daily(db: Db, playerId: string, variant: string, date: string, nets: number[]) {
  const game = await db.prisma.game.create({ data: { playerId, variant, mode: "daily", date, ranked: true, status: "finished", log: {} } });
  await recordResult(db, { gameId: game.id, playerId, variant, date, nets });
  return game.id;
}

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
    });
  });
}
