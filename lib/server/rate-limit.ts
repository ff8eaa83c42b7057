import type { NextRequest } from "next/server";
import { ApiError } from "./api/errors";
import { config } from "./config";
import { db } from "./db";

// Fixed-window counters in the database, so the limits hold across every app server.
// A key's first request in a new window deletes its old windows, so the table stays small.

const limits = () => ({
  guest: { max: config().limits.guestsPerHour, windowSec: 3600 }, // new guest identities per IP
  action: { max: config().limits.actionsPerMinute, windowSec: 60 }, // game actions per IP
});
export type LimitName = "guest" | "action";

/**
 * The client's address. Entries a client writes into X-Forwarded-For itself are not to be
 * trusted, so we count from the right: TRUST_PROXY_HOPS = 1 takes the address our own load
 * balancer appended (and, with no proxy, the socket address Next.js puts there).
 */
export function clientIp(req: NextRequest): string {
  const hops = (req.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return hops[Math.max(0, hops.length - config().trustProxyHops)] ?? "unknown";
}

export async function rateLimit(name: LimitName, req: NextRequest, now = new Date()): Promise<void> {
  const { max, windowSec } = limits()[name];
  const windowMs = windowSec * 1000;
  const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const key = `${name}:${clientIp(req)}`;
  const { sql } = await db();
  const rows = await sql<{ count: number }>(
    `INSERT INTO "RateLimit" (key, "windowStart", count) VALUES ($1, $2, 1)
     ON CONFLICT (key, "windowStart") DO UPDATE SET count = "RateLimit".count + 1
     RETURNING count`,
    [key, start],
  );
  const count = rows[0]?.count ?? 1;
  if (count === 1) await sql(`DELETE FROM "RateLimit" WHERE key = $1 AND "windowStart" < $2`, [key, start]);
  if (count > max) {
    const retry = Math.max(1, Math.ceil((start.getTime() + windowMs - now.getTime()) / 1000));
    throw new ApiError("rate_limited", "Too many requests: please wait a little.", {}, { "Retry-After": String(retry) });
  }
}
