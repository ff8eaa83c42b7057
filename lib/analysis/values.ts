// The value of every legal option of one decision, from the deciding seat's own view: the strong
// bot's valuations (lib/bots/strong), with a larger budget and a generator seeded by the position
// alone, so that the same position gets the same values in everyone's game.

import { know, type Knowledge } from "../bots/knowledge";
import { worldAverages, type valuer } from "../bots/pimc";
import { netPoints } from "../bots/outcome";
import { strongBot } from "../bots/strong";
import { napoleonBidValues } from "../bots/strong/napoleon";
import { exchangeCandidates } from "../bots/pimc/exchange";
import { contractTricks } from "../bots/pimc/double-deck";
import { after, solver as openSolver, solveOptions, specOf } from "../bots/pimc/open-deal";
import { worldState } from "../bots/pimc/world";
import { doubleDeckCallBy, type DoubleDeckCount } from "../bots/baseline/calls";
import { bidSixBidValues, bidSixDeclareValues, FLATTERY, strongDoubleDeckCount } from "../bots/strong/auction";
import { discardValues, pickupValues, trumpCallValues } from "../bots/strong/calls";
import { cardValues } from "../bots/strong/play";
import type { BotView } from "../bots/types";
import {
  createRng,
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
} from "../engine";

/** How many times the bot's own samples and nodes a decision gets here. */
export const ANALYSIS_SCALE = 4;

export interface Valued {
  /** The options valued: the legal actions, or in the double-deck exchange the ones searched and the one chosen. */
  actions: readonly Action[];
  /** Expected net points for the deciding seat's side, one per option. */
  values: number[];
  /** The option the method prefers: the highest value unless the method says otherwise. */
  best: number;
}

/**
 * Sampled worlds a double-deck call or exchange gets at the bot's scale (times the analysis's
 * scale, within the node budget): each is 20 bounded solves and a whole auction's minimax, or
 * an exact lone-hand solve per option.
 */
const WORLDS = 6;

/**
 * The generator of a position: a hash of everything the seat sees of the current deal (its hand,
 * the up-card, the calls, the tricks, its own discards) and nothing else, not the deal's seed.
 */
export function positionRng(view: BotView): Rng {
  const deal = { ...view.deal!, index: null };
  return createRng(`analysis|${view.variant}|${view.seat}|${JSON.stringify(deal)}`);
}

const argmax = (values: readonly number[]) => values.reduce((b, v, i) => (v > values[b] + 1e-9 ? i : b), 0);

/** The values of the options of `view`'s decision, `chosen` among them. */
export function optionValues(view: BotView, chosen: Action, scale = ANALYSIS_SCALE): Valued {
  const legal = view.legal;
  const k = know(view);
  const rng = positionRng(view);
  const byValue = (values: number[], actions: readonly Action[] = legal): Valued => ({ actions, values, best: argmax(values) });
  // In these phases every legal action is of the phase's one type.
  const only = <T extends Action["type"]>(type: T) => legal.filter((a): a is Extract<Action, { type: T }> => a.type === type);
  switch (k.deal.phase) {
    case "play": {
      const values = cardValues(k, legal, rng, scale);
      return byValue(values.map((v) => v.points));
    }
    case "bidding":
      if (k.variant === "euchre" || k.variant === "two-hand" || k.variant === "three-hand" || k.variant === "railroad")
        return byValue(trumpCallValues(k, legal, rng, scale));
      if (k.variant === "bid-six") return bidSixValues(k, legal);
      if (k.variant === "napoleon") return byValue(napoleonBidValues(k, legal, rng, scale));
      // hasenpfeffer and double deck
      return byValue(worldAverages(k, legal, rng, WORLDS, scale, [], botsBid(rng)));
    case "exchange": {
      // Of up to 299 discards or 220 passes, the ones the PIMC bot searches, and the choice made
      // (its cards in the order the player gave them).
      const cards = (a: Action) => (a.type === "exchange" ? [...a.cards].sort().join() : "");
      const searched = exchangeCandidates(k, legal);
      const extra = searched.some((a) => cards(a) === cards(chosen)) ? [] : [chosen];
      const actions = [...searched.map((a) => (cards(a) === cards(chosen) ? chosen : a)), ...extra];
      return byValue(worldAverages(k, searched, rng, WORLDS, scale, extra), actions);
    }
    case "pickup":
      return byValue(pickupValues(k, only("pickup"), rng, scale));
    case "discard":
      return byValue(discardValues(k, only("discard"), rng, scale));
    case "declare":
      return byValue(bidSixDeclareValues(k, only("declare")));
    default:
      throw new Error(`no decision to value in phase ${k.deal.phase}`);
  }
}

/**
 * Hasenpfeffer's and double deck's bids, per world: after the option the other seats bid, and the
 * high bidder declares, as the strong bot does from each seat's own view in that world. The
 * contract's tricks: hasenpfeffer's on open cards, double deck's by the PIMC bot's bounded solves
 * (lib/bots/pimc/double-deck.ts), less the strong bot's FLATTERY as an expectation; a double-deck
 * lone hand's are exact after the exchange by rule, and kept whole. docs/analysis.md (Decision
 * values) says why and what it changed.
 */
function botsBid(rng: Rng): typeof valuer {
  return (k, options) => (world) => {
    const start = worldState(k, world);
    const doubleDeck = k.variant === "double-deck";
    const bounded = doubleDeck ? contractTricks(world) : null;
    const tricks = new Map<string, number>(); // per contract: the options often reach the same one
    // Double deck: each seat's count of its hand, made once for every auction of this world.
    const counts = new Map<Seat, DoubleDeckCount>();
    const call = (state: MatchState, seat: Seat): Action => {
      const legal = legalActions(state);
      if (!doubleDeck) return strongBot({ view: view(state, seat) as BotView, legal, rng });
      let count = counts.get(seat);
      if (!count) counts.set(seat, (count = strongDoubleDeckCount(know(view(state, seat) as BotView), legal)));
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
        tricks.set(
          key,
          (t = bounded ? bounded(contract) : openSolver.tricks(specOf(k.variant, deal, deal.hands), solveOptions(k.variant))),
        );
      const all = variantInfo(k.variant).tricksPerDeal;
      const ours = (n: number) => (teamOf(k.variant, contract.declarer) === k.team ? n : all - n);
      const net = (n: number) => netPoints(k.variant, contract, k.team, ours(Math.max(0, n)));
      return contract.alone ? net(t) : (1 - FLATTERY) * net(t) + FLATTERY * net(t - 1);
    });
  };
}

/** The auction or the declaration still under way (not a lone hand's exchange, which follows its contract). */
function biddingOrDeclaring(state: MatchState): boolean {
  const phase = state.current?.phase.kind;
  return phase === "bidding" || phase === "declare";
}

/**
 * Bid-six bids: a pass is worth 0 and a bid its contract's average. The table values a contract,
 * not the auction: a lower bid always looks as good, though it lets the others in. So the bid the
 * method prefers is the bot's: the highest bid still worth making (the dealer's lowest), else a pass.
 */
function bidSixValues(k: Knowledge, legal: readonly Action[]): Valued {
  const bids = legal.filter((a): a is Action & { type: "bid" } => a.type === "bid");
  const bidValues = bidSixBidValues(k, bids);
  const values = legal.map((a) => (a.type === "bid" ? bidValues[bids.indexOf(a)] : 0));
  const worth = legal.map((a, i) => a.type === "bid" && values[i] >= 0);
  const dealer = k.deal.dealer === k.seat;
  const chosen = dealer ? worth.indexOf(true) : worth.lastIndexOf(true);
  const pass = legal.findIndex((a) => a.type === "pass");
  return { actions: legal, values, best: chosen >= 0 ? chosen : pass >= 0 ? pass : argmax(values) };
}
