import { describe, expect, it } from "vitest";
import { Prisma } from "@/lib/generated/prisma/client";
import { DATABASES, withClient } from "../helpers/databases";

for (const { open } of DATABASES.filter((d) => d.name === "postgres")) {
  describe("the PostgreSQL pool", () => {
    it("survives the server closing its idle connections and answers the next query", async () => {
      const db = await open();
      try {
        await Promise.all([db.sql(Prisma.sql`SELECT 1`), db.sql(Prisma.sql`SELECT 2`)]); // two idle connections now
        const killed = await withClient(db.url!, (c) =>
          c.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`),
        );
        expect(killed.rowCount).toBeGreaterThanOrEqual(2);
        await new Promise((r) => setTimeout(r, 200)); // the closing reaches the idle clients
        expect(await db.sql<{ ok: number }>(Prisma.sql`SELECT 1 AS ok`)).toEqual([{ ok: 1 }]);
      } finally {
        await db.close();
      }
    });
  });
}
