// The games the site offers, in the order the site lists them. The ids are the engine's variant
// ids (lib/engine/types.ts VARIANT_IDS) and appear in URLs.
export { VARIANT_IDS as GAME_IDS, type VariantId as GameId } from "./engine/types";

import { VARIANT_IDS, type VariantId } from "./engine/types";

export const isGame = (game: string): game is VariantId => (VARIANT_IDS as readonly string[]).includes(game);
