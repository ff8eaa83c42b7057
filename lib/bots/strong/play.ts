// Card play by determinized search: deal the unseen cards consistently with the view, solve
// each layout double-dummy, and play the card with the best average score for the deal.

import { highBid, teamOf, type Action, type Card, type Contract, type Rng, type Suit } from "../../engine";
import { trumpOf, type Knowledge } from "../knowledge";
import { netPoints } from "../outcome";
import { withinBudget, solver } from "./budget";
import { misfitFor } from "./inference";
import { leadValues } from "./napoleon";
import { needsOf, sampleHands } from "./sample";

const MAX_SAMPLES = 40;
/** Tricks break ties between cards that score the same (a fifth trick is still worth having). */
const TRICK_TIEBREAK = 0.01;

/**
 * Double deck: exact near the end of the deal (from 6 cards an exact solve costs about what a
 * 2-trick search does at 8), a shallow search with an estimate before.
 */
function horizonFor(cardsLeft: number): number | undefined {
  if (cardsLeft <= 6) return undefined;
  return cardsLeft <= 8 ? 2 : 1;
}

/** A legal card's average over the sampled layouts: net points for the deal, and tricks. */
export interface CardValue {
  card: Card;
  points: number;
  tricks: number;
}

/** Every legal card's value to `k`'s team, over layouts sampled within the budget (times `scale`). */
export function cardValues(k: Knowledge, legal: readonly Action[], rng: Rng, scale = 1): CardValue[] {
  if (k.contract === null) return napoleonLeadValues(k, legal, rng, scale);
  const deal = k.deal;
  const contract = k.contract;
  const denom = contract.denom;
  const active = deal.active;
  const plays = deal.trick?.plays ?? [];
  const leader = deal.trick?.leader ?? k.seat;
  const doubleDeck = k.variant === "double-deck";
  const needs = needsOf(k, active);
  const misfit = misfitFor(k);

  const cards = legal.flatMap((a) => (a.type === "play" ? [a.card] : []));
  const points = new Map<Card, number>(cards.map((c) => [c, 0]));
  const tricks = new Map<Card, number>(cards.map((c) => [c, 0]));
  const horizon = doubleDeck ? horizonFor(k.hand.length) : undefined;
  const samples = withinBudget(
    MAX_SAMPLES,
    () => {
      const hands = sampleHands(k.unseen, needs, trumpOf(k), rng, misfit);
      hands[k.seat] = [...k.hand];
      const spec = {
        denom,
        ranking: k.ranking,
        hands: active.map((s) => hands[s]!),
        teams: active.map((s) => teamOf(k.variant, s, contract)),
        leader: active.indexOf(leader),
        trick: plays.map((p) => p.card),
      };
      for (const { card, tricks: taken } of solver.moveValues(spec, { doubleDeck, horizon })) {
        const final = deal.won[k.team] + taken;
        points.set(card, points.get(card)! + netPoints(k.variant, contract, k.team, final));
        tricks.set(card, tricks.get(card)! + final);
      }
    },
    scale,
  );
  return cards.map((card) => ({ card, points: points.get(card)! / samples, tricks: tricks.get(card)! / samples }));
}

/**
 * Napoleon's first card, which makes trumps: each card valued on the sampled layouts with its own
 * suit as trumps (no card has been played, so no void is known: the calls shape the layouts).
 */
function napoleonLeadValues(k: Knowledge, legal: readonly Action[], rng: Rng, scale: number): CardValue[] {
  const bid = highBid(k.deal.calls)!.tricks;
  const cards = legal.flatMap((a) => (a.type === "play" ? [a.card] : []));
  const points = new Map<Card, number>(cards.map((c) => [c, 0]));
  const tricks = new Map<Card, number>(cards.map((c) => [c, 0]));
  const needs = needsOf(k, k.seats);
  const misfit = misfitFor(k);
  const samples = withinBudget(
    MAX_SAMPLES,
    () => {
      const hands = sampleHands(k.unseen, needs, null, rng, misfit);
      hands[k.seat] = [...k.hand];
      for (const { card, tricks: taken } of leadValues(k, hands, k.seat)) {
        const contract: Contract = { declarer: k.seat, denom: card[1] as Suit, bid, alone: false };
        points.set(card, points.get(card)! + netPoints(k.variant, contract, k.team, taken));
        tricks.set(card, tricks.get(card)! + taken);
      }
    },
    scale,
  );
  return cards.map((card) => ({ card, points: points.get(card)! / samples, tricks: tricks.get(card)! / samples }));
}

export function strongPlay(k: Knowledge, legal: readonly Action[], rng: Rng): Action {
  const worth = (v: CardValue) => v.points + TRICK_TIEBREAK * v.tricks;
  // Ties go to the earlier legal card, so the choice never depends on map order.
  const values = cardValues(k, legal, rng);
  let best = values[0];
  for (const v of values) if (worth(v) > worth(best) + 1e-9) best = v;
  return legal.find((a) => a.type === "play" && a.card === best.card)!;
}
