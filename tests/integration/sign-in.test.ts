import { afterEach, describe, expect, it, vi } from "vitest";
import { Browser } from "../helpers/api";
import { DATABASES, useAppDb } from "../helpers/databases";

// GET /api/me tells the profile page what to offer: `signIn`, the providers this server is
// configured for (GitHub needs GITHUB_ID and GITHUB_SECRET), and `providers`, those the player's
// account is linked to (signed in when any).

for (const { name, open } of DATABASES) {
  describe(`sign-in on the profile on ${name}`, () => {
    const app = useAppDb(open, "2026-12-05T10:00:00Z");
    afterEach(() => {
      vi.unstubAllEnvs();
    });

    it("offers GitHub only when both GITHUB_ID and GITHUB_SECRET are set", async () => {
      const b = new Browser("198.51.100.140");
      const offered = async () => (await b.get("/api/me")).body.signIn;
      vi.stubEnv("GITHUB_ID", "");
      vi.stubEnv("GITHUB_SECRET", "");
      expect(await offered()).toEqual([]);
      vi.stubEnv("GITHUB_ID", "test-client-id");
      expect(await offered()).toEqual([]);
      vi.stubEnv("GITHUB_SECRET", "test-client-secret");
      expect(await offered()).toEqual(["github"]);
      vi.stubEnv("GITHUB_ID", "");
      expect(await offered()).toEqual([]);
    });

    it("lists the providers the player's account is linked to, beside the profile's other fields", async () => {
      vi.stubEnv("GITHUB_ID", "test-client-id");
      vi.stubEnv("GITHUB_SECRET", "test-client-secret");
      const b = new Browser("198.51.100.141");
      const guest = await b.join();
      expect(guest).toMatchObject({ providers: [], signIn: ["github"], stats: {} });
      await app().prisma.identity.create({ data: { provider: "github", subject: "583231", playerId: guest.id } });
      const other = new Browser("198.51.100.142");
      await other.join(); // someone else's guest stays unlinked

      const linked = await b.get("/api/me");
      expect(linked.status).toBe(200);
      expect(linked.body).toEqual({ id: guest.id, name: guest.name, providers: ["github"], signIn: ["github"], stats: {} });
      expect((await other.get("/api/me")).body.providers).toEqual([]);
    });
  });
}
