import { Prisma } from "@/lib/generated/prisma/client";
import type { MatchLog } from "@/lib/engine";
import type { Db, Sql } from "@/lib/server/db";
import { moreSet, recordDaily, type GameUpdate } from "@/lib/server/finish-game";
import { FULL_LOG } from "@/lib/server/game-log";
import { readDay } from "@/lib/server/standings";

/** The last UPDATE of a stored game as the service writes it, here only setting `set` (if any). */
export const touchGame =
  (gameId: string): GameUpdate =>
  (set) =>
    Prisma.sql`game AS (UPDATE "Game" SET "updatedAt" = now() ${moreSet(set)} WHERE id = ${gameId}::uuid RETURNING 1)`;

/** Records a stored daily's result with these per-board nets, as the service's last move does. */
export async function recordResult(db: Db, r: { gameId: string; playerId: string; variant: string; date: string; nets: number[] }) {
  const summary = await recordDaily(db.sql, touchGame(r.gameId), await readDay(db.sql, r.variant, r.date), {
    ...r,
    ranked: true,
    now: new Date(),
  });
  if (!summary) throw new Error(`game ${r.gameId} is not stored`);
  return summary;
}

/** A finished ranked daily of the player's with these per-board nets, recorded as the service's last move does. */
export async function finishedDaily(db: Db, playerId: string, variant: string, date: string, nets: number[]) {
  const game = await db.prisma.game.create({
    data: { playerId, variant, mode: "daily", date, ranked: true, status: "finished", log: { v: 1 } as object },
  });
  return { gameId: game.id, summary: await recordResult(db, { gameId: game.id, playerId, variant, date, nets }) };
}

/** The same for a new player called `name`. */
export async function seedResult(db: Db, name: string, variant: string, date: string, nets: number[]) {
  const player = await db.prisma.player.create({ data: { name } });
  return { id: player.id, ...(await finishedDaily(db, player.id, variant, date, nets)) };
}

/** A game's whole stored log, as the service reads it; undefined when there is no such game. */
export async function storedLog(sql: Sql, id: string): Promise<MatchLog | undefined> {
  const [row] = await sql<{ log: MatchLog }>(Prisma.sql`SELECT ${FULL_LOG} AS log FROM "Game" g WHERE g.id = ${id}::uuid`);
  return row?.log;
}
