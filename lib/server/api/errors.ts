import "server-only";
import { NextResponse } from "next/server";
import { z } from "zod";
import { databaseUnreachable, isUniqueViolation } from "../db-errors";
import { log } from "../log";

// One error type for the API, one mapping to HTTP. A handler throws ApiError (or lets zod throw)
// and the wrapper turns it into `{ error: { code, message } }` with the right status; anything
// unexpected becomes a 500 with no internals in the body.

export const API_ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden_origin: 403,
  not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  conflict: 409,
  stale_seq: 409,
  game_over: 409,
  game_not_finished: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  invalid: 422,
  bad_options: 422,
  illegal_action: 422,
  rate_limited: 429,
  db_unavailable: 503,
  internal: 500,
} as const;
export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function errorResponse(err: unknown, where: { method: string; path: string }): NextResponse {
  // two requests racing to write the same row: the loser's is a conflict, not a fault of ours
  if (isUniqueViolation(err)) err = new ApiError("conflict", "Another request changed this at the same moment: try again.");
  if (err instanceof ApiError) {
    // extra may refine the code (an illegal action answers with the engine's own code)
    const body = { error: { code: err.code, message: err.message, ...err.extra } };
    return NextResponse.json(body, { status: API_ERROR_STATUS[err.code], headers: err.headers });
  }
  if (err instanceof z.ZodError) {
    const issue = err.issues[0];
    const at = issue?.path.length ? `${issue.path.join(".")}: ` : "";
    return NextResponse.json({ error: { code: "invalid", message: `${at}${issue?.message ?? "invalid input"}` } }, { status: 422 });
  }
  if (databaseUnreachable(err)) {
    log.warn({ err: (err as Error).message, ...where }, "the database cannot be reached");
    return errorResponse(
      new ApiError("db_unavailable", "The database cannot be reached just now: please try again.", {}, { "Retry-After": "5" }),
      where,
    );
  }
  log.error({ err, ...where }, "unhandled error");
  return NextResponse.json({ error: { code: "internal", message: "Something went wrong on our side." } }, { status: 500 });
}
