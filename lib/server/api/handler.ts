import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";
import { requirePlayer, currentPlayerId, type Session } from "../auth";
import { log } from "../log";
import { ApiError, errorResponse } from "./errors";
import { changesState, checkOrigin, readJson, readQuery } from "./request";

// Every API route goes through `route`: one place for what a request may be (request.ts), error
// mapping, the session (and the cookie of a guest created on the way), and the structured request
// log (method, path, status, duration — never headers, cookies or bodies).

export interface RouteContext<P, Q> {
  req: NextRequest;
  params: P;
  /** The query, checked with the route's `query` schema (no schema: no parameters accepted). */
  query: Q;
  /**
   * The request's player; creates a guest (and its session cookie) when there is none. Only a
   * request that changes something may (its origin is checked), so a link or an image never does.
   */
  player: () => Promise<string>;
  /** Whether `player()` created that guest in this request (so it has no games yet). */
  playerIsNew: () => boolean;
  /** The request's player if it has one; never creates one. */
  viewer: () => Promise<string | null>;
  /** The JSON body, checked with `schema` (not JSON → 415 or 400, too large → 413, too slow → 408, wrong shape → 422). */
  body: <T>(schema: z.ZodType<T>) => Promise<T>;
}

export function route<P extends Record<string, string | string[]> = Record<string, never>, Q = undefined>(
  fn: (c: RouteContext<P, Q>) => Promise<NextResponse>,
  /** `refuses`: a route that answers every request with an error (404, 405), and so checks nothing of it. */
  options: { query?: z.ZodType<Q>; refuses?: true } = {},
) {
  return async (req: NextRequest, ctx: { params: Promise<P> }): Promise<NextResponse> => {
    const t0 = performance.now();
    const where = { method: req.method, path: req.nextUrl.pathname };
    let session: Session | undefined;
    let res: NextResponse;
    try {
      if (!options.refuses) checkOrigin(req);
      res = await fn({
        req,
        params: await ctx.params,
        query: options.refuses ? (undefined as Q) : readQuery(req, options.query),
        player: async () => {
          if (!changesState(req)) throw new Error(`a ${req.method} request must not create a player`);
          return (session ??= await requirePlayer(req)).playerId;
        },
        playerIsNew: () => session?.cookie !== undefined,
        viewer: async () => session?.playerId ?? currentPlayerId(req),
        body: async (schema) => schema.parse(await readJson(req)),
      });
    } catch (err) {
      res = errorResponse(err, where);
    }
    if (session?.cookie) res.cookies.set(session.cookie.name, session.cookie.value, session.cookie.options);
    res.headers.set("Cache-Control", "no-store");
    const ms = performance.now() - t0;
    // the handler's own time: what a request spent outside it (the framework, waiting for the
    // event loop behind other requests) is the client's latency less this
    res.headers.append("Server-Timing", `app;dur=${ms.toFixed(2)}`);
    log.info({ ...where, status: res.status, ms: Math.round(ms) }, "request");
    return res;
  };
}

export const json = (body: unknown, status = 200) => NextResponse.json(body, { status });

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof METHODS)[number];

/**
 * Handlers for the methods a route file does not serve, to export beside the ones it does:
 * 405 `method_not_allowed` with the API's JSON error and an Allow header, where Next.js would
 * answer with an empty body. OPTIONS lists the served methods.
 */
export function otherMethods<S extends Method>(...served: S[]) {
  const allow = [...served, ...(served.some((m) => m === "GET") ? ["HEAD"] : []), "OPTIONS"].join(", ");
  const refuse = route<Record<string, string | string[]>, unknown>(
    async ({ req }) => {
      throw new ApiError("method_not_allowed", `This endpoint answers ${served.join(" and ")}, not ${req.method}.`, {}, { Allow: allow });
    },
    { refuses: true },
  );
  const OPTIONS = async () => new NextResponse(null, { status: 204, headers: { Allow: allow } });
  const others = METHODS.filter((m) => !served.some((s) => s === m)).map((m) => [m, refuse]);
  return { ...(Object.fromEntries(others) as Record<Exclude<Method, S>, typeof refuse>), OPTIONS };
}
