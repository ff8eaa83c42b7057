import "server-only";
import type { NextAuthOptions } from "next-auth";
import { decode, encode, getToken, type JWT } from "next-auth/jwt";
import GitHubProvider from "next-auth/providers/github";
import type { NextRequest } from "next/server";
import { Prisma } from "@/lib/generated/prisma/client";
import { hasLocale } from "next-intl";
import { LOCALES, routing, type Locale } from "@/lib/i18n/routing";
import { UuidParam } from "@/lib/schemas/api";
import { config, githubApp } from "./config";
import { db } from "./db";
import { isUniqueViolation } from "./db-errors";
import { mergePlayers } from "./players";
import { acceptableName } from "./names";
import { createPlayer } from "./player-names";
import { rateLimit } from "./rate-limit";

// Identity (docs/architecture.md, "Identity"): anonymous by default. The first request that needs
// a player creates a guest and a next-auth JWT session for it (HttpOnly, SameSite=Lax, Secure in
// production). Providers set in the environment (GitHub: GITHUB_ID + GITHUB_SECRET) keep the
// player across devices; signing in as a guest merges the guest's history into the account.

const MAX_AGE = 365 * 24 * 3600;
const secure = () => config().siteOrigin.startsWith("https://");
export const sessionCookieName = () => (secure() ? "__Secure-next-auth.session-token" : "next-auth.session-token");

export interface Session {
  playerId: string;
  /** Set when this request created the guest: the handler must send it. */
  cookie?: { name: string; value: string; options: { httpOnly: true; sameSite: "lax"; secure: boolean; path: "/"; maxAge: number } };
}

// Decoding a session token (key derivation and decryption) costs more than the rest of a small
// request. A token's content never changes, so what it says is kept, bounded, and trusted only
// until the token's own expiry.
const decoded = new Map<string, { sub: string | null; exp: number }>();
const DECODED_MAX = 10_000;

async function sessionSubject(req: NextRequest): Promise<string | null> {
  const secret = config().authSecret;
  const raw = req.cookies.get(sessionCookieName())?.value;
  // no plain cookie: next-auth also reads chunked cookies and bearer headers
  if (!raw) return subjectOf(await getToken({ req, secret, secureCookie: secure() }));
  const now = Date.now() / 1000;
  const hit = decoded.get(raw);
  if (hit && hit.exp > now) return hit.sub;
  const token = await decode({ token: raw, secret }).catch(() => null);
  const sub = subjectOf(token);
  if (typeof token?.exp === "number" && token.exp > now) {
    if (decoded.size >= DECODED_MAX) decoded.delete(decoded.keys().next().value!);
    decoded.set(raw, { sub, exp: token.exp });
  }
  return sub;
}

const subjectOf = (token: JWT | null) => (typeof token?.sub === "string" ? token.sub : null);

/**
 * The player of this request, if it carries a valid session. With `verify`, only if that player
 * still exists (needed before creating rows for it; reads of one's own games need no extra query,
 * since a deleted player's games are gone too).
 */
export async function currentPlayerId(req: NextRequest, { verify = false } = {}): Promise<string | null> {
  const id = await sessionSubject(req);
  if (!id || !verify) return id;
  if (!UuidParam.safeParse(id).success) return null;
  const { sql } = await db();
  const [player] = await sql<{ id: string }>(Prisma.sql`SELECT id FROM "Player" WHERE id = ${id}::uuid`);
  return player?.id ?? null;
}

/**
 * The language of the page a request comes from: its Referer's locale prefix (English, the
 * default, has none), else the language the visitor chose last (next-intl's cookie), else English.
 */
function pageLocale(req: NextRequest): Locale {
  const referer = req.headers.get("referer");
  if (referer && URL.canParse(referer)) {
    const first = new URL(referer).pathname.split("/")[1] ?? "";
    return hasLocale(LOCALES, first) ? first : routing.defaultLocale;
  }
  const chosen = req.cookies.get("NEXT_LOCALE")?.value;
  return hasLocale(LOCALES, chosen) ? chosen : routing.defaultLocale;
}

/** A new guest: a player with a generated name in the language of the page that made it. */
async function createGuest(req: NextRequest): Promise<{ id: string; name: string }> {
  return createPlayer(undefined, pageLocale(req));
}

export async function newGuestSession(req: NextRequest): Promise<Required<Session>> {
  await rateLimit("guest", req);
  const player = await createGuest(req);
  const value = await encode({ token: { sub: player.id, name: player.name }, secret: config().authSecret, maxAge: MAX_AGE });
  return {
    playerId: player.id,
    cookie: {
      name: sessionCookieName(),
      value,
      options: { httpOnly: true, sameSite: "lax", secure: secure(), path: "/", maxAge: MAX_AGE },
    },
  };
}

/** The request's player, creating a guest when there is none. */
export async function requirePlayer(req: NextRequest): Promise<Session> {
  const id = await currentPlayerId(req, { verify: true });
  return id ? { playerId: id } : newGuestSession(req);
}

// Guests are made only by requirePlayer (rate-limited per address), never through next-auth.
function providers() {
  const github = githubApp();
  return github ? [GitHubProvider(github)] : [];
}

/**
 * The player an OAuth account belongs to. The history of the guest signing in moves into it; a
 * player signed in with another account is not a guest and keeps their own.
 */
async function playerForAccount(
  provider: string,
  subject: string,
  name: string | null | undefined,
  currentId: string | null,
): Promise<string> {
  try {
    return await linkAccount(provider, subject, name, currentId);
  } catch (err) {
    // Two sign-ins to one new account at once (two tabs, two devices): the other one made it, so
    // this one finds it known now, and merges its own guest into it.
    if (!isUniqueViolation(err)) throw err;
    return linkAccount(provider, subject, name, currentId);
  }
}

async function linkAccount(provider: string, subject: string, name: string | null | undefined, currentId: string | null) {
  const { prisma } = await db();
  const guestId = currentId && (await prisma.identity.count({ where: { playerId: currentId } })) === 0 ? currentId : null;
  const known = await prisma.identity.findUnique({ where: { provider_subject: { provider, subject } } });
  if (known) {
    if (guestId) await mergePlayers(prisma, guestId, known.playerId);
    return known.playerId;
  }
  // A new account: the guest (if any) becomes it, keeping name and history; else its name is
  // the provider's, if that passes the same checks as a rename (else a generated one).
  if (guestId) {
    await prisma.identity.create({ data: { provider, subject, playerId: guestId } });
    return guestId;
  }
  const player = await createPlayer(acceptableName(name));
  try {
    await prisma.identity.create({ data: { provider, subject, playerId: player.id } });
  } catch (err) {
    await prisma.player.delete({ where: { id: player.id } }); // another sign-in made the account first
    throw err;
  }
  return player.id;
}

export function authOptions(req?: NextRequest): NextAuthOptions {
  return {
    secret: config().authSecret,
    session: { strategy: "jwt", maxAge: MAX_AGE },
    providers: providers(),
    // Our profile page instead of next-auth's built-in pages, which the API's static CSP breaks.
    // Failed sign-ins come back as /me?error=<code> (some via /me?callbackUrl=…&error=<code>);
    // the locale middleware sends /me on to the reader's language and keeps the query.
    pages: { signIn: "/me", error: "/me" },
    callbacks: {
      async jwt({ token, account, user }) {
        if (account) {
          const currentId = req ? await currentPlayerId(req, { verify: true }) : null;
          token.sub = await playerForAccount(account.provider, account.providerAccountId, user?.name, currentId);
        }
        return token;
      },
      async session({ session, token }) {
        return { ...session, user: { ...session.user, id: token.sub } };
      },
    },
  };
}
