import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASES, type TestDb } from "../helpers/databases";

// Db.transaction carries the last move of a daily: the game's final UPDATE and its result stand
// or fall together.
for (const { name, open } of DATABASES) {
  describe(`plain-SQL transactions (${name})`, () => {
    let db: TestDb;
    beforeAll(async () => {
      db = await open();
    });
    afterAll(() => db.close());
    const names = async () => (await db.sql<{ name: string }>(`SELECT name FROM "Player" ORDER BY name`)).map((p) => p.name);

    it("commits every statement when the function returns", async () => {
      const out = await db.transaction(async (sql) => {
        await sql(`INSERT INTO "Player" (id, name) VALUES (gen_random_uuid(), $1)`, ["Ann"]);
        await sql(`INSERT INTO "Player" (id, name) VALUES (gen_random_uuid(), $1)`, ["Bo"]);
        return (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM "Player"`))[0]!.n;
      });
      expect(out).toBe(2);
      expect(await names()).toEqual(["Ann", "Bo"]);
    });

    it("keeps nothing when the function throws or a statement fails, and the next one works", async () => {
      await expect(
        db.transaction(async (sql) => {
          await sql(`INSERT INTO "Player" (id, name) VALUES (gen_random_uuid(), $1)`, ["Cy"]);
          throw new Error("changed my mind");
        }),
      ).rejects.toThrow("changed my mind");
      await expect(
        db.transaction(async (sql) => {
          await sql(`INSERT INTO "Player" (id, name) VALUES (gen_random_uuid(), $1)`, ["Di"]);
          await sql(`INSERT INTO "Player" (id, name) VALUES ($1, $2)`, ["not-a-uuid", "Ed"]);
        }),
      ).rejects.toThrow();
      expect(await names()).toEqual(["Ann", "Bo"]);
      await db.transaction((sql) => sql(`INSERT INTO "Player" (id, name) VALUES (gen_random_uuid(), $1)`, ["Fay"]));
      expect(await names()).toEqual(["Ann", "Bo", "Fay"]);
    });
  });
}
