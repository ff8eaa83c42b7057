import { sameAction } from "@/lib/analysis/actions";
import type { GameAnalysis } from "@/lib/client/api";

export type ReadyAnalysis = Exclude<GameAnalysis, { status: "pending" }>;
export type FullAnalysis = Extract<ReadyAnalysis, { full: true }>;
export type AnalysedBoard = ReadyAnalysis["boards"][number];
export type AnalysedDecision = AnalysedBoard["decisions"][number];

/** A decision with the board it belongs to (1-based) and its place in the whole game. */
export interface Placed {
  board: number;
  at: number;
  decision: AnalysedDecision;
}

/** Every decision of the game, in order. */
export const placed = (a: ReadyAnalysis): Placed[] =>
  a.boards.flatMap((b, i) => b.decisions.map((decision) => ({ board: i + 1, decision }))).map((p, at) => ({ ...p, at }));

/** The chosen option's value. */
export const chosenValue = (d: AnalysedDecision) => d.options.find((o) => sameAction(o.action, d.action))?.value ?? 0;

/** A number of points with its sign and two decimals at most: "+0.5", "−1.25". */
export const points = (x: number) => {
  const s = String(Math.round(Math.abs(x) * 100) / 100);
  return x > 0.004 ? `+${s}` : x < -0.004 ? `−${s}` : "0";
};
