// The reference bot for the match harness: perfect-information Monte Carlo, the textbook
// determinized player. A yardstick, not a site bot: it is slow and is no BotLevel. For every
// decision with a choice it samples `worlds` deals of the cards its seat cannot see, consistent
// with what the seat knows; plays each candidate action out on every world's open cards, the
// rest of the auction included (every seat making its side's best call, the exact solver giving
// the tricks of each contract); and takes the action with the best average net score for its side.
// The method's known flaw shows in the bid games' auctions: on open cards every seat ends up in
// its side's right contract whatever it calls now, so a low bid is worth no more than a pass and a
// bid is valued as if the hands it cannot see were known to it when it plays.

import type { Action, Rng } from "../../engine";
import { know, type Knowledge } from "../knowledge";
import { withinBudget } from "../strong/budget";
import type { Bot } from "../types";
import { worldAuction } from "./double-deck";
import { exchangeCandidates, worldChoices } from "./exchange";
import { after, OpenDeal, solver } from "./open-deal";
import { playValues } from "./play";
import { worldSampler, worldState, type World } from "./world";

/** The PIMC bot with `worlds` sampled deals a decision. */
export function pimcBot(worlds: number): Bot {
  if (!Number.isInteger(worlds) || worlds < 1) throw new Error(`pimc needs a whole number of worlds, not ${worlds}`);
  return ({ view, legal, rng }) => (legal.length === 1 ? legal[0] : decide(know(view), legal, rng, worlds));
}

function decide(k: Knowledge, legal: readonly Action[], rng: Rng, worlds: number): Action {
  const candidates = k.deal.phase === "exchange" ? exchangeCandidates(k, legal) : legal;
  const valuesIn = valuer(k, candidates);
  const draw = worldSampler(k);
  const totals = candidates.map(() => 0);
  for (let w = 0; w < worlds; w++) valuesIn(draw(rng)).forEach((v, i) => (totals[i] += v));
  // Ties go to the earlier action, so the choice never depends on rounding.
  let best = 0;
  for (let i = 1; i < candidates.length; i++) if (totals[i] > totals[best] + 1e-9) best = i;
  return candidates[best];
}

/** Per world, the value of each candidate to `k`'s team (the post-game analysis values double-deck calls and exchanges so). */
export function valuer(k: Knowledge, candidates: readonly Action[]): (world: World) => number[] {
  if (k.deal.phase === "play" && k.contract !== null) return playValues(k, candidates);
  if (k.deal.phase === "bidding" && k.variant === "double-deck") {
    return (world) => {
      const auction = worldAuction(k, world);
      return candidates.map((a) => auction.valueOfCall(k.deal.calls, k.seat, a));
    };
  }
  return (world) => {
    const deal = new OpenDeal(k.variant, k.seat, worldChoices);
    const state = worldState(k, world);
    return candidates.map((a) => deal.value(after(state, k.seat, a)));
  };
}

/**
 * Each option's average value over worlds drawn as the strong bot draws them, at most `max` and
 * within its node budget (both times `scale`), each valued by `by`. The strong bot's two-hand
 * calls and the post-game analysis use it. `extra` options are valued after, on the same worlds:
 * the budget, and so everyone's values of `options`, do not depend on them.
 */
export function worldAverages(
  k: Knowledge,
  options: readonly Action[],
  rng: Rng,
  max: number,
  scale = 1,
  extra: readonly Action[] = [],
  by: typeof valuer = valuer,
): number[] {
  const valuesIn = by(k, options);
  const draw = worldSampler(k);
  const worlds: World[] = [];
  const sums = [...options, ...extra].map(() => 0);
  withinBudget(
    max,
    () => {
      const world = draw(rng);
      worlds.push(world);
      valuesIn(world).forEach((v, i) => (sums[i] += v));
    },
    scale,
    solver,
  );
  if (extra.length > 0) {
    const extraIn = by(k, extra);
    for (const world of worlds) extraIn(world).forEach((v, i) => (sums[options.length + i] += v));
  }
  return sums.map((sum) => sum / worlds.length);
}
