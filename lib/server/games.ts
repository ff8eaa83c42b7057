import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { botFor, type BotLevel, type BotView } from "@/lib/bots";
import { dailyNumber, dayStatus, utcDate } from "@/lib/daily/calendar";
import { dailySetup } from "@/lib/daily/boards";
import {
  apply,
  createRng,
  logEntries,
  makeLog,
  newMatch,
  parseLog,
  redactEntry,
  replay,
  seatsOf,
  teamOf,
  toMove,
  view,
  type Action,
  type LogEntry,
  type MatchLog,
  type MatchSetup,
  type MatchState,
  type PlayerView,
  type Seat,
  type ViewEntry,
} from "@/lib/engine";
import type { GameId } from "@/lib/games";
import { Prisma } from "@/lib/generated/prisma/client";
import { UuidParam, type ActionBody, type NewGameBody } from "@/lib/schemas/api";
import { ApiError } from "./api/errors";
import { botPool } from "./bot-pool";
import { config } from "./config";
import { db, run, type Sql } from "./db";
import { appendMove, FULL_LOG } from "./game-log";
import { dayColumns, type DayCounts } from "./standings";
import { cacheGame, cachedGame, cachedState } from "./state-cache";
import { answerPct, moreSet, recordDaily, recordFullGame, type DailySummary, type GameUpdate } from "./stats";

// The game service (DESIGN.md §4, "Data flow of a daily"): the server deals, runs the computer
// players and keeps the append-only log. Only South's player view ever leaves it.

export const HUMAN: Seat = "S";

/** What the browser gets for a game: its metadata and South's view. */
export interface GameDto {
  id: string;
  game: GameId;
  mode: "daily" | "game";
  date: string | null;
  number: number | null; // daily number
  ranked: boolean;
  status: "active" | "finished";
  seq: number; // log length: send it back with the next action
  seed: string | null; // full games: the shareable deal code (never the engine's seed)
  view: PlayerView;
  summary?: DailySummary;
}

/** A game's row without its log (the log is read only when the state is not cached). */
const META = {
  id: true,
  playerId: true,
  variant: true,
  mode: true,
  date: true,
  seed: true,
  ranked: true,
  status: true,
  version: true,
} as const;
export type GameMeta = Prisma.GameGetPayload<{ select: typeof META }>;
const META_COLUMNS = Object.keys(META)
  .map((c) => `"${c}"`)
  .join(", ");

const notFound = () => new ApiError("not_found", "No such game.");

/** This request's computer players, for the Server-Timing header (see bench:api). */
export interface BotClock {
  /** From asking for each decision to having it: thinking, and waiting for a free bot thread. */
  ms: number;
  /** Thinking alone. */
  thinkMs: number;
}
export const newClock = (): BotClock => ({ ms: 0, thinkMs: 0 });

/**
 * The event loop's turn for other requests. A strong bot deciding inline thinks for up to ~50 ms
 * and a move may need three decisions: without a turn between them, every other request of this
 * worker waited for the whole move's bots. A baseline decision takes ~0.05 ms (bench:bots): a turn
 * before each only made its move wait behind the others' work, three times over (bench:api,
 * baseline at 500/s: the handler's share p50 8.4-9.0 ms, against ~2 ms of CPU a move).
 */
const otherRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * One decision. The strong bots think in the worker's bot threads (bot-pool.ts); the baseline bot
 * decides inline: its decisions take less time than handing a view to a thread and back. So does
 * any bot with one legal action (every bot plays it at once, lib/bots): a forced card, as every
 * card of the last trick, no longer waits for a thread behind other players' searches.
 */
async function decide(level: BotLevel, v: BotView, seed: string, clock: BotClock): Promise<Action> {
  const threads = config().botThreads;
  const t0 = performance.now();
  const thinks = level === "strong" && v.legal.length > 1;
  if (thinks && threads > 0) {
    const d = await botPool(threads).decide(level, v, seed);
    clock.ms += performance.now() - t0;
    clock.thinkMs += d.thinkMs;
    return d.action;
  }
  if (thinks) await otherRequests();
  const t1 = performance.now();
  const action = botFor(level)({ view: v, legal: v.legal, rng: createRng(seed) });
  const ms = performance.now() - t1;
  clock.ms += ms;
  clock.thinkMs += ms;
  return action;
}

/** Computer players act until it is South's turn again or the match ends. Deterministic: the
 * RNG of each decision is seeded by the deal's (server-secret) seed and the position in it. */
export async function runBots(state: MatchState, clock: BotClock = newClock()): Promise<MatchState> {
  const level = config().botLevel;
  let s = state;
  for (let seat = toMove(s); seat && seat !== HUMAN; seat = toMove(s)) {
    const deal = s.current!;
    const action = await decide(level, view(s, seat), `${deal.seed}|bot|${deal.actions.length}`, clock);
    const next = apply(s, seat, action);
    if (!next.ok) throw new Error(`bot at ${seat} chose an illegal action: ${next.error.code}`);
    s = next.value;
  }
  return s;
}

/**
 * The game's row and its state, at the same version: from this process's cache when it holds the
 * row's version, else the row read afresh with its log, replayed (after a restart, or when another
 * worker or server took the previous move).
 */
async function withState(row: GameMeta): Promise<{ row: GameMeta; state: MatchState }> {
  const cached = cachedState(row);
  if (cached) return { row, state: cached };
  const loaded = await loadGame(row.id);
  if (!loaded) throw notFound();
  return loaded;
}

/**
 * The row and its log in one read, replayed and cached; null when there is no such game or
 * (given `playerId`) it is someone else's: then the log is not even read.
 */
async function loadGame(id: string, playerId?: string): Promise<{ row: GameMeta; state: MatchState } | null> {
  const { sql } = await db();
  const owner = playerId === undefined ? "" : `AND g."playerId" = $2`;
  const [stored] = await sql<GameMeta & { log: MatchLog }>(
    `SELECT ${META_COLUMNS}, ${FULL_LOG} AS log FROM "Game" g WHERE g.id = $1 ${owner}`,
    playerId === undefined ? [id] : [id, playerId],
  );
  if (!stored) return null;
  const { log: storedLog, ...row } = stored;
  const r = replay(storedLog);
  if (!r.ok) throw new Error(`stored log of game ${id} does not replay: ${r.error.error.code} at ${r.error.index}`);
  cacheGame(row, r.value);
  return { row, state: r.value };
}

/**
 * The game with its state if it is this player's; anyone else's, or no such game, is the same
 * 404. A game this process holds is checked against its row (the log is read only if another
 * worker moved it on); any other is read with its log at once.
 */
async function ownState(playerId: string | null, id: string): Promise<{ row: GameMeta; state: MatchState }> {
  if (!playerId || !UuidParam.safeParse(id).success) throw notFound();
  if (!cachedGame(id)) {
    const loaded = await loadGame(id, playerId);
    if (!loaded) throw notFound();
    return loaded;
  }
  const { sql } = await db();
  const [row] = await sql<GameMeta>(`SELECT ${META_COLUMNS} FROM "Game" WHERE id = $1`, [id]);
  if (!row || row.playerId !== playerId) throw notFound();
  return withState(row);
}

/** The game as the player sees it now. */
async function currentDto(row: GameMeta): Promise<GameDto> {
  const { row: fresh, state } = await withState(row);
  return toDto(fresh, state);
}

export function toDto(row: GameMeta, state: MatchState, summary?: DailySummary): GameDto {
  return {
    id: row.id,
    game: row.variant as GameId,
    mode: row.mode as GameDto["mode"],
    date: row.date,
    number: row.date ? dailyNumber(row.date) : null,
    ranked: row.ranked,
    status: row.status as GameDto["status"],
    seq: row.version,
    seed: row.mode === "game" ? row.seed : null,
    view: view(state, HUMAN),
    ...(summary ? { summary: { ...summary, mpPct: answerPct(summary.mpPct) } } : {}),
  };
}

/** The engine seed of a full game: the public deal code alone must not reveal the cards. */
function fullGameSetup(game: GameId, code: string): MatchSetup {
  const seed = createHmac("sha256", config().dailySecret).update(`play:${game}:${code}`).digest("hex");
  const seats = seatsOf(game);
  return { variant: game, mode: "game", seed, firstDealer: seats[parseInt(seed.slice(0, 8), 16) % seats.length]! };
}

function newState(setup: MatchSetup): Promise<MatchState> {
  const m = newMatch(setup);
  if (!m.ok) throw new Error(`bad setup: ${m.error.message}`);
  return runBots(m.value);
}

/**
 * Inserts a new game row; null if the player already has this daily (another first request won
 * the race). Plain SQL, like a move: this is every player's first request of the day, and
 * Prisma's own work would be most of its cost.
 */
async function insertGame(
  fields: { playerId: string; variant: GameId; mode: GameDto["mode"]; date: string | null; seed: string | null; ranked: boolean },
  state: MatchState,
): Promise<GameMeta | null> {
  const { sql } = await db();
  const initial = makeLog(state);
  const [row] = await sql<GameMeta>(
    `INSERT INTO "Game" (id, "playerId", variant, mode, date, seed, ranked, log, version, "updatedAt")
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now())
     ON CONFLICT ("playerId", variant, date) DO NOTHING
     RETURNING ${META_COLUMNS}`,
    [
      randomUUID(),
      fields.playerId,
      fields.variant,
      fields.mode,
      fields.date,
      fields.seed,
      fields.ranked,
      JSON.stringify(initial),
      initial.actions.length,
    ],
  );
  if (row) cacheGame(row, state);
  return row ?? null;
}

/** The player's game of this daily, if it has been started. */
async function dailyGame(playerId: string, variant: GameId, date: string): Promise<GameMeta | undefined> {
  const { sql } = await db();
  const [row] = await sql<GameMeta>(`SELECT ${META_COLUMNS} FROM "Game" WHERE "playerId" = $1 AND variant = $2 AND date = $3`, [
    playerId,
    variant,
    date,
  ]);
  return row;
}

/**
 * The date and standing of the daily a body asks for, or 404 if there is none: checked before a
 * guest is made for the request, so that a refused request leaves no player behind.
 */
export function dailyToStart(body: NewGameBody & { mode: "daily" }, now: Date) {
  const date = body.date ?? utcDate(now);
  const status = dayStatus(date, now);
  if (status === "future" || status === "before-launch") throw new ApiError("not_found", `There is no daily for ${date}.`);
  return { date, status };
}

/** A new game, or the player's daily where it stands. `newPlayer`: created by this request, so it has no games to look for. */
export async function startGame(
  playerId: string,
  body: NewGameBody,
  { now = new Date(), newPlayer = false }: { now?: Date; newPlayer?: boolean } = {},
): Promise<GameDto> {
  if (body.mode === "game") {
    const code = body.seed ?? randomBytes(6).toString("base64url");
    const state = await newState(fullGameSetup(body.game, code));
    const row = await insertGame({ playerId, variant: body.game, mode: "game", date: null, seed: code, ranked: false }, state);
    return toDto(row!, state); // a full game's NULL date never conflicts
  }
  const { date, status } = dailyToStart(body, now);
  const existing = newPlayer ? undefined : await dailyGame(playerId, body.game, date);
  if (existing) return currentDto(existing);
  const state = await newState(dailySetup(config().dailySecret, body.game, date));
  const fields = { playerId, variant: body.game, mode: "daily", date, seed: null, ranked: status === "open" } as const;
  const row = await insertGame(fields, state);
  if (row) return toDto(row, state);
  // Two first requests at once: the other one created it; return that one.
  return currentDto((await dailyGame(playerId, body.game, date))!);
}

export async function getGame(playerId: string | null, id: string): Promise<GameDto> {
  const { row, state } = await ownState(playerId, id);
  return toDto(row, state);
}

/** The game after the action and the bots' replies, and every entry since `seq` as South sees it. */
export interface ActResult extends GameDto {
  events: ViewEntry[];
}

export async function act(
  playerId: string | null,
  id: string,
  body: ActionBody,
  now = new Date(),
  clock: BotClock = newClock(),
): Promise<ActResult> {
  const { sql } = await db();
  // The usual move continues from where this server left the game: no read before the UPDATE,
  // whose conditions (owner, version, active) are then the only check against the database.
  const hit = cachedGame(id);
  const known = hit && playerId !== null && hit.row.playerId === playerId && hit.row.version === body.seq;
  const { row: current, state: before } = known ? hit : await ownState(playerId, id);
  const seq = current.version;
  if (current.status === "finished" || before.over)
    throw new ApiError("game_over", "This game is over.", { current: toDto(current, before) });
  if (body.seq !== seq)
    throw new ApiError("stale_seq", "The game has moved on: here is where it stands.", { current: toDto(current, before) });
  const mine = apply(before, HUMAN, body.action);
  if (!mine.ok) throw new ApiError("illegal_action", mine.error.message, { code: mine.error.code });
  const after = await runBots(mine.value, clock);
  const added = logEntries(after).slice(seq);
  const row: GameMeta = { ...current, version: seq + added.length, status: after.over ? "finished" : "active" };

  // Optimistic lock: only the request that saw the current version may write, and a move sends
  // only its new entries. The last move stores the whole log, re-checked, and records the result
  // in the same statement.
  let summary: DailySummary | undefined;
  let stored: boolean;
  if (after.over) {
    const end = await verifiedEnd(row, seq, added);
    const recorded = end && (await recordEnd(sql, finishing(row, seq, end.log, now), row, end, now));
    stored = Boolean(recorded);
    summary = recorded?.summary;
  } else stored = await appendMove(sql, { id, playerId: current.playerId, seq, entries: added });
  if (!stored) {
    const fresh = await ownState(playerId, id);
    throw new ApiError("stale_seq", "The game has moved on: here is where it stands.", { current: toDto(fresh.row, fresh.state) });
  }
  cacheGame(row, after);
  const events = added.flatMap((e) => redactEntry(e, HUMAN) ?? []);
  // a daily finished after its day closed was recorded as late (unranked)
  return { ...toDto({ ...row, ranked: summary?.ranked ?? row.ranked }, after, summary), events };
}

/**
 * The last board is done: the stored log (as of `seq`) with the new entries appended is re-checked
 * in full by the engine. The UPDATE stores it only if the game is still at `seq`, so this is
 * exactly the log that gets stored. The same read takes the day's counts that rank a daily
 * (DayCounts). Null when the game has moved on.
 */
async function verifiedEnd(
  row: GameMeta,
  seq: number,
  added: LogEntry[],
): Promise<{ log: MatchLog; state: MatchState; day: DayCounts | null } | null> {
  const { sql } = await db();
  const daily = row.mode === "daily" && row.date !== null;
  const [stored] = await run<{ log: MatchLog } & Partial<DayCounts>>(
    sql,
    Prisma.sql`SELECT ${Prisma.raw(FULL_LOG)} AS log ${daily ? Prisma.sql`, ${dayColumns(row.variant, row.date!)}` : Prisma.empty}
    FROM "Game" g WHERE g.id = ${row.id}::uuid AND g.version = ${seq}`,
  );
  if (!stored) return null;
  const whole = { ...stored.log, actions: [...stored.log.actions, ...added] };
  const parsed = parseLog(whole);
  if (!parsed.ok) throw new Error(`finished game ${row.id} has a malformed log: ${parsed.error.message}`);
  const checked = replay(parsed.value);
  if (!checked.ok || !checked.value.over) throw new Error(`finished game ${row.id} does not replay to its end`);
  return { log: whole, state: checked.value, day: daily ? { cells: stored.cells!, results: stored.results! } : null };
}

/**
 * The last move's conditional UPDATE (see act): the game, still at `seq`, gets its whole log and
 * is finished, and its moves (now in that log) go. In the same statement: a separate DELETE was
 * another round trip and commit, ~3 ms of a finishing move's ~15 at 500 moves/s (bench:api).
 */
function finishing(row: GameMeta, seq: number, whole: MatchLog, now: Date): GameUpdate {
  return (set) => Prisma.sql`
    game AS (
      UPDATE "Game"
      SET log = ${JSON.stringify(whole)}::jsonb, version = ${row.version}, "updatedAt" = now(), status = 'finished', "finishedAt" = ${now}
          ${moreSet(set)}
      WHERE id = ${row.id}::uuid AND version = ${seq} AND status = 'active' AND "playerId" = ${row.playerId}::uuid
      RETURNING 1),
    moves AS (DELETE FROM "GameMove" WHERE "gameId" = ${row.id}::uuid AND EXISTS (SELECT 1 FROM game))`;
}

/** Records the result of a verified finished game with its last UPDATE; null if that did not apply. */
async function recordEnd(
  sql: Sql,
  append: GameUpdate,
  row: GameMeta,
  { state, day }: { state: MatchState; day: DayCounts | null },
  now: Date,
): Promise<{ summary?: DailySummary } | null> {
  const south = teamOf(row.variant as GameId, HUMAN);
  if (!day) return (await recordFullGame(sql, append, row.playerId, row.variant, state.winner === south)) ? {} : null;
  const nets = state.deals.map((d) => d.net[south]);
  // Only today's daily, finished before the day closes, reaches the leaderboard.
  const ranked = row.ranked && dayStatus(row.date!, now) === "open";
  const summary = await recordDaily(sql, append, day, {
    gameId: row.id,
    playerId: row.playerId,
    variant: row.variant,
    date: row.date!,
    nets,
    ranked,
    now,
  });
  return summary && { summary };
}
