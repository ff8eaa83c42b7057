// What a computer player is given and what it returns. A bot sees exactly what a person in its
// seat would see (docs/architecture.md, The path of a move): its player view, its legal actions and a seeded generator.

import type { Action, DealResult, DealState, DealView, MatchState, PlayerView, PublicDealResult, Rng } from "../engine";

// The state's hidden parts, by name. A view that carries any of them (say a whole MatchState
// spread into it) is a type error, not just a plain-JSON mistake waiting to happen.
type Hidden<Of, Shown> = { readonly [K in Exclude<keyof Of, keyof Shown>]?: never };

/**
 * A player view that provably holds nothing from the full state, nor what only a closed daily
 * shows: `revealed` (finished deals' hands and seeds; in game mode deal i's seed is
 * `${seed}/${i}`, so one seed gives away every later deal) and the deal results' seeds.
 */
export type BotView = Omit<PlayerView, "revealed"> &
  Hidden<MatchState, PlayerView> & {
    readonly revealed?: never;
    results: (PublicDealResult & Hidden<DealResult, PublicDealResult>)[];
    deal: (DealView & Hidden<DealState, DealView>) | null;
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
