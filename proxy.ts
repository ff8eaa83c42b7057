import createIntlMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { routing } from "@/lib/i18n/routing";

// Every page gets a Content-Security-Policy that allows only this site, with a fresh nonce that
// Next.js puts on its own inline scripts (it reads the nonce from the request's CSP header).
// API routes and build assets get a static policy from next.config.mjs.

const intl = createIntlMiddleware(routing);
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

function pageCsp(nonce: string): string {
  const dev = process.env.NODE_ENV !== "production";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'", // React renders style attributes; no other origin is allowed
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${dev ? " ws:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function proxy(request: NextRequest) {
  if (/\.[a-z0-9]+$/i.test(request.nextUrl.pathname)) {
    const res = NextResponse.next();
    res.headers.set("Content-Security-Policy", FILE_CSP);
    return res;
  }
  const nonce = btoa(crypto.randomUUID());
  const csp = pageCsp(nonce);
  request.headers.set("Content-Security-Policy", csp);
  const res = intl(request);
  res.headers.set("Content-Security-Policy", csp);
  return res;
}

export const config = {
  matcher: ["/((?!api|_next/static|_next/image).*)"],
};
