// Bids valued as the auction would go: on sampled worlds, after each option the other seats bid,
// and the high bidder declares, by the count the strong bot bids by, each from its own view in
// that world. The contract's tricks are the open cards' (double deck: the PIMC bot's bounded
// solves) less FLATTERY, as an expectation: a side that sees every card would otherwise overcall
// or sacrifice perfectly. The strong bot bids Hasenpfeffer so; the post-game analysis values
// Hasenpfeffer's and double deck's bids so (docs/analysis.md, Decision values).

import {
  legalActions,
  partnerOf,
  teamOf,
  toMove,
  variantInfo,
  view,
  type Action,
  type MatchState,
  type Rng,
  type Seat,
} from "../../engine";
import { bidSixCall, doubleDeckCallBy, type DoubleDeckCount } from "../baseline/calls";
import { know, type Knowledge } from "../knowledge";
import { netPoints } from "../outcome";
import { worldAverages, type valuer } from "../pimc";
import { contractTricks } from "../pimc/double-deck";
import { after, solver, solveOptions, specOf } from "../pimc/open-deal";
import { worldState } from "../pimc/world";
import type { BotView } from "../types";
import { bidSixDeclare, FLATTERY, strongDoubleDeckCount } from "./auction";

/** Worlds a Hasenpfeffer bid gets at the bot's scale (the analysis multiplies them). */
const HASENPFEFFER_WORLDS = 6;

/** The auction or the declaration still under way (not a lone hand's exchange, which follows its contract). */
function biddingOrDeclaring(state: MatchState): boolean {
  const phase = state.current?.phase.kind;
  return phase === "bidding" || phase === "declare";
}

/**
 * Per world, each option's net points for `k`'s side. A double-deck lone hand's tricks are exact
 * after the exchange by rule, and kept whole.
 */
export const auctionValuer: typeof valuer = (k, options) => (world) => {
  const start = worldState(k, world);
  const doubleDeck = k.variant === "double-deck";
  const bounded = doubleDeck ? contractTricks(world) : null;
  const tricks = new Map<string, number>(); // per contract: the options often reach the same one
  // Double deck: each seat's count of its hand, made once for every auction of this world.
  const counts = new Map<Seat, DoubleDeckCount>();
  const call = (state: MatchState, seat: Seat): Action => {
    const legal = legalActions(state);
    const seen = () => know(view(state, seat) as BotView);
    if (legal.length === 1) return legal[0];
    if (state.current!.phase.kind === "declare") return bidSixDeclare(seen(), legal);
    if (!doubleDeck) return bidSixCall(seen(), legal);
    let count = counts.get(seat);
    if (!count) counts.set(seat, (count = strongDoubleDeckCount(seen(), legal)));
    return doubleDeckCallBy(count, state.current!.calls, partnerOf(k.variant, seat), legal);
  };
  return options.map((option) => {
    let state = after(start, k.seat, option);
    for (let seat = toMove(state); seat !== null && biddingOrDeclaring(state); seat = toMove(state))
      state = after(state, seat, call(state, seat));
    const deal = state.current;
    // thrown in (double deck: four passes), or annulled (hasenpfeffer: all passed with the joker out of play)
    if (deal === null) return state.deals[0].net[k.team];
    const contract = deal.contract!;
    const key = `${contract.declarer}${contract.denom}${contract.alone}`;
    // The declarer leads (docs/rules.md §5.5, §5.8, §11.5): a solve counts its side's tricks.
    let t = tricks.get(key);
    if (t === undefined)
      tricks.set(key, (t = bounded ? bounded(contract) : solver.tricks(specOf(k.variant, deal, deal.hands), solveOptions(k.variant))));
    const all = variantInfo(k.variant).tricksPerDeal;
    const ours = (n: number) => (teamOf(k.variant, contract.declarer) === k.team ? n : all - n);
    const net = (n: number) => netPoints(k.variant, contract, k.team, ours(Math.max(0, n)));
    return contract.alone ? net(t) : (1 - FLATTERY) * net(t) + FLATTERY * net(t - 1);
  });
};

/** Hasenpfeffer: each bid's (and the pass's) average net points, over worlds within the budget times `scale`. */
export const hasenpfefferBidValues = (k: Knowledge, options: readonly Action[], rng: Rng, scale = 1): number[] =>
  worldAverages(k, options, rng, HASENPFEFFER_WORLDS, scale, [], auctionValuer);

/** Hasenpfeffer: the bid (or pass) worth the most; ties go to the earlier legal action. */
export function hasenpfefferBid(k: Knowledge, legal: readonly Action[], rng: Rng): Action {
  const values = hasenpfefferBidValues(k, legal, rng);
  return legal[values.reduce((b, v, i) => (v > values[b] + 1e-9 ? i : b), 0)];
}
