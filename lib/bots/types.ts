// What a computer player is given and what it returns. A bot sees exactly what a person in its
// seat would see (DESIGN.md §3): its player view, its legal actions and a seeded generator.

import type { Action, DealView, MatchState, PlayerView, Rng } from "../engine";

// The state's hidden parts, by name. A view that carries any of them (say a whole MatchState
// spread into it) is a type error, not just a plain-JSON mistake waiting to happen.
type Hidden<Of, Shown> = { readonly [K in Exclude<keyof Of, keyof Shown>]?: never };

/** A player view that provably holds nothing from the full state. */
export type BotView = PlayerView &
  Hidden<MatchState, PlayerView> & {
    deal: (DealView & { readonly hands?: never; readonly dealt?: never; readonly stock?: never }) | null;
  };

export interface BotInput {
  view: BotView;
  /** The legal actions of the bot's seat; the bot returns one of them. */
  legal: readonly Action[];
  rng: Rng;
}

/** A computer player: same input, same action. */
export type Bot = (input: BotInput) => Action;

export const BOT_LEVELS = ["random", "baseline", "strong"] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];
