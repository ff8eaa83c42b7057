import "server-only";
import type { LogEntry, Seat } from "@/lib/engine";
import { Prisma, type Game } from "@/lib/generated/prisma/client";
import type { Sql } from "./db";
import { FULL_LOG_SQL } from "./full-log.mjs";

// How a game is stored: a row per game, one person's, whose `version` is the length of its log.
// The log is the row's `log` followed by the entries of the GameMove rows beyond its end, one row
// per move since: a move inserts only its own entries, where rewriting the whole log (a JSON
// document that grows all game long) cost the database about twice the CPU. The last move
// stores the whole log in the row and deletes the moves, in one statement (finish-game.ts).

/** The seat the person plays; the computer players hold the others. */
export const HUMAN: Seat = "S";

/** A game's row without its log (the log is read only when the state is not cached). */
export type GameMeta = Pick<Game, "id" | "playerId" | "variant" | "mode" | "date" | "seed" | "ranked" | "status" | "version">;

/** The columns of a GameMeta, of the "Game" row aliased `g`. */
export const GAME_META = Prisma.sql`g.id, g."playerId", g.variant, g.mode, g.date, g.seed, g.ranked, g.status, g.version`;

/** The whole log of the "Game" row aliased `g`: a constant expression, with no values of its own. */
export const FULL_LOG = Prisma.raw(FULL_LOG_SQL);

/**
 * The optimistic lock, as the WHERE of a move's UPDATE: the game is still active, the player's,
 * and at `seq`, the version the move was made on. Of two requests that saw the same version,
 * only one finds the row.
 */
export const atVersion = (game: { id: string; playerId: string }, seq: number) =>
  Prisma.sql`id = ${game.id}::uuid AND version = ${seq} AND status = 'active' AND "playerId" = ${game.playerId}::uuid`;

/**
 * Appends one move's entries to an active game under the optimistic lock; true when it applied.
 * One prepared statement: every move but the last runs it. It commits like every other write,
 * waiting for the write-ahead log to reach the disk: a move answered 200 is never lost.
 */
export async function appendMove(
  sql: Sql,
  move: { id: string; playerId: string; seq: number; entries: readonly LogEntry[] },
): Promise<boolean> {
  const version = move.seq + move.entries.length;
  const rows = await sql(
    Prisma.sql`WITH game AS (
       UPDATE "Game" SET version = ${version}, "updatedAt" = now() WHERE ${atVersion(move, move.seq)} RETURNING id)
     INSERT INTO "GameMove" ("gameId", version, entries) SELECT id, ${version}::int, ${JSON.stringify(move.entries)}::jsonb FROM game RETURNING 1`,
    "append-move",
  );
  return rows.length === 1;
}
