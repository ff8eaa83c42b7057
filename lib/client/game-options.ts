// Standard Euchre's options in a page's address, so that a shared link deals the same game with
// the same rules: /play/euchre?seed=abc&joker=1&deck=32&target=11. The server checks the values
// (a wrong one is refused with bad_options); this only writes and reads them.
import type { GameId } from "@/lib/games";
import { EUCHRE_OPTIONS, type VariantOptions } from "@/lib/engine/types";

type OptionName = (typeof EUCHRE_OPTIONS)[number];
const FLAGS: readonly OptionName[] = ["joker", "canadianLoner"];

/** The options a game's new-game form offers: standard Euchre's, none for the others. */
export const offeredOptions = (game: GameId): readonly OptionName[] => (game === "euchre" ? EUCHRE_OPTIONS : []);

/** The options as query parameters, in a fixed order (a flag only when set). */
export function optionsQuery(options: VariantOptions): URLSearchParams {
  const q = new URLSearchParams();
  for (const name of EUCHRE_OPTIONS) {
    const value = options[name];
    if (value === undefined || value === false) continue;
    q.set(name, value === true ? "1" : String(value));
  }
  return q;
}

/** The options a page's query names; anything else in it is ignored. */
export function optionsFrom(query: URLSearchParams): VariantOptions {
  const options: Record<string, unknown> = {};
  for (const name of EUCHRE_OPTIONS) {
    const value = query.get(name);
    if (value === null) continue;
    options[name] = FLAGS.includes(name) ? value === "1" : Number(value);
  }
  return options as VariantOptions;
}

/** Do two option sets play the same game (an unset flag is the same as false)? */
export const sameOptions = (a: VariantOptions, b: VariantOptions) => optionsQuery(a).toString() === optionsQuery(b).toString();

/** The query of a full game's deals with its options: "seed=abc&joker=1". */
export function playQuery(seed: string, options: VariantOptions): string {
  const q = new URLSearchParams({ seed });
  optionsQuery(options).forEach((v, k) => q.set(k, v));
  return q.toString();
}

/** The address of a full game's deals with its options: what a player shares. */
export const playPath = (game: GameId, seed: string, options: VariantOptions) => `/play/${game}?${playQuery(seed, options)}`;
