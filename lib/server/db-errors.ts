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
