import "server-only";
import { randomUUID } from "node:crypto";
import { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "./api/errors";
import { db } from "./db";
import { isUniqueViolation } from "./db-errors";
import { nameKey, skeleton } from "./name-key";
import type { Locale } from "@/lib/i18n/routing";
import { guestName } from "./names";
import { playerRateLimit } from "./rate-limit";

// Players' names as stored, with their look-alike keys (name-key.ts). The keys' unique indexes
// decide, also between concurrent requests, so no two players' names look alike: a rename to
// another's look-alike is refused like any other unacceptable name (422, reason name_taken), and
// a new player gets another generated name.

const taken = () =>
  new ApiError("invalid", "Another player's name is the same or looks the same: please choose another.", { reason: "name_taken" });
/** The look-alike keys of a name, as the columns "nameSkeleton" and "nameKey" hold them. */
const keys = (name: string) => ({ skeleton: skeleton(name), key: nameKey(name) });

/** Refuses (422, reason name_taken) a name that looks like the name of a player other than `self`. */
export async function refuseTaken(name: string, self: string | null): Promise<void> {
  const { sql } = await db();
  const k = keys(name);
  const others = await sql(
    Prisma.sql`SELECT 1 FROM "Player" WHERE ("nameSkeleton" = ${k.skeleton} OR "nameKey" = ${k.key}) AND id::text IS DISTINCT FROM ${self}::text LIMIT 1`,
  );
  if (others.length > 0) throw taken();
}

/**
 * A new player named `wanted` if no other's name looks like it, else a generated name (in
 * `locale`, English by default), with a
 * digit more at each collision (10 digits at most: 24 characters). Plain SQL: every new visitor's
 * first request makes one, and Prisma's own work per query would cost more than the insert.
 */
export async function createPlayer(wanted?: string, locale?: Locale): Promise<{ id: string; name: string }> {
  const { sql } = await db();
  for (let digits = 2; digits <= 10; digits++) {
    const name = digits === 2 && wanted ? wanted : guestName(digits, locale);
    const id = randomUUID();
    const k = keys(name);
    const made = await sql(
      Prisma.sql`INSERT INTO "Player" (id, name, "nameSkeleton", "nameKey") VALUES (${id}::uuid, ${name}, ${k.skeleton}, ${k.key})
       ON CONFLICT DO NOTHING RETURNING id`,
    );
    if (made.length > 0) return { id, name };
  }
  throw new Error("no free name for a new player");
}

/**
 * Renames the player (`name` is one that checkName returned), within the "rename" rate limit
 * (429 beyond it). Renaming to the name one has changes and counts nothing; a name another
 * player's looks like is refused, also when another request took it after refuseTaken looked.
 */
export async function renamePlayer(playerId: string, name: string): Promise<void> {
  const { sql } = await db();
  const [current] = await sql<{ name: string }>(Prisma.sql`SELECT name FROM "Player" WHERE id = ${playerId}::uuid`);
  if (current?.name === name) return;
  await playerRateLimit("rename", playerId);
  try {
    const k = keys(name);
    await sql(
      Prisma.sql`UPDATE "Player" SET name = ${name}, "nameSkeleton" = ${k.skeleton}, "nameKey" = ${k.key} WHERE id = ${playerId}::uuid`,
    );
  } catch (err) {
    throw isUniqueViolation(err) ? taken() : err;
  }
}
