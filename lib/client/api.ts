// The browser's side of the JSON API: typed fetch helpers for the pages and the table. Requests
// go to the same origin with the session cookie, so the first one that needs a player creates
// the guest. Shapes come from the server modules as types only: nothing server-side is bundled.
import type { Action, VariantOptions, ViewEntry } from "@/lib/engine/types";
import type { GameId } from "@/lib/games";
import type { GameDto } from "@/lib/server/games";
import type { dailyInfo, MyDaily } from "@/lib/server/dailies";
import type { allTimeLeaderboard, dailyLeaderboard } from "@/lib/server/leaderboards";
import type { me } from "@/lib/server/me";
import type { gameReplay } from "@/lib/server/replays";
import type { AnalysisDto } from "@/lib/server/analysis";

export type { GameDto };
export type ActResult = GameDto & { events: ViewEntry[] };
export type DailyInfo = Awaited<ReturnType<typeof dailyInfo>>;
export type DailyBoard = Awaited<ReturnType<typeof dailyLeaderboard>>;
export type AllTimeBoard = Awaited<ReturnType<typeof allTimeLeaderboard>>;
export type Me = Awaited<ReturnType<typeof me>>;
export type { MyDaily };
export type GameReplay = Awaited<ReturnType<typeof gameReplay>>;
export type GameAnalysis = AnalysisDto;

/** An API error: `code` is the server's (an illegal action carries the engine's code). */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly body: { error?: { code?: string; message?: string; current?: GameDto; reason?: string } },
  ) {
    super(body.error?.message ?? code);
  }
}

async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: "same-origin",
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) throw new ApiFailure(res.status, json?.error?.code ?? "internal", json);
  return json as T;
}

export const api = {
  startDaily: (game: GameId, date?: string) => call<GameDto>("POST", "/api/games", { mode: "daily", game, ...(date ? { date } : {}) }),
  startGame: (game: GameId, seed?: string, options: VariantOptions = {}) =>
    call<GameDto>("POST", "/api/games", {
      mode: "game",
      game,
      ...(seed ? { seed } : {}),
      ...(Object.keys(options).length > 0 ? { options } : {}),
    }),
  game: (id: string) => call<GameDto>("GET", `/api/games/${id}`),
  act: (id: string, seq: number, action: Action) => call<ActResult>("POST", `/api/games/${id}/actions`, { seq, action }),
  replay: (id: string) => call<GameReplay>("GET", `/api/games/${id}/replay`),
  analysis: (id: string) => call<GameAnalysis>("GET", `/api/games/${id}/analysis`),
  daily: (game: GameId, date: string) => call<DailyInfo>("GET", `/api/dailies/${game}/${date}`),
  dailyBoard: (game: GameId, date: string, q: { cursor?: string; around?: boolean } = {}) =>
    call<DailyBoard>("GET", `/api/dailies/${game}/${date}/leaderboard?${query(q)}`),
  allTimeBoard: (board: GameId | "overall", q: { cursor?: string; around?: boolean } = {}) =>
    call<AllTimeBoard>("GET", `/api/leaderboards/${board}?${query(q)}`),
  myDailies: (game: GameId, month: string) => call<MyDaily[]>("GET", `/api/me/dailies?${new URLSearchParams({ game, month })}`),
  me: () => call<Me>("GET", "/api/me"),
  rename: (name: string) => call<Me>("PATCH", "/api/me", { name }),
};

function query(q: { cursor?: string; around?: boolean }): string {
  const p = new URLSearchParams({ limit: "50" });
  if (q.cursor) p.set("cursor", q.cursor);
  if (q.around) p.set("around", "me");
  return p.toString();
}
