// The fetch every API request goes through (lib/client/api.ts has the rest of the requests and
// the shapes), and the table's own requests: starting a daily or a game, loading it, a move.
import type { Action, VariantOptions } from "@/lib/engine/types";
import type { GameId } from "@/lib/games";
import type { ActResult, GameDto } from "./api";

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

/** A request to the API: its JSON answer, or an ApiFailure. */
export async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
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

// The table's requests.
export const startDaily = (game: GameId, date?: string) =>
  call<GameDto>("POST", "/api/games", { mode: "daily", game, ...(date ? { date } : {}) });
export const startGame = (game: GameId, seed?: string, options: VariantOptions = {}) =>
  call<GameDto>("POST", "/api/games", {
    mode: "game",
    game,
    ...(seed ? { seed } : {}),
    ...(Object.keys(options).length > 0 ? { options } : {}),
  });
export const getGame = (id: string) => call<GameDto>("GET", `/api/games/${id}`);
export const sendAction = (id: string, seq: number, action: Action) => call<ActResult>("POST", `/api/games/${id}/actions`, { seq, action });
