import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, vi } from "vitest";
import { Prisma } from "@/lib/generated/prisma/client";
import { createDb, setDbForTests, type Db } from "@/lib/server/db";

// The databases the integration suites run against: embedded PGlite always, and a real
// PostgreSQL when TEST_DATABASE_URL is set (CI sets it). Each call makes a fresh, migrated,
// isolated database: an in-memory PGlite, or a new PostgreSQL database dropped on close.
// TEST_DATABASES (e.g. "postgres") keeps only those named: CI's second run, after a first on
// PGlite alone, need not run the PGlite half again.

export interface TestDb extends Db {
  url?: string;
}

const adminUrl = process.env.TEST_DATABASE_URL;
const only = process.env.TEST_DATABASES?.split(",");
export const DATABASES: { name: "pglite" | "postgres"; open: () => Promise<TestDb> }[] = [
  { name: "pglite" as const, open: () => createDb({ databaseUrl: undefined, dataDir: "", pgliteDir: "memory://" }) },
  ...(adminUrl ? [{ name: "postgres" as const, open: () => freshPostgres(adminUrl) }] : []),
].filter((d) => !only || only.includes(d.name));

async function freshPostgres(admin: string): Promise<TestDb> {
  const name = `de_test_${randomBytes(6).toString("hex")}`;
  await withClient(admin, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const { migrate } = await import("@/scripts/migrate.mjs");
  await migrate({ DATABASE_URL: url.toString() }, () => {});
  const db = await createDb({ databaseUrl: url.toString(), dataDir: "" });
  return {
    ...db,
    url: url.toString(),
    close: async () => {
      await db.close();
      await withClient(admin, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

export async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Every row of every table that holds the game's state (all but the per-IP rate-limit counters
 * and the migrations' log), to compare before and after: a table added later is in it too.
 */
export async function storedRows(db: Db): Promise<Record<string, unknown[]>> {
  const tables = await db.sql<{ name: string }>(
    Prisma.sql`SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT IN ('RateLimit', '_prisma_migrations')
     ORDER BY table_name`,
  );
  const rows: Record<string, unknown[]> = {};
  for (const { name } of tables) {
    const [{ all }] = await db.sql<{ all: unknown[] }>(
      Prisma.sql`SELECT coalesce(json_agg(t ORDER BY t::text), '[]') AS all FROM ${Prisma.raw(`"${name}"`)} t`,
    );
    rows[name] = all;
  }
  return rows;
}

/**
 * How many statements in the database wait for a lock another session holds. Asked on a
 * connection of its own: within a transaction, PostgreSQL answers from the first answer's snapshot.
 */
export async function waitingOnLocks(url: string): Promise<number> {
  const { rows } = await withClient(url, (c) =>
    c.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`),
  );
  return rows[0].n;
}

/**
 * For a describe block: a fresh database as the app's database, and the clock (Date only) fixed
 * at `now` until the block ends. Returns a getter for the database.
 */
export function useAppDb(open: () => Promise<TestDb>, now: string): () => TestDb {
  let db: TestDb | undefined;
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(now));
    db = await open();
    setDbForTests(db);
  });
  afterAll(async () => {
    setDbForTests(undefined);
    await db?.close();
    vi.useRealTimers();
  });
  return () => db!;
}
