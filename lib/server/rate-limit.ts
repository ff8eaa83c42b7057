import "server-only";
import type { NextRequest } from "next/server";
import { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "./api/errors";
import { config } from "./config";
import { db, type Db } from "./db";
import { log } from "./log";

// Fixed-window counters per IP or per player, shared by every app server through the database.
// Each process counts in memory and adds its counts to the database's at most once a second (one
// statement for every key), reading back the total of all servers. So a move costs no query of its
// own; one server's limit is exact; across servers a limit can be overshot by at most about a
// second of the other servers' requests. Rows of ended windows are deleted once a minute.

const limits = () => ({
  guest: { max: config().limits.guestsPerHour, windowMs: 3_600_000 }, // new guest identities per IP
  action: { max: config().limits.actionsPerMinute, windowMs: 60_000 }, // game actions per IP
  rename: { max: 5, windowMs: 3_600_000 }, // renames per player
});
type LimitName = keyof ReturnType<typeof limits>;
const LONGEST_WINDOW_MS = 3_600_000;
const CLEAN_EVERY_MS = 60_000;

interface Counter {
  start: number; // the window's start, ms
  end: number;
  synced: number; // the database's count (all servers) at our last sync
  unsynced: number; // counted here since then
}

/** One process's counters on one database. */
export class Limiter {
  private counters = new Map<string, Counter>();
  private syncedAt = -Infinity;
  private cleanedAt = -Infinity;
  private pending: Promise<void> | undefined;

  constructor(
    private readonly sql: Db["sql"],
    private readonly syncMs = 1000,
  ) {}

  /** Counts one request of `key` and returns its count in the current window. */
  hit(key: string, windowMs: number, now: number): number {
    const start = Math.floor(now / windowMs) * windowMs;
    let c = this.counters.get(key);
    if (!c || c.start !== start) {
      c = { start, end: start + windowMs, synced: 0, unsynced: 0 };
      this.counters.set(key, c);
    }
    c.unsynced++;
    if (!this.pending && now - this.syncedAt >= this.syncMs) void this.sync(now);
    return c.synced + c.unsynced;
  }

  /** Adds the counts made here to the database's and reads back the totals (after a sync in flight). */
  sync(now: number): Promise<void> {
    const next: Promise<void> = (this.pending ?? Promise.resolve())
      .then(() => this.push(now))
      .finally(() => {
        if (this.pending === next) this.pending = undefined;
      });
    this.pending = next;
    return next;
  }

  private async push(now: number): Promise<void> {
    this.syncedAt = now;
    for (const [key, c] of this.counters) if (c.end <= now) this.counters.delete(key);
    const batch = [...this.counters].filter(([, c]) => c.unsynced > 0).map(([key, c]) => ({ key, c, n: c.unsynced }));
    for (const b of batch) b.c.unsynced -= b.n;
    try {
      if (batch.length > 0) {
        const [keys, starts, counts] = [batch.map((b) => b.key), batch.map((b) => b.c.start), batch.map((b) => b.n)];
        const rows = await this.sql<{ key: string; start: number; count: number }>(
          Prisma.sql`INSERT INTO "RateLimit" (key, "windowStart", count)
           SELECT k, to_timestamp(s / 1000.0), n FROM unnest(${keys}::text[], ${starts}::float8[], ${counts}::int[]) AS b(k, s, n)
           ON CONFLICT (key, "windowStart") DO UPDATE SET count = "RateLimit".count + EXCLUDED.count
           RETURNING key, (extract(epoch FROM "windowStart") * 1000)::float8 AS start, count`,
        );
        for (const r of rows) {
          const c = this.counters.get(r.key);
          if (c?.start === r.start) c.synced = r.count;
        }
      }
      if (now - this.cleanedAt >= CLEAN_EVERY_MS) {
        this.cleanedAt = now;
        // an action window ends within a minute, the others within the hour
        await this.sql(
          Prisma.sql`DELETE FROM "RateLimit" WHERE "windowStart" < to_timestamp(${now - LONGEST_WINDOW_MS} / 1000.0)
              OR (key LIKE 'action:%' AND "windowStart" < to_timestamp(${now - limits().action.windowMs} / 1000.0))`,
        );
      }
    } catch (err) {
      for (const b of batch) b.c.unsynced += b.n; // counted again at the next sync
      log.warn({ err: (err as Error).message }, "rate-limit sync failed");
    }
  }

  /** Resolves when no sync is in flight. */
  settled(): Promise<void> {
    return this.pending ?? Promise.resolve();
  }
}

const limiters = new WeakMap<Db, Limiter>();

/**
 * The client's address. The web worker (scripts/serve.mjs) appends the address that connected to
 * X-Forwarded-For, as a proxy does; entries a client writes there itself are not to be trusted,
 * so we count from the right: with no proxy (TRUST_PROXY_HOPS = 0) the client is that last
 * entry, behind one load balancer (1) the entry it appended, and so on.
 */
export function clientIp(req: NextRequest): string {
  const hops = (req.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return hops[Math.max(0, hops.length - 1 - config().trustProxyHops)] ?? "unknown";
}

/** Counts a request of the client's address: 429 rate_limited, with Retry-After, beyond the limit. */
export const rateLimit = (name: "guest" | "action", req: NextRequest, now = Date.now()) => count(name, clientIp(req), now);

/** Counts a request of the player: 429 rate_limited, with Retry-After, beyond the limit. */
export const playerRateLimit = (name: "rename", playerId: string, now = Date.now()) => count(name, playerId, now);

async function count(name: LimitName, who: string, now: number): Promise<void> {
  const { max, windowMs } = limits()[name];
  const database = await db();
  let limiter = limiters.get(database);
  if (!limiter) limiters.set(database, (limiter = new Limiter(database.sql)));
  if (limiter.hit(`${name}:${who}`, windowMs, now) > max) {
    const retry = Math.max(1, Math.ceil((Math.floor(now / windowMs) * windowMs + windowMs - now) / 1000));
    throw new ApiError("rate_limited", "Too many requests: please wait a little.", {}, { "Retry-After": String(retry) });
  }
}
