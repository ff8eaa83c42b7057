// A sampled world: the cards this seat cannot see dealt out consistently with what it knows, by
// the strong bot's sampling (hand sizes, known cards, voids, and the calls as a soft fit), and the
// deal as it would stand in that world, for the engine to play the rest of it on open cards.

import type { Card, DealState, Hands, MatchSetup, MatchState, Phase, Rng } from "../../engine";
import { removeAll } from "../cards";
import { trumpOf, type Knowledge } from "../knowledge";
import { misfitFor } from "../strong/inference";
import { needsOf, sampleHands } from "../strong/sample";

export interface World {
  /** Every seat's hand; seats that do not play hold []. */
  hands: Hands;
  /** Unseen cards in nobody's hand: the kitty and face-down discards. */
  rest: Card[];
}

/** Draws worlds for `k`'s decision from the bot's generator. */
export function worldSampler(k: Knowledge): (rng: Rng) => World {
  // In play only the active seats' hands matter; a lone hand's partner holds nothing that plays.
  const needs = needsOf(k, k.deal.phase === "play" ? k.deal.active : k.seats);
  const misfit = misfitFor(k);
  const trump = trumpOf(k);
  const known = Object.values(k.known).flat();
  return (rng) => {
    const layout = sampleHands(k.unseen, needs, trump, rng, misfit);
    const hands: Hands = { N: [], E: [], S: [], W: [] };
    for (const need of needs) hands[need.seat] = layout[need.seat]!;
    hands[k.seat] = [...k.hand];
    // Multisets: known cards are out of `unseen` but in the layout's hands.
    const rest = removeAll(
      [...k.unseen, ...known],
      needs.flatMap((n) => hands[n.seat]),
    );
    return { hands, rest };
  };
}

/**
 * The deal of `k` in `world`, before play (in the auction or the exchange) or at Napoleon's first
 * lead (in play, no contract yet), as a one-board match
 * the engine can go on with. Only what the rules read needs to be right: hands, phase, calls,
 * contract and up-card; the kitty and hidden discards are filled from the world's rest.
 */
export function worldState(k: Knowledge, world: World): MatchState {
  const deal = k.deal;
  const rest = [...world.rest];
  const exchange = deal.exchange;
  let discards: DealState["discards"] = [];
  if (exchange?.count != null) {
    // The bidder's exchange discards are its last ones (a railroad dealer discarded once before).
    const own = deal.discards ?? [];
    const cards = exchange.bidder === k.seat ? own.slice(own.length - exchange.count) : rest.splice(0, exchange.count);
    discards = [{ seat: exchange.bidder, cards }];
  }
  const phase = (
    deal.phase === "exchange" ? { kind: "exchange", turn: k.seat, count: exchange?.count ?? null } : { kind: deal.phase, turn: k.seat }
  ) as Phase;
  const current: DealState = {
    index: 0,
    seed: "world",
    dealer: deal.dealer,
    dealt: world.hands,
    hands: world.hands,
    stock: rest,
    upcard: deal.upcard,
    phase,
    calls: deal.calls,
    contract: deal.contract,
    active: deal.active,
    discards,
    passed: null,
    trick: deal.phase === "play" ? { leader: k.seat, plays: [], winner: null } : null,
    tricks: [],
    won: [0, 0],
    actions: [],
  };
  const setup: MatchSetup = { variant: k.variant, mode: "boards", boards: [{ seed: "world", dealer: deal.dealer }] };
  return { setup, scores: [0, 0], deals: [], over: false, winner: null, current, past: [] };
}
