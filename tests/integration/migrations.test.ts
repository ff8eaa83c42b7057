import { execFile } from "node:child_process";
import { mkdtemp, mkdir, writeFile, cp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { applyMigrations, pgExecutor, pgliteExecutor } from "@/lib/server/migrator.mjs";
import { DATABASES, withClient } from "../helpers/databases";

const run = promisify(execFile);
const MIGRATIONS = path.resolve("prisma/migrations");

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
        const [rl] = await db.sql<{ relpersistence: string }>(`SELECT relpersistence FROM pg_class WHERE relname = 'RateLimit'`);
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
    const targets: { name: string; exec: () => Promise<{ exec: ReturnType<typeof pgliteExecutor>; done: () => Promise<unknown> }> }[] = [
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
      targets.push({
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
    for (const target of targets) {
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
