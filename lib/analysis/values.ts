// The value of every legal option of one decision, from the deciding seat's own view: the strong
// bot's valuations (lib/bots/strong), with a larger budget and a generator seeded by the position
// alone, so that the same position gets the same values in everyone's game.

import { know, type Knowledge } from "../bots/knowledge";
import { worldAverages } from "../bots/pimc";
import { exchangeCandidates } from "../bots/pimc/exchange";
import { bidSixBidValues, bidSixDeclareValues } from "../bots/strong/auction";
import { auctionValuer, hasenpfefferBidValues } from "../bots/strong/bid-worlds";
import { discardValues, pickupValues, trumpCallValues } from "../bots/strong/calls";
import { napoleonBidValues } from "../bots/strong/napoleon";
import { cardValues } from "../bots/strong/play";
import type { BotView } from "../bots/types";
import { createRng, type Action, type Rng } from "../engine";

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
      if (k.variant === "hasenpfeffer") return byValue(hasenpfefferBidValues(k, legal, rng, scale));
      return byValue(worldAverages(k, legal, rng, WORLDS, scale, [], auctionValuer));
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
