// The games the site offers, in the order the site lists them. The ids are the engine's variant
// ids (lib/engine/types.ts VARIANT_IDS) and appear in URLs.
export { VARIANT_IDS as GAME_IDS, type VariantId as GameId } from "./engine/types";

import { VARIANT_IDS, type VariantId } from "./engine/types";

export const isGame = (game: string): game is VariantId => (VARIANT_IDS as readonly string[]).includes(game);

/** The families the site groups its games in (the header and the home page), in their order. */
export const GAME_GROUPS = ["euchre", "bidding"] as const;
export type GameGroup = (typeof GAME_GROUPS)[number];

// Classic Euchre (trump from a turned card, or chosen in turn) against the games won by bidding.
const GROUP_OF: Record<VariantId, GameGroup> = {
  euchre: "euchre",
  "two-hand": "euchre",
  "three-hand": "euchre",
  railroad: "euchre",
  "bid-six": "bidding",
  "double-deck": "bidding",
  hasenpfeffer: "bidding",
  napoleon: "bidding",
};

/** A group's games, in the site's order. */
export const gamesIn = (group: GameGroup): VariantId[] => VARIANT_IDS.filter((g) => GROUP_OF[g] === group);
