import "server-only";
import { randomUUID } from "node:crypto";
import { makeLog, replay, type LogEntry, type MatchLog, type MatchState } from "@/lib/engine";
import { Prisma } from "@/lib/generated/prisma/client";
import { UuidParam } from "@/lib/schemas/api";
import { ApiError } from "./api/errors";
import { db, type Db } from "./db";
import { finishGame, type DailySummary } from "./finish-game";
import { appendMove, FULL_LOG, GAME_META, type GameMeta } from "./game-log";
import { StateCache } from "./state-cache";

// The game store: a player's games, each a row (game-log.ts) and its state, read, created and
// moved on only here. Plain SQL: these statements are every player's requests, where Prisma's
// own work per query would cost more than the database's.

export interface StoredGame {
  row: GameMeta;
  state: MatchState;
}

// Each database has its own cache: what a process held of one says nothing about another.
const caches = new WeakMap<Db, StateCache<GameMeta>>();
function cacheOf(database: Db): StateCache<GameMeta> {
  let cache = caches.get(database);
  if (!cache) caches.set(database, (cache = new StateCache()));
  return cache;
}

const notFound = () => new ApiError("not_found", "No such game.");

/**
 * The row and its log in one read, replayed and cached; null when there is no such game or
 * (given `playerId`) it is someone else's: then the log is not even read.
 */
async function load(database: Db, id: string, playerId?: string): Promise<StoredGame | null> {
  const owner = playerId === undefined ? Prisma.empty : Prisma.sql`AND g."playerId" = ${playerId}::uuid`;
  const [stored] = await database.sql<GameMeta & { log: MatchLog }>(
    Prisma.sql`SELECT ${GAME_META}, ${FULL_LOG} AS log FROM "Game" g WHERE g.id = ${id}::uuid ${owner}`,
  );
  if (!stored) return null;
  const { log, ...row } = stored;
  const r = replay(log);
  if (!r.ok) throw new Error(`stored log of game ${id} does not replay: ${r.error.error.code} at ${r.error.index}`);
  cacheOf(database).set(row, r.value);
  return { row, state: r.value };
}

/**
 * The game of `row` at its version: from the cache when it holds that version, else read afresh
 * with its log (after a restart, or when another worker or server took the previous move).
 */
async function withState(database: Db, row: GameMeta): Promise<StoredGame> {
  const cached = cacheOf(database).state(row);
  if (cached) return { row, state: cached };
  const loaded = await load(database, row.id);
  if (!loaded) throw notFound();
  return loaded;
}

/**
 * The player's game `id` with its state; anyone else's, or no such game, is the same 404. A game
 * this process holds at `seq` (the version the request saw) is taken as it is, with no read: the
 * conditional UPDATE of the move is then the only check against the database. Any other game this
 * process holds is checked against its row (the log is read only if another worker moved it on);
 * one it does not hold is read with its log at once.
 */
export async function ownGame(playerId: string | null, id: string, seq?: number): Promise<StoredGame> {
  if (!playerId || !UuidParam.safeParse(id).success) throw notFound();
  const database = await db();
  const hit = cacheOf(database).get(id);
  if (hit && hit.row.playerId === playerId && hit.row.version === seq) return hit;
  if (!hit) {
    const loaded = await load(database, id, playerId);
    if (!loaded) throw notFound();
    return loaded;
  }
  const [row] = await database.sql<GameMeta>(Prisma.sql`SELECT ${GAME_META} FROM "Game" g WHERE g.id = ${id}::uuid`);
  if (!row || row.playerId !== playerId) throw notFound();
  return withState(database, row);
}

/** The player's game of this daily with its state, if it has been started. */
export async function ownDaily(playerId: string, variant: string, date: string): Promise<StoredGame | undefined> {
  const database = await db();
  const [row] = await database.sql<GameMeta>(
    Prisma.sql`SELECT ${GAME_META} FROM "Game" g WHERE g."playerId" = ${playerId}::uuid AND g.variant = ${variant} AND g.date = ${date}`,
  );
  return row && withState(database, row);
}

/** A new game's fields; the store adds its id and log. */
export type NewGame = Omit<GameMeta, "id" | "status" | "version">;

/**
 * Stores a new game at `state`; null if the player already has this daily (another first
 * request won the race). This is every player's first request of the day.
 */
export async function createGame(fields: NewGame, state: MatchState): Promise<GameMeta | null> {
  const database = await db();
  const initial = makeLog(state);
  const [row] = await database.sql<GameMeta>(
    Prisma.sql`INSERT INTO "Game" AS g (id, "playerId", variant, mode, date, seed, ranked, log, version, "updatedAt")
     VALUES (${randomUUID()}::uuid, ${fields.playerId}::uuid, ${fields.variant}, ${fields.mode}, ${fields.date}, ${fields.seed},
             ${fields.ranked}, ${JSON.stringify(initial)}::jsonb, ${initial.actions.length}, now())
     ON CONFLICT ("playerId", variant, date) DO NOTHING
     RETURNING ${GAME_META}`,
  );
  if (row) cacheOf(database).set(row, state);
  return row ?? null;
}

/**
 * Saves a move under the optimistic lock: `game` is the game after it, `added` its entries since
 * `seq`, the version the move was made on. A move sends only its new entries; the last one
 * stores the whole log, re-checked, and records the result in the same statement (finish-game.ts).
 * Null when another request moved the game on first.
 */
export async function saveMove(
  game: StoredGame,
  seq: number,
  added: readonly LogEntry[],
  now: Date,
): Promise<{ summary?: DailySummary } | null> {
  const database = await db();
  const { row, state } = game;
  let saved: { summary?: DailySummary } | null;
  if (state.over) saved = await finishGame(database.sql, row, seq, added, now);
  else saved = (await appendMove(database.sql, { id: row.id, playerId: row.playerId, seq, entries: added })) ? {} : null;
  if (saved) cacheOf(database).set(row, state);
  return saved;
}
