// The browser's side of the JSON API: typed fetch helpers for the pages and the table. Requests
// go to the same origin with the session cookie, so the first one that needs a player creates
// the guest. Shapes come from the server modules as types only: nothing server-side is bundled.
import type { ViewEntry } from "@/lib/engine/types";
import type { GameId } from "@/lib/games";
import type { GameDto } from "@/lib/server/games";
import type { dailyInfo, MyDaily } from "@/lib/server/dailies";
import type { allTimeLeaderboard, dailyLeaderboard } from "@/lib/server/leaderboards";
import type { me } from "@/lib/server/me";
import type { gameReplay } from "@/lib/server/replays";
import type { AnalysisDto } from "@/lib/server/analysis";
import { call } from "./request";

export type { GameDto };
export type ActResult = GameDto & { events: ViewEntry[] };
export type DailyInfo = Awaited<ReturnType<typeof dailyInfo>>;
export type DailyBoard = Awaited<ReturnType<typeof dailyLeaderboard>>;
export type AllTimeBoard = Awaited<ReturnType<typeof allTimeLeaderboard>>;
export type Me = Awaited<ReturnType<typeof me>>;
export type { MyDaily };
export type GameReplay = Awaited<ReturnType<typeof gameReplay>>;
export type GameAnalysis = AnalysisDto;

// The table's requests, and the fetch they all go through, are in ./request.ts: a table page's
// first load carries only them (a module's exports are bundled together wherever one is used).

/** Every other request: results, replays, analyses, leaderboards, the player. */
export const api = {
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
