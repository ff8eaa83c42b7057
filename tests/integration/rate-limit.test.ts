import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "@/lib/generated/prisma/client";
import { Limiter } from "@/lib/server/rate-limit";
import { DATABASES, type TestDb } from "../helpers/databases";

const MINUTE = 60_000;
const T = Date.UTC(2026, 10, 30, 12, 0, 5);
const NEVER = Infinity; // no sync after a limiter's first but the ones a test asks for

for (const { name, open } of DATABASES) {
  describe(`rate-limit counters shared by several servers (${name})`, () => {
    let db: TestDb;
    beforeAll(async () => {
      db = await open();
    });
    afterAll(() => db.close());
    const rows = () => db.sql<{ key: string; count: number }>(Prisma.sql`SELECT key, count FROM "RateLimit" ORDER BY key`);

    it("counts exactly on one server and sees the other servers' counts after a sync", async () => {
      const a = new Limiter(db.sql, NEVER);
      const b = new Limiter(db.sql, NEVER);
      const key = "action:198.51.100.1";
      expect([1, 2, 3, 4, 5].map(() => a.hit(key, MINUTE, T))).toEqual([1, 2, 3, 4, 5]);
      await a.settled(); // the first hit started a sync, which took all five
      expect(b.hit(key, MINUTE, T)).toBe(1); // b has not heard of a's requests yet
      await b.settled(); // its first sync adds its one and reads back the total
      expect(b.hit(key, MINUTE, T + 2)).toBe(7);
      expect(await rows()).toEqual([{ key, count: 6 }]);
      await b.sync(T + 3);
      expect(await rows()).toEqual([{ key, count: 7 }]);
      // another key, and the next window, start from one
      expect(a.hit("action:198.51.100.2", MINUTE, T)).toBe(1);
      expect(a.hit(key, MINUTE, T + MINUTE)).toBe(1);
    });

    it("syncs by itself at most once per interval, and deletes the rows of ended windows", async () => {
      const c = new Limiter(db.sql, 1000);
      const key = "action:198.51.100.3";
      c.hit(key, MINUTE, T + 2 * MINUTE); // the first hit syncs (and cleans up) at once
      await c.settled();
      expect(await rows()).toEqual([{ key, count: 1 }]); // the rows of the first test's windows are gone
      c.hit(key, MINUTE, T + 2 * MINUTE + 500); // within the second: counted here only
      await c.settled();
      expect(await rows()).toEqual([{ key, count: 1 }]);
      expect(c.hit(key, MINUTE, T + 2 * MINUTE + 1000)).toBe(3); // and this one syncs both
      await c.settled();
      expect(await rows()).toEqual([{ key, count: 3 }]);
    });
  });
}
