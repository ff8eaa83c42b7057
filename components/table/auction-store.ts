"use client";

import type { ViewEntry } from "@/lib/engine/types";

// The calls of each finished deal, kept on this device so the score sheet can show them: the
// server's view holds only the current deal's calls. A few recent games are kept.
const KEY = "table-auctions";
const GAMES_KEPT = 6;

type Store = Record<string, Record<number, ViewEntry[]>>;

function read(): Store {
  try {
    return (JSON.parse(window.localStorage.getItem(KEY) ?? "{}") as Store) ?? {};
  } catch {
    return {};
  }
}

/** Remembers a deal's calls (the longest seen: a replay may still be showing the first ones). */
export function rememberAuction(gameId: string, deal: number, auction: ViewEntry[]) {
  const store = read();
  const game = store[gameId] ?? {};
  if ((game[deal]?.length ?? -1) >= auction.length) return;
  delete store[gameId];
  store[gameId] = { ...game, [deal]: auction };
  const ids = Object.keys(store);
  for (const id of ids.slice(0, Math.max(0, ids.length - GAMES_KEPT))) delete store[id];
  window.localStorage.setItem(KEY, JSON.stringify(store));
}

/** The calls remembered for each deal of a game. */
export const recallAuctions = (gameId: string): Record<number, ViewEntry[]> => read()[gameId] ?? {};
