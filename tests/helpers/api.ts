import { expect } from "vitest";
import { NextRequest, type NextResponse } from "next/server";
import { createRng } from "@/lib/engine";
import { config } from "@/lib/server/config";
import * as games from "@/app/api/games/route";
import * as game from "@/app/api/games/[id]/route";
import * as actions from "@/app/api/games/[id]/actions/route";
import * as replayRoute from "@/app/api/games/[id]/replay/route";
import * as analysisRoute from "@/app/api/games/[id]/analysis/route";
import * as daily from "@/app/api/dailies/[game]/[date]/route";
import * as dailyBoard from "@/app/api/dailies/[game]/[date]/leaderboard/route";
import * as allTime from "@/app/api/leaderboards/[board]/route";
import * as meRoute from "@/app/api/me/route";
import * as myDailies from "@/app/api/me/dailies/route";

// Calls the real route handlers the way Next.js does, as one browser would: it keeps the
// session cookie the server sets. `ip` goes in X-Forwarded-For (rate limits are per IP).

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<NextResponse>;
const ROUTES: [string, RegExp, Record<string, unknown>][] = [
  ["games", /^\/api\/games$/, games],
  ["actions", /^\/api\/games\/(?<id>[^/]+)\/actions$/, actions],
  ["replay", /^\/api\/games\/(?<id>[^/]+)\/replay$/, replayRoute],
  ["analysis", /^\/api\/games\/(?<id>[^/]+)\/analysis$/, analysisRoute],
  ["game", /^\/api\/games\/(?<id>[^/]+)$/, game],
  ["dailyBoard", /^\/api\/dailies\/(?<game>[^/]+)\/(?<date>[^/]+)\/leaderboard$/, dailyBoard],
  ["daily", /^\/api\/dailies\/(?<game>[^/]+)\/(?<date>[^/]+)$/, daily],
  ["allTime", /^\/api\/leaderboards\/(?<board>[^/]+)$/, allTime],
  ["me", /^\/api\/me$/, meRoute],
  ["myDailies", /^\/api\/me\/dailies$/, myDailies],
];

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
  raw: string;
}

export class Browser {
  cookie: string | null = null;
  constructor(readonly ip = "203.0.113.7") {}

  /**
   * One request. `body`: a value sent as JSON, a string or a stream sent as it is. `headers`
   * replace the browser's own (null leaves one out).
   */
  async call<T = any>(method: string, url: string, body?: unknown, headers: Record<string, string | null> = {}): Promise<ApiResponse<T>> {
    const u = new URL(url, "http://localhost");
    const found = ROUTES.map(([, re, mod]) => ({ m: re.exec(u.pathname), mod })).find((r) => r.m);
    if (!found) throw new Error(`no route for ${url}`);
    const fn = found.mod[method] as Handler | undefined;
    if (!fn) throw new Error(`${url} exports no ${method} handler`);
    const sent = new Headers({ "x-forwarded-for": this.ip, "content-type": "application/json" });
    if (method !== "GET") sent.set("origin", config().siteOrigin); // as a browser sends it
    if (this.cookie) sent.set("cookie", this.cookie);
    for (const [name, value] of Object.entries(headers)) {
      if (value === null) sent.delete(name);
      else sent.set(name, value);
    }
    const req = new NextRequest(u, {
      method,
      headers: sent,
      body: body === undefined || typeof body === "string" || body instanceof ReadableStream ? body : JSON.stringify(body),
      duplex: "half",
    });
    const res = await fn(req, { params: Promise.resolve({ ...found.m!.groups }) });
    const set = res.cookies.getAll()[0];
    if (set) this.cookie = `${set.name}=${set.value}`;
    const raw = await res.text();
    return { status: res.status, body: raw ? JSON.parse(raw) : null, headers: res.headers, raw };
  }
  get = <T = any>(url: string) => this.call<T>("GET", url);
  /** Becomes a guest as a visitor does, by starting a game (reading pages makes no player); answers GET /api/me. */
  async join<T = any>(): Promise<T> {
    expect((await this.post("/api/games", { mode: "game", game: "euchre" })).status).toBe(201);
    return (await this.get<T>("/api/me")).body;
  }
  post = <T = any>(url: string, body: unknown) => this.call<T>("POST", url, body);
  patch = <T = any>(url: string, body: unknown) => this.call<T>("PATCH", url, body);
}

/** Plays a started game to its end with seeded random choices among the offered actions. */
export async function playToEnd(b: Browser, start: { body: any }, seed = "lb") {
  const rng = createRng(seed);
  let g = start.body;
  while (g.status !== "finished") {
    const res = await b.post(`/api/games/${g.id}/actions`, { seq: g.seq, action: g.view.legal[rng.int(g.view.legal.length)] });
    expect(res.status).toBe(200);
    g = res.body;
  }
  return g;
}
