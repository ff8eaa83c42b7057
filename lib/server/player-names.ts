import { randomUUID } from "node:crypto";
import { ApiError } from "./api/errors";
import { db } from "./db";
import { isUniqueViolation } from "./db-errors";
import { nameKey, skeleton } from "./name-key";
import { guestName } from "./names";
import { playerRateLimit } from "./rate-limit";

// Players' names as stored, with their look-alike keys (name-key.ts). The keys' unique indexes
// decide, also between concurrent requests, so no two players' names look alike: a rename to
// another's look-alike is refused like any other unacceptable name (422, reason name_taken), and
// a new player gets another generated name.

const taken = () =>
  new ApiError("invalid", "Another player's name is the same or looks the same: please choose another.", { reason: "name_taken" });
const keys = (name: string) => [skeleton(name), nameKey(name)];

/** Refuses (422, reason name_taken) a name that looks like the name of a player other than `self`. */
export async function refuseTaken(name: string, self: string | null): Promise<void> {
  const { sql } = await db();
  const others = await sql(
    `SELECT 1 FROM "Player" WHERE ("nameSkeleton" = $1 OR "nameKey" = $2) AND id::text IS DISTINCT FROM $3 LIMIT 1`,
    [...keys(name), self],
  );
  if (others.length > 0) throw taken();
}

/**
 * A new player named `wanted` if no other's name looks like it, else a generated name, with a
 * digit more at each collision (10 digits at most: 24 characters). Plain SQL: every new visitor's
 * first request makes one, and Prisma's own work per query would cost more than the insert.
 */
export async function createPlayer(wanted?: string): Promise<{ id: string; name: string }> {
  const { sql } = await db();
  for (let digits = 2; digits <= 10; digits++) {
    const name = digits === 2 && wanted ? wanted : guestName(digits);
    const id = randomUUID();
    const made = await sql(
      `INSERT INTO "Player" (id, name, "nameSkeleton", "nameKey") VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING id`,
      [id, name, ...keys(name)],
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
  const [current] = await sql<{ name: string }>(`SELECT name FROM "Player" WHERE id = $1`, [playerId]);
  if (current?.name === name) return;
  await playerRateLimit("rename", playerId);
  try {
    await sql(`UPDATE "Player" SET name = $2, "nameSkeleton" = $3, "nameKey" = $4 WHERE id = $1`, [playerId, name, ...keys(name)]);
  } catch (err) {
    throw isUniqueViolation(err) ? taken() : err;
  }
}
