import "server-only";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { config, type AppConfig } from "./config";
import { log } from "./log";
import { applyMigrations, pgliteExecutor } from "./migrator.mjs";
import { lockDataDir } from "./pglite-lock.mjs";

// The one place that creates a Prisma client. PostgreSQL when DATABASE_URL is set (through
// @prisma/adapter-pg), otherwise embedded PGlite with its data in <DATA_DIR>/pglite, migrated
// here at first use so `npm start` needs no database server.

export type DbKind = "postgres" | "pglite";
/**
 * Runs one statement written with Prisma.sql (its values sent as parameters, never spliced into
 * the text) and answers its rows. A `name` makes it a prepared statement on PostgreSQL (parsed
 * and planned once per connection): for the fixed statements every move runs.
 */
export type Sql = <T = Record<string, unknown>>(query: Prisma.Sql, name?: string) => Promise<T[]>;
export interface Db {
  prisma: PrismaClient;
  kind: DbKind;
  /**
   * The hand-tuned statements, on the same connections as `prisma` (which serves the model
   * queries): those Prisma Client cannot write, and those of every move, where its own work per
   * query (~1.4 ms CPU) would cost more than the database's.
   */
  sql: Sql;
  /**
   * Runs `fn` with statements on one connection, held until it ends: for what lives in a session,
   * such as an advisory lock. A connection whose `fn` failed is closed, not handed back, since it
   * may still hold what `fn` took. (PGlite has one connection: `sql` itself.)
   */
  session: <T>(fn: (sql: Sql) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
}

export async function createDb(cfg: Pick<AppConfig, "databaseUrl" | "dataDir"> & { pgliteDir?: string }): Promise<Db> {
  if (cfg.databaseUrl) {
    const [{ PrismaPg }, { Pool }] = await Promise.all([import("@prisma/adapter-pg"), import("pg")]);
    const pool = new Pool({ connectionString: cfg.databaseUrl });
    // An idle connection the server closes (a restart, a failover, an administrator) is reported
    // here, already dropped from the pool, which opens another when asked. Unheard, the error
    // would end the process.
    pool.on("error", (err) => log.warn({ err: err.message }, "an idle database connection was closed"));
    const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
    return {
      prisma,
      kind: "postgres",
      sql: async (query, name) => (await pool.query({ text: query.text, values: query.values, name })).rows,
      session: async (fn) => {
        const client = await pool.connect();
        try {
          const out = await fn(async (query, name) => (await client.query({ text: query.text, values: query.values, name })).rows);
          client.release();
          return out;
        } catch (err) {
          client.release(err instanceof Error ? err : true);
          throw err;
        }
      },
      close: async () => {
        await prisma.$disconnect();
        await pool.end();
      },
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  const dir = cfg.pgliteDir ?? path.join(cfg.dataDir, "pglite");
  const memory = dir.startsWith("memory://");
  let unlock = () => {};
  if (!memory) {
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(dir);
  }
  try {
    const pglite = await PGlite.create(memory ? undefined : dir);
    await applyMigrations(pgliteExecutor(pglite), { dir: path.join(process.cwd(), "prisma", "migrations") });
    const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
    // PGlite runs one statement at a time and waits for an open transaction to end
    const sql: Sql = async (query) => (await pglite.query(query.text, query.values)).rows as never[];
    return {
      prisma,
      kind: "pglite",
      sql,
      session: (fn) => fn(sql),
      close: async () => {
        await prisma.$disconnect();
        await pglite.close();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}

// One client per process (and one across dev-server reloads, which re-evaluate modules).
const globalDb = globalThis as unknown as { dailyEuchreDb?: Promise<Db> };

export function db(): Promise<Db> {
  globalDb.dailyEuchreDb ??= createDb(config()).catch((err) => {
    globalDb.dailyEuchreDb = undefined; // let a later request retry (e.g. PostgreSQL came back)
    throw err;
  });
  return globalDb.dailyEuchreDb;
}

/** Closes the process-wide database, if it was opened; a later db() would open it again. */
export async function closeDb(): Promise<void> {
  const open = globalDb.dailyEuchreDb;
  globalDb.dailyEuchreDb = undefined;
  await (await open?.catch(() => undefined))?.close();
}

/** The same statements inside a Prisma transaction (where the database is busy with that transaction). */
export const transactionSql =
  (tx: Prisma.TransactionClient): Sql =>
  (query) =>
    tx.$queryRaw(query);

/**
 * Replaces the process-wide database (tests run the route handlers against their own). What a
 * process caches is kept per database (see game-store.ts), so a new one starts with nothing cached.
 */
export function setDbForTests(next: Db | undefined): void {
  globalDb.dailyEuchreDb = next ? Promise.resolve(next) : undefined;
}
