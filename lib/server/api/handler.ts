import type { NextRequest, NextResponse } from "next/server";
import { log } from "../log";
import { errorResponse } from "./errors";

type Ctx<P> = { params: Promise<P> };

/**
 * Wraps a route handler: one place for error mapping and the structured request log
 * (method, path, status, duration — never headers, cookies or bodies).
 */
export function handler<P = Record<string, never>>(fn: (req: NextRequest, ctx: Ctx<P>) => Promise<NextResponse>) {
  return async (req: NextRequest, ctx: Ctx<P>): Promise<NextResponse> => {
    const t0 = performance.now();
    const where = { method: req.method, path: req.nextUrl.pathname };
    let res: NextResponse;
    try {
      res = await fn(req, ctx);
    } catch (err) {
      res = errorResponse(err, where);
    }
    log.info({ ...where, status: res.status, ms: Math.round(performance.now() - t0) }, "request");
    return res;
  };
}
