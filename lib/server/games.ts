import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import { dailyNumber, dayStatus, utcDate } from "@/lib/daily/calendar";
import { dailySetup } from "@/lib/daily/boards";
import {
  apply,
  checkOptions,
  logEntries,
  newMatch,
  redactEntry,
  seatsOf,
  view,
  type MatchSetup,
  type MatchState,
  type PlayerView,
  type VariantOptions,
  type ViewEntry,
} from "@/lib/engine";
import type { GameId } from "@/lib/games";
import type { ActionBody, NewGameBody } from "@/lib/schemas/api";
import { analyseFinished } from "./analysis";
import { ApiError } from "./api/errors";
import { newClock, runBots, type BotClock } from "./bot-turns";
import { config } from "./config";
import type { DailySummary } from "./finish-game";
import { HUMAN, type GameMeta } from "./game-log";
import { createGame, ownDaily, ownGame, saveMove } from "./game-store";
import { answerPct } from "./stats";

// The game service (docs/architecture.md, "The path of a move"): the server deals, runs the
// computer players and keeps the append-only log. Only South's player view ever leaves it.

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

/**
 * The engine seed of a full game: the public deal code alone must not reveal the cards. The
 * options are not part of it: a deal code with other options deals from another deck anyway.
 */
function fullGameSetup(game: GameId, code: string, options: VariantOptions): MatchSetup {
  const seed = createHmac("sha256", config().dailySecret).update(`play:${game}:${code}`).digest("hex");
  const seats = seatsOf(game);
  return { variant: game, mode: "game", seed, firstDealer: seats[parseInt(seed.slice(0, 8), 16) % seats.length]!, options };
}

/**
 * The rule options a body asks for, or 422 bad_options: a daily takes none (everyone plays the
 * same game), a full game only those its game reads (docs/rules.md §2.10). Checked before a guest
 * is made for the request.
 */
export function optionsToStart(body: NewGameBody): VariantOptions {
  if (body.options === undefined) return {};
  if (body.mode === "daily") {
    throw new ApiError("bad_options", "A daily is played by the default rules, the same for everyone: leave out options.");
  }
  const checked = checkOptions(body.game, body.options);
  if (!checked.ok) throw new ApiError("bad_options", `These options cannot be played: ${checked.error.message}`);
  return checked.value;
}

function newState(setup: MatchSetup): Promise<MatchState> {
  const m = newMatch(setup);
  if (!m.ok) throw new Error(`bad setup: ${m.error.message}`);
  return runBots(m.value);
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
  const options = optionsToStart(body);
  if (body.mode === "game") {
    const code = body.seed ?? randomBytes(6).toString("base64url");
    const state = await newState(fullGameSetup(body.game, code, options));
    const row = await createGame({ playerId, variant: body.game, mode: "game", date: null, seed: code, ranked: false }, state);
    return toDto(row!, state); // a full game's NULL date never conflicts
  }
  const { date, status } = dailyToStart(body, now);
  const existing = newPlayer ? undefined : await ownDaily(playerId, body.game, date);
  if (existing) return toDto(existing.row, existing.state);
  const state = await newState(dailySetup(config().dailySecret, body.game, date));
  const row = await createGame({ playerId, variant: body.game, mode: "daily", date, seed: null, ranked: status === "open" }, state);
  if (row) return toDto(row, state);
  // Two first requests at once: the other one created it; return that one.
  const other = (await ownDaily(playerId, body.game, date))!;
  return toDto(other.row, other.state);
}

export async function getGame(playerId: string | null, id: string): Promise<GameDto> {
  const { row, state } = await ownGame(playerId, id);
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
  const { row: current, state: before } = await ownGame(playerId, id, body.seq);
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
  const saved = await saveMove({ row, state: after }, seq, added, now);
  if (!saved) {
    const fresh = await ownGame(playerId, id);
    throw new ApiError("stale_seq", "The game has moved on: here is where it stands.", { current: toDto(fresh.row, fresh.state) });
  }
  if (after.over) analyseFinished(id);
  const events = added.flatMap((e) => redactEntry(e, HUMAN) ?? []);
  // a daily finished after its day closed was recorded as late (unranked)
  return { ...toDto({ ...row, ranked: saved.summary?.ranked ?? row.ranked }, after, saved.summary), events };
}
