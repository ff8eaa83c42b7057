import "server-only";

// What a database error means, whichever path it came by: Prisma's model queries, its raw ones
// (through the driver adapter), or plain SQL (`db().sql`, node-postgres or PGlite).

interface DbError {
  code?: unknown;
  meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } } };
}

/** A unique constraint refused a row: another request wrote the same thing first. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as DbError | null | undefined;
  return e?.code === "P2002" || e?.code === "23505" || e?.meta?.driverAdapterError?.cause?.originalCode === "23505";
}

// PostgreSQL shutting down or starting up, and connections refused or cut: the request may be
// retried once it is back (a move cut off this way was either committed whole or not at all).
// The codes are PostgreSQL's, Node's, and Prisma's own (P1001: can't reach the server; P1017: it
// closed the connection).
const UNREACHABLE_CODES = new Set([
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08003",
  "08006",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "P1001",
  "P1017",
]);
const UNREACHABLE_MESSAGE = /Connection terminated|Client has encountered a connection error|connect ECONNREFUSED/;

/** Whether `err`, or an error it wraps, says the database cannot be reached. */
export function databaseUnreachable(err: unknown): boolean {
  let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && typeof e === "object" && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === "string" && UNREACHABLE_CODES.has(e.code)) return true;
    if (typeof e.message === "string" && UNREACHABLE_MESSAGE.test(e.message)) return true;
  }
  return false;
}
