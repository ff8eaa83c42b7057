import "server-only";
import type { BoardAnalysis, GameAnalysis, Summary } from "@/lib/analysis";
import type { Contract, MatchLog } from "@/lib/engine";
import { Prisma } from "@/lib/generated/prisma/client";
import { UuidParam } from "@/lib/schemas/api";
import { runAnalysis } from "./analysis-pool";
import { ApiError } from "./api/errors";
import { analysisAtFinish } from "./config";
import { db } from "./db";
import { FULL_LOG, HUMAN } from "./game-log";
import { log } from "./log";
import { reviewAccess, type Reviewed } from "./replays";

// A finished game's analysis (docs/analysis.md): computed once, in the background, and stored.
// Who may see it is the replay's rule; while the day is open the answer holds only what comes
// from the player's own view, and the open hands (par) and the field wait for the close.

/** The analysis method's version: a stored analysis of an older one is computed again. */
const VERSION = 4;
/**
 * A claim older than this is taken over: the process that made it may have died. The claim is
 * renewed when the work leaves the analysis thread's queue, so a long queue does not let a
 * second process start the same work.
 */
const LEASE_MS = 120_000;

interface Row extends Reviewed {
  analysis: string | null;
  version: number | null;
  data: GameAnalysis | null;
}

/**
 * Claims the game's analysis and starts it, unless it is stored (at this version) or another
 * claim is still fresh; true when this call started it. The claim is one statement, so of two
 * requests at once only one starts the work.
 */
async function claim(gameId: string, now: Date): Promise<boolean> {
  const { sql } = await db();
  const stale = new Date(now.getTime() - LEASE_MS);
  const rows = await sql(
    Prisma.sql`INSERT INTO "Analysis" ("gameId", status, version, "claimedAt") VALUES (${gameId}::uuid, 'pending', ${VERSION}, ${now})
     ON CONFLICT ("gameId") DO UPDATE SET status = 'pending', version = ${VERSION}, "claimedAt" = ${now}, data = NULL, field = NULL
     WHERE "Analysis".version < ${VERSION} OR ("Analysis".status = 'pending' AND "Analysis"."claimedAt" < ${stale})
     RETURNING 1`,
  );
  if (rows.length === 0) return false;
  void compute(gameId);
  return true;
}

/** Computes and stores a claimed analysis; a failure leaves the claim to expire and be taken over. */
async function compute(gameId: string): Promise<void> {
  try {
    const { sql } = await db();
    const [row] = await sql<{ log: MatchLog }>(Prisma.sql`SELECT ${FULL_LOG} AS log FROM "Game" g WHERE g.id = ${gameId}::uuid`);
    if (!row) return;
    const renew = () =>
      void sql(Prisma.sql`UPDATE "Analysis" SET "claimedAt" = ${new Date()} WHERE "gameId" = ${gameId}::uuid AND status = 'pending'`).catch(
        () => undefined,
      );
    const analysis = await runAnalysis(row.log, HUMAN, renew);
    const field = analysis.boards.map((b) => ({ contract: b.contract, net: b.net }));
    await sql(
      Prisma.sql`UPDATE "Analysis" SET status = 'ready', "readyAt" = ${new Date()}, data = ${JSON.stringify(analysis)}::jsonb,
       field = ${JSON.stringify(field)}::jsonb WHERE "gameId" = ${gameId}::uuid AND status = 'pending' AND version = ${VERSION}`,
    );
  } catch (err) {
    log.error({ err: err instanceof Error ? err.message : String(err), gameId }, "a game's analysis failed");
  }
}

/** Starts a just-finished game's analysis in the background (never awaited by the move). */
export function analyseFinished(gameId: string): void {
  if (!analysisAtFinish()) return;
  claim(gameId, new Date()).catch((err) =>
    log.error({ err: err instanceof Error ? err.message : String(err), gameId }, "could not claim an analysis"),
  );
}

interface ReadyDto {
  status: "ready";
  id: string;
  game: string;
  mode: string;
  date: string | null;
  summary: Summary;
}

/** Pending; or ready: while the day is open the boards without their open hands, after it all of it and the field. */
export type AnalysisDto =
  | { status: "pending" }
  | (ReadyDto & { full: false; boards: Omit<BoardAnalysis, "par">[] })
  | (ReadyDto & { full: true; boards: BoardAnalysis[]; field?: Field });

/** The game's analysis as `viewerId` may see it, or pending while it is computed. */
export async function gameAnalysis(viewerId: string | null, id: string, now = new Date()): Promise<AnalysisDto> {
  const { sql } = await db();
  const [row] = UuidParam.safeParse(id).success
    ? await sql<Row>(
        Prisma.sql`SELECT g.id, g."playerId", g.variant, g.mode, g.date, g.status, a.status AS analysis, a.version, a.data
         FROM "Game" g LEFT JOIN "Analysis" a ON a."gameId" = g.id WHERE g.id = ${id}::uuid`,
      )
    : [];
  if (!row) throw new ApiError("not_found", "No such game.");
  const { open } = reviewAccess(row, viewerId, now);
  if (row.status !== "finished") throw new ApiError("game_not_finished", "The game is not over yet: its analysis comes when it is.");
  if (row.analysis !== "ready" || row.version !== VERSION || !row.data) {
    await claim(row.id, now);
    return { status: "pending" };
  }
  const meta = { id: row.id, game: row.variant, mode: row.mode, date: row.date };
  if (open) {
    // Nothing from the hidden cards: the boards without their open hands.
    const boards = row.data.boards.map(({ index, contract, net, decisions, summary }) => ({ index, contract, net, decisions, summary }));
    return { status: "ready", ...meta, full: false, summary: row.data.summary, boards };
  }
  const field = row.mode === "daily" ? await dayField(row.variant, row.date!) : undefined;
  return { status: "ready", ...meta, full: true, summary: row.data.summary, boards: row.data.boards, ...(field ? { field } : {}) };
}

export interface Field {
  /** Per board: each contract played that day, how often, and its nets for South's side. */
  boards: { board: number; contracts: { contract: Contract | null; count: number; avgNet: number; bestNet: number }[] }[];
  /** The day's best results, with their games for the replays. */
  best: { gameId: string; player: string; rank: number | null; mpPct: number | null; totalNet: number }[];
}

/** The day's field from its analysed ranked games: read after the close only. */
async function dayField(variant: string, date: string): Promise<Field> {
  const { sql } = await db();
  const rows = await sql<{ board: number; contract: Contract | null; count: number; avgNet: number; bestNet: number }>(
    Prisma.sql`SELECT (b.ord - 1)::int AS board, b.e -> 'contract' AS contract, count(*)::int AS count,
       round(avg((b.e ->> 'net')::int), 2)::float AS "avgNet", max((b.e ->> 'net')::int)::int AS "bestNet"
     FROM "Analysis" a JOIN "Game" g ON g.id = a."gameId"
     CROSS JOIN LATERAL jsonb_array_elements(a.field) WITH ORDINALITY AS b(e, ord)
     WHERE g.variant = ${variant} AND g.date = ${date} AND g.mode = 'daily' AND g.ranked AND a.status = 'ready'
     GROUP BY 1, 2 ORDER BY 1, 3 DESC, 4 DESC`,
  );
  const boards: Field["boards"] = [];
  for (const { board, ...c } of rows) {
    if (boards.at(-1)?.board !== board) boards.push({ board, contracts: [] });
    boards.at(-1)!.contracts.push(c);
  }
  const best = await sql<Field["best"][number]>(
    Prisma.sql`SELECT r."gameId", p.name AS player, r.rank, r."mpPct", r."totalNet"
     FROM "Result" r JOIN "Player" p ON p.id = r."playerId"
     WHERE r.variant = ${variant} AND r.date = ${date} ORDER BY r.rank NULLS LAST, r."totalNet" DESC, r.id LIMIT 3`,
  );
  return { boards, best };
}
