import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import { mkdtemp, mkdir, writeFile, cp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { Prisma } from "@/lib/generated/prisma/client";
import { applyMigrations, pgExecutor, pgliteExecutor } from "@/lib/server/migrator.mjs";
import { charKey, nameKey, skeleton } from "@/lib/server/name-key";
import { DATABASES, withClient } from "../helpers/databases";

const run = promisify(execFile);
const MIGRATIONS = path.resolve("prisma/migrations");

/** Databases with nothing in them: an in-memory PGlite, and a new PostgreSQL database with TEST_DATABASE_URL. */
const EMPTY_DATABASES: { name: string; exec: () => Promise<{ exec: ReturnType<typeof pgliteExecutor>; done: () => Promise<unknown> }> }[] =
  [
    {
      name: "pglite",
      exec: async () => {
        const pg = await PGlite.create();
        return { exec: pgliteExecutor(pg), done: () => pg.close() };
      },
    },
  ];
const admin = process.env.TEST_DATABASE_URL;
if (admin) {
  EMPTY_DATABASES.push({
    name: "postgres",
    exec: async () => {
      const name = `de_mig_${Date.now()}`;
      await withClient(admin, (c) => c.query(`CREATE DATABASE ${name}`));
      const url = new URL(admin);
      url.pathname = `/${name}`;
      const { default: pg } = await import("pg");
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      return {
        exec: pgExecutor(client),
        done: async () => {
          await client.end();
          await withClient(admin, (c) => c.query(`DROP DATABASE ${name} WITH (FORCE)`));
        },
      };
    },
  });
}

describe("migrations", () => {
  it("the committed migrations produce exactly schema.prisma (wasm schema engine diff is empty)", async () => {
    const { stdout } = await run("node", ["scripts/prisma-wasm.mjs", "diff"], { env: { ...process.env, DATABASE_URL: "" } });
    expect(stdout.trim()).toBe("-- This is an empty migration.");
  });

  for (const { name, open } of DATABASES) {
    it(`${name}: a fresh database is migrated and every migration is recorded in _prisma_migrations`, async () => {
      const db = await open();
      try {
        const rows = await db.prisma.$queryRaw<{ migration_name: string; checksum: string; finished_at: Date | null }[]>`
          SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" ORDER BY migration_name`;
        const { readdir } = await import("node:fs/promises");
        const dirs = (await readdir(MIGRATIONS, { withFileTypes: true }))
          .filter((d) => d.isDirectory())
          .map((d) => d.name)
          .sort();
        expect(rows.map((r) => r.migration_name)).toEqual(dirs);
        expect(rows.every((r) => r.finished_at !== null && /^[0-9a-f]{64}$/.test(r.checksum))).toBe(true);
        // rate-limit counters skip the WAL (a crash may forget them; a move need not wait for them)
        const [rl] = await db.sql<{ relpersistence: string }>(Prisma.sql`SELECT relpersistence FROM pg_class WHERE relname = 'RateLimit'`);
        expect(rl?.relpersistence).toBe("u");
        // and the tables are usable through Prisma
        const player = await db.prisma.player.create({ data: { name: "Left Bower 42" } });
        expect((await db.prisma.player.findUniqueOrThrow({ where: { id: player.id } })).name).toBe("Left Bower 42");
      } finally {
        await db.close();
      }
    });
  }

  it("a failing migration leaves nothing behind, and the ones before it stay applied", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "migrations-"));
    await cp(MIGRATIONS, dir, { recursive: true });
    await mkdir(path.join(dir, "99990101000000_broken"));
    await writeFile(path.join(dir, "99990101000000_broken", "migration.sql"), `CREATE TABLE "Half" (id int);\nSELECT no_such_function();`);
    for (const target of EMPTY_DATABASES) {
      const { exec, done } = await target.exec();
      try {
        await expect(applyMigrations(exec, { dir })).rejects.toThrow(/migration 99990101000000_broken failed/);
        const half = await exec.query(`SELECT to_regclass('"Half"') AS t`);
        expect(half.rows[0].t, target.name).toBeNull();
        const recorded = await exec.query(`SELECT migration_name FROM "_prisma_migrations"`);
        expect(recorded.rows.map((r) => r.migration_name)).not.toContain("99990101000000_broken");
        expect(recorded.rows.length).toBeGreaterThan(0);
        // a second run is a no-op for the good ones and fails the same way on the bad one
        await expect(applyMigrations(exec, { dir })).rejects.toThrow(/broken failed/);
      } finally {
        await done();
      }
    }
  });
});

describe("the player_name_key migration", () => {
  const NAME_KEYS = readdirSync(MIGRATIONS).find((m) => m.endsWith("_player_name_key"))!;

  /** Every character a decomposed name can hold whose skeleton or key is not itself. */
  const mapped: string[] = [];
  for (let cp = 0; cp < 0x110000; cp++) {
    const c = String.fromCodePoint(cp);
    if (/^[\p{L}\p{M}\p{N} _-]$/u.test(c) && c.normalize("NFD") === c && (skeleton(c) !== c || charKey(c) !== c)) mapped.push(c);
  }
  const names = [
    ...["Alice", "alice", "Аlice", "AIice", "ALICE", "B0B", "Bob", "ВОВ", "Left Bower 42", "Left Bower 42"],
    ...[
      "Søren Ærø",
      "Jürgen Größe",
      "Åsa Öberg",
      "Ĳsbrand",
      "Ἀλέξανδρος",
      "Σοφία",
      "Иван",
      "김민준",
      "山田たろう",
      "Zo\u0316\u0337\u0334e",
    ],
    ...mapped,
  ];

  it.each(EMPTY_DATABASES)(
    "$name: gives the players there were the keys name-key.ts gives them, and none that an older player's name already has",
    async (target) => {
      const before = await mkdtemp(path.join(tmpdir(), "migrations-"));
      for (const m of readdirSync(MIGRATIONS).filter((m) => m < NAME_KEYS))
        await cp(path.join(MIGRATIONS, m), path.join(before, m), { recursive: true });
      const { exec, done } = await target.exec();
      try {
        await applyMigrations(exec, { dir: before });
        await exec.query(
          `INSERT INTO "Player" (id, name, "createdAt")
           SELECT gen_random_uuid(), n, timestamptz '2026-12-01' + i * interval '1 ms' FROM unnest($1::text[]) WITH ORDINALITY AS u(n, i)`,
          [names],
        );
        // this one and any that came after it
        const later = readdirSync(MIGRATIONS).filter((m) => /^\d/.test(m) && m >= NAME_KEYS);
        expect(await applyMigrations(exec, { dir: MIGRATIONS })).toEqual(later);
        const { rows } = await exec.query(`SELECT name, "nameSkeleton", "nameKey" FROM "Player" ORDER BY "createdAt"`);
        const first = (seen: Set<string>, key: string) => (seen.has(key) ? null : (seen.add(key), key));
        const [skeletons, keys] = [new Set<string>(), new Set<string>()];
        expect(rows).toEqual(
          names.map((name) => ({ name, nameSkeleton: first(skeletons, skeleton(name)), nameKey: first(keys, nameKey(name)) })),
        );
        expect(rows.slice(0, 10).map((r) => [r.nameSkeleton !== null, r.nameKey !== null])).toEqual([
          [true, true], // Alice
          [true, false], // alice: Alice's key
          [false, false], // Аlice, Cyrillic А: looks like Alice
          [false, true], // AIice, capital I: looks like Alice (lower-cased, "aiice", it is no other's)
          [true, false], // ALICE
          [true, true], // B0B
          [true, false], // Bob: B0B's key
          [false, true], // ВОВ: looks like B0B (lower-cased, "вов", like no other)
          [true, true],
          [false, false], // a second Left Bower 42
        ]);
      } finally {
        await done();
      }
    },
  );
});
