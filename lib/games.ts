// The games the site offers, in the order the site lists them. The ids are the engine's variant
// ids (lib/engine/types.ts VARIANT_IDS) and appear in URLs. A variant joins the site once it has
// its table, dailies and rules page: until then it is listed in OFF_SITE.

import { VARIANT_IDS, type VariantId } from "./engine/types";

/** three-hand: engine, bots and benchmarks are in; the table, dailies and rules page are not yet. */
const OFF_SITE = ["three-hand"] as const;

export type GameId = Exclude<VariantId, (typeof OFF_SITE)[number]>;

export const isGame = (game: string): game is GameId =>
  (VARIANT_IDS as readonly string[]).includes(game) && !(OFF_SITE as readonly string[]).includes(game);

export const GAME_IDS = VARIANT_IDS.filter(isGame) as [GameId, ...GameId[]];
