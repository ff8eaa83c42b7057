// `npm run db:migrate`: apply pending migrations to the configured database —
// PostgreSQL when DATABASE_URL is set, else the embedded PGlite folder (<DATA_DIR>/pglite).
// Do not run it against the embedded folder while the app runs: PGlite allows one process.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { applyMigrations, pgExecutor, pgliteExecutor } from "../lib/server/migrator.mjs";
import { lockDataDir } from "../lib/server/pglite-lock.mjs";

export async function migrate(env = process.env, log = console.log) {
  const dir = path.join(process.cwd(), "prisma", "migrations");
  if (env.DATABASE_URL) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    try {
      await client.connect();
    } catch (err) {
      throw new Error(`Cannot reach PostgreSQL at DATABASE_URL (${err.code ?? err.message}).`);
    }
    try {
      return await applyMigrations(pgExecutor(client), { dir, log });
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const dataDir = path.resolve(env.DATA_DIR || ".data", "pglite");
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  try {
    const db = await PGlite.create(dataDir);
    try {
      return await applyMigrations(pgliteExecutor(db), { dir, log });
    } finally {
      await db.close();
    }
  } finally {
    unlock();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  migrate()
    .then((done) => console.log(done.length ? `Applied ${done.length} migration(s).` : "Database is up to date."))
    .catch((err) => {
      console.error(err.message);
      process.exit(1);
    });
}
