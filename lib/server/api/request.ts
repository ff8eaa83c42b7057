import "server-only";
import type { NextRequest } from "next/server";
import { z } from "zod";
import { config } from "../config";
import { ApiError } from "./errors";

// What the API accepts of a request before a handler sees it: where a change may come from, what
// a body may be, and what a query may hold.

/** Methods that only read: any page may send them, and they carry no body. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
export const changesState = (req: NextRequest) => !SAFE_METHODS.has(req.method);
export const MAX_BODY_BYTES = 64 * 1024;
export const BODY_TIMEOUT_MS = 10_000;
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/** The site's own origin, or, for a site served on loopback (development, tests), loopback on its port. */
function isSiteOrigin(origin: string): boolean {
  const site = new URL(config().siteOrigin);
  if (origin === site.origin) return true;
  const url = URL.canParse(origin) ? new URL(origin) : null;
  return (
    url !== null && LOOPBACK.test(site.hostname) && LOOPBACK.test(url.hostname) && url.protocol === site.protocol && url.port === site.port
  );
}

/**
 * A request that changes something must come from the site's own pages. Browsers name the page's
 * origin on every such request (Origin, or at least Sec-Fetch-Site), so this refuses a form or a
 * script on any other site, a sibling subdomain included, which a SameSite=Lax cookie lets through.
 */
export function checkOrigin(req: NextRequest): void {
  if (!changesState(req)) return;
  const origin = req.headers.get("origin");
  if (origin === null ? req.headers.get("sec-fetch-site") === "same-origin" : isSiteOrigin(origin)) return;
  throw new ApiError("forbidden_origin", "Changes are accepted only from the site's own pages.");
}

// The connection is closed after these answers, so that the rest of a body is never read.
const tooLarge = () =>
  new ApiError("payload_too_large", `The request body is over ${MAX_BODY_BYTES / 1024} kB.`, {}, { Connection: "close" });
const tooSlow = () =>
  new ApiError("request_timeout", `The request body did not arrive within ${BODY_TIMEOUT_MS / 1000} s.`, {}, { Connection: "close" });

/** The body's bytes: at most MAX_BODY_BYTES, all within BODY_TIMEOUT_MS. */
async function readBody(req: NextRequest): Promise<Uint8Array> {
  if (Number(req.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) throw tooLarge();
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(tooSlow()), BODY_TIMEOUT_MS)));
  try {
    for (let r = await Promise.race([reader.read(), deadline]); !r.done; r = await Promise.race([reader.read(), deadline])) {
      size += r.value.byteLength;
      if (size > MAX_BODY_BYTES) throw tooLarge();
      chunks.push(r.value);
    }
  } finally {
    clearTimeout(timer);
    reader.releaseLock();
  }
  return Buffer.concat(chunks);
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The request's JSON body: only `application/json` is accepted (415), and only well-formed (400). */
export async function readJson(req: NextRequest): Promise<unknown> {
  const type = req.headers.get("content-type")?.split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json") {
    throw new ApiError("unsupported_media_type", "The request body must be JSON, sent with Content-Type: application/json.");
  }
  const bytes = await readBody(req);
  try {
    return JSON.parse(utf8.decode(bytes));
  } catch {
    throw new ApiError("bad_request", "The request body is not valid JSON.");
  }
}

/**
 * The query, checked with `schema` (strict, so an unknown parameter is refused); none is
 * accepted where the endpoint takes none. A parameter given twice is refused too: which of its
 * values counts would otherwise be a guess.
 */
export function readQuery<T>(req: NextRequest, schema: z.ZodType<T> | undefined): T {
  const params = req.nextUrl.searchParams;
  const keys = [...params.keys()];
  const twice = keys.find((k, i) => keys.indexOf(k) !== i);
  if (twice !== undefined) throw new ApiError("invalid", `${twice}: given more than once.`);
  if (!schema) {
    if (keys.length > 0) throw new ApiError("invalid", `${keys[0]}: this endpoint takes no query parameters.`);
    return undefined as T;
  }
  return schema.parse(Object.fromEntries(params));
}
