// How a decision's loss is judged, and what a board's or a whole game's decisions add up to
// (docs/analysis.md, Marks and accuracy). Losses are in expected net points for the deal.

import type { VariantId } from "../engine";

export const MARKS = ["inaccuracy", "mistake", "blunder"] as const;
export type Mark = (typeof MARKS)[number];

/**
 * What one trick is worth at the margin, in net points: in euchre and two-hand a contract scores
 * 1 or 2 and a euchre costs 2 (railroad too); in the bid games every trick moves both sides' scores (in
 * hasenpfeffer only the bidders'); three-hand's net counts each of the two others, so its swings
 * are twice euchre's; Napoleon's bidder wins or loses a stake of 3 to 10 from each of three others.
 */
const TRICK_WORTH: Record<VariantId, number> = {
  euchre: 1,
  "two-hand": 1,
  "bid-six": 2,
  "double-deck": 2,
  "three-hand": 2,
  railroad: 1,
  hasenpfeffer: 1,
  napoleon: 9,
};

/** A loss of at least this share of a trick's worth gets the mark (the highest that applies). */
const THRESHOLDS: Record<Mark, number> = { inaccuracy: 0.25, mistake: 0.5, blunder: 1 };

export function markOf(variant: VariantId, loss: number): Mark | undefined {
  const unit = TRICK_WORTH[variant];
  return [...MARKS].reverse().find((m) => loss >= THRESHOLDS[m] * unit - 1e-9);
}

export interface Summary {
  /** Decisions with a choice that were valued. */
  decisions: number;
  inaccuracies: number;
  mistakes: number;
  blunders: number;
  /** Expected net points lost to marked decisions. */
  lost: number;
  /** Share of valued decisions without a mark, in percent; null with none. */
  accuracy: number | null;
}

export const round2 = (x: number) => Math.round(x * 100) / 100;

export function summarise(decisions: readonly { loss: number; mark?: Mark }[]): Summary {
  const count = (m: Mark) => decisions.filter((d) => d.mark === m).length;
  const marked = decisions.filter((d) => d.mark);
  return {
    decisions: decisions.length,
    inaccuracies: count("inaccuracy"),
    mistakes: count("mistake"),
    blunders: count("blunder"),
    lost: round2(marked.reduce((sum, d) => sum + d.loss, 0)),
    accuracy: decisions.length === 0 ? null : Math.round((1000 * (decisions.length - marked.length)) / decisions.length) / 10,
  };
}
