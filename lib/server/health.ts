import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { buildInfo } from "../build-info";
import { config } from "./config";
import { db } from "./db";
import { log } from "./log";

export type Health =
  | { ok: true; db: "pglite" | "postgres"; version: string; commit: string }
  | { ok: false; db: "pglite" | "postgres"; version: string; commit: string; error: { code: "db_unavailable"; message: string } };

/** Whether the site can serve: the database answers a trivial query. */
export async function health(): Promise<Health> {
  const info = { ...buildInfo(), db: config().databaseUrl ? ("postgres" as const) : ("pglite" as const) };
  try {
    const { sql } = await db();
    await sql(Prisma.sql`SELECT 1`);
    return { ok: true, ...info };
  } catch (err) {
    log.error({ err: err instanceof Error ? err.message : String(err) }, "health check: database unreachable");
    return { ok: false, ...info, error: { code: "db_unavailable", message: "The database cannot be reached." } };
  }
}
