import "server-only";
import { utcDate } from "@/lib/daily/calendar";
import { Prisma } from "@/lib/generated/prisma/client";
import { scheduledWorkRuns } from "./config";
import { db, type Db } from "./db";
import { log } from "./log";
import { dueForRefresh, refreshStandings } from "./standings";
import { finalizeDay } from "./stats";

// The writes no request makes: reads show what is stored, and these keep it current.
// - A day that has closed gets its final standings, and its percentages go into the players'
//   averages and best days (finalizeDay), which is all the all-time boards read.
// - An open day's provisional standings are refreshed when results arrived since (a large field
//   at the pace dueForRefresh sets).
// Every web worker runs a round EVERY_MS after its last one ended; a PostgreSQL advisory lock
// lets one round at a time run across all servers, and the others skip their turn (on PGlite, one
// process, whose rounds follow each other). Each step writes only what is not yet done, so a round
// with nothing new changes nothing.

/** Often enough that a day is final seconds after midnight UTC; a round with nothing to do costs a few small reads. */
const EVERY_MS = 2_000;
const LOCK = "daily-euchre:scheduled-work";
/**
 * A day is finalized this long after it closed: a move that began before midnight is ranked, and
 * may commit a little after it (its bots, the database), and the final standings must count it.
 */
const SETTLE_MS = 60_000;

/** What a round did: the days ("variant date") it finalized and those whose provisional standings it refreshed. */
export interface Round {
  finalized: string[];
  refreshed: string[];
}

/** One round at `now`; null when another runner holds the lock. */
export async function runScheduledWork(now = new Date(), database?: Db): Promise<Round | null> {
  const d = database ?? (await db());
  // The lock lives in a session of its own: the work itself runs in transactions on other connections.
  return d.session(async (session) => {
    const [{ locked }] = await session<{ locked: boolean }>(Prisma.sql`SELECT pg_try_advisory_lock(hashtext(${LOCK})) AS locked`);
    if (!locked) return null;
    try {
      return await round(d, now);
    } finally {
      await session(Prisma.sql`SELECT pg_advisory_unlock(hashtext(${LOCK}))`);
    }
  });
}

async function round({ prisma, sql }: Db, now: Date): Promise<Round> {
  const done: Round = { finalized: [], refreshed: [] };
  const today = utcDate(now);
  const settled = utcDate(new Date(now.getTime() - SETTLE_MS));
  const closed = await sql<{ variant: string; date: string }>(
    Prisma.sql`SELECT variant, date FROM "DailyState" WHERE NOT finalized AND date < ${settled} ORDER BY date, variant`,
  );
  for (const { variant, date } of closed) {
    // a large day's final refresh takes a while: the transaction may too
    if (await prisma.$transaction((tx) => finalizeDay(tx, variant, date), { timeout: 15 * 60_000 })) {
      done.finalized.push(`${variant} ${date}`);
      log.info({ variant, date }, "day finalized");
    }
  }
  for (const { variant, date } of await dueForRefresh(sql, today, now)) {
    if (await refreshStandings(sql, variant, date)) done.refreshed.push(`${variant} ${date}`);
  }
  return done;
}

/** The rounds of this process, while they run: the next one's timer and the one under way. */
interface Rounds {
  timer?: NodeJS.Timeout;
  current: Promise<unknown>;
}
let rounds: Rounds | undefined;

/** Runs a round every EVERY_MS in this process from now on (not under Vitest, nor while Next.js builds). */
export function startScheduledWork(): void {
  if (rounds || !scheduledWorkRuns()) return;
  const mine: Rounds = (rounds = { current: Promise.resolve() });
  const next = () => {
    mine.timer = setTimeout(tick, EVERY_MS).unref();
  };
  const tick = () => {
    mine.current = runScheduledWork()
      .catch((err) => log.error({ err }, "scheduled work failed"))
      .finally(() => rounds === mine && next());
  };
  next();
}

/** Stops the rounds; resolves once the one under way, if any, has ended. */
export async function stopScheduledWork(): Promise<void> {
  const mine = rounds;
  rounds = undefined;
  clearTimeout(mine?.timer);
  await mine?.current;
}
