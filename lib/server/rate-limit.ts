import type { NextRequest } from "next/server";
import { ApiError } from "./api/errors";
import { db } from "./db";

// Fixed-window counters in the database, so the limits hold across every app server.
// A key's first request in a new window deletes its old windows, so the table stays small.

export const LIMITS = {
  guest: { max: 20, windowSec: 3600 }, // new guest identities per IP per hour
  action: { max: 600, windowSec: 60 }, // game actions per IP per minute
} as const;
export type LimitName = keyof typeof LIMITS;

/** The client's address: the first X-Forwarded-For hop set by our load balancer, else X-Real-IP. */
export function clientIp(req: NextRequest): string {
  return req.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || req.headers.get("x-real-ip") || "local";
}

export async function rateLimit(name: LimitName, req: NextRequest, now = new Date()): Promise<void> {
  const { max, windowSec } = LIMITS[name];
  const windowMs = windowSec * 1000;
  const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const key = `${name}:${clientIp(req)}`;
  const { prisma } = await db();
  const rows = await prisma.$queryRaw<{ count: number }[]>`
    INSERT INTO "RateLimit" (key, "windowStart", count) VALUES (${key}, ${start}, 1)
    ON CONFLICT (key, "windowStart") DO UPDATE SET count = "RateLimit".count + 1
    RETURNING count`;
  const count = rows[0]?.count ?? 1;
  if (count === 1) await prisma.rateLimit.deleteMany({ where: { key, windowStart: { lt: start } } });
  if (count > max) {
    const retry = Math.max(1, Math.ceil((start.getTime() + windowMs - now.getTime()) / 1000));
    throw new ApiError("rate_limited", "Too many requests: please wait a little.", {}, { "Retry-After": String(retry) });
  }
}
