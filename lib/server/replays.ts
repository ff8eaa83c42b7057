import "server-only";
import { dayStatus } from "@/lib/daily/calendar";
import { redactEntry, replay, variantInfo, view, type MatchLog } from "@/lib/engine";
import { Prisma } from "@/lib/generated/prisma/client";
import { UuidParam } from "@/lib/schemas/api";
import { ApiError } from "./api/errors";
import { db } from "./db";
import { FULL_LOG, HUMAN } from "./game-log";

/** A game row as review reads it: its owner, mode, date and status decide who may. */
export interface Reviewed {
  id: string;
  variant: string;
  playerId: string;
  mode: string;
  date: string | null;
  status: string;
}

/**
 * Whether `viewerId` may review the game, and whether its secrets are still kept (`open`): a daily
 * until its day closes, a full game until it is over. Only the owner sees an open game, and
 * nobody else ever sees a full game; anything else is the same 404 as a game that does not exist.
 */
export function reviewAccess(row: Reviewed, viewerId: string | null, now: Date): { open: boolean } {
  const open = row.mode === "daily" ? dayStatus(row.date!, now) === "open" : row.status !== "finished";
  if (row.playerId !== viewerId && (open || row.mode === "game")) throw new ApiError("not_found", "No such game.");
  return { open };
}

/**
 * A game's log for review. While a daily is open (and while a full game is being played) only its
 * owner sees it, as South saw it: no seeds, no hidden cards. Once the day has closed — or the full
 * game is over — the whole log with its seeds and the original hands, and other players' dailies
 * become visible too. Anything else is the same 404 as a game that does not exist.
 */
export async function gameReplay(viewerId: string | null, id: string, now = new Date()) {
  const { sql } = await db();
  const [row] = UuidParam.safeParse(id).success
    ? await sql<Reviewed & { player: string; log: MatchLog }>(
        Prisma.sql`SELECT g.id, g."playerId", g.variant, g.mode, g.date, g.status, p.name AS player, ${FULL_LOG} AS log
         FROM "Game" g JOIN "Player" p ON p.id = g."playerId" WHERE g.id = ${id}::uuid`,
      )
    : [];
  if (!row) throw new ApiError("not_found", "No such game.");
  const { open } = reviewAccess(row, viewerId, now);
  const log = row.log;
  const meta = { id: row.id, game: row.variant, mode: row.mode, date: row.date, player: row.player, status: row.status };
  if (open) {
    return { ...meta, full: false as const, actions: log.actions.flatMap((e) => redactEntry(e, HUMAN) ?? []) };
  }
  const state = replay(log);
  if (!state.ok) throw new Error(`stored log of game ${row.id} does not replay`);
  // Every finished deal's contract and tricks (with their winners), so a viewer can step through
  // it trick by trick without the rules engine.
  const boards = state.value.past.map((d, i) => ({
    index: d.index,
    dealer: d.dealer,
    contract: d.contract,
    active: d.active,
    tricks: d.tricks,
    net: state.value.deals[i]?.net ?? null,
  }));
  // How the viewer counts sides, sorts hands and shows trump: the game's, without the rules engine.
  const { eachForThemselves, ranking, trumpByLead } = variantInfo(log.variant);
  return {
    ...meta,
    full: true as const,
    log,
    eachForThemselves,
    ranking,
    trumpByLead,
    revealed: view(state.value, HUMAN, { reveal: true }).revealed ?? [],
    boards,
  };
}
