// A finished game's analysis for one seat (docs/analysis.md): a pass over its log that values
// each of the seat's decisions from the seat's own view, and keeps each deal's hands, par table
// and open-card values of the seat's plays for after the day closes.

import { know, namesUnseen } from "../bots/knowledge";
import type { BotView } from "../bots/types";
import {
  apply,
  legalActions,
  newMatch,
  teamOf,
  toMove,
  view,
  type Action,
  type Card,
  type Contract,
  type MatchLog,
  type MatchState,
  type Play,
  type Seat,
} from "../engine";
import { sameAction } from "./actions";
import { markOf, round2, summarise, type Mark, type Summary } from "./marks";
import { openCardValues, parTable, type CardValue, type ParEntry } from "./par";
import { ANALYSIS_SCALE, optionValues } from "./values";

export interface Decision {
  /** The decision's place in the game's log (the action's index). */
  seq: number;
  action: Action;
  /** Every option's value in expected net points for the seat's side. */
  options: { action: Action; value: number }[];
  best: Action;
  /** How much less the chosen option is worth than the best (0 when it is the best). */
  loss: number;
  mark?: Mark;
  /** What the seat saw at that moment: its hand, the up-card, the contract and the open trick. */
  position: { hand: Card[]; upcard: Card | null; contract: Contract | null; trick: Play[] };
}

/** The deal with every hand open: only after the day closes. */
export interface BoardPar {
  dealer: Seat;
  hands: Record<Seat, Card[]>;
  upcard: Card | null;
  table: ParEntry[];
  /** At each of the seat's plays: the card played and every legal card's open-card value. */
  plays: { seq: number; card: Card; options: CardValue[] }[];
}

export interface BoardAnalysis {
  index: number;
  /** The contract played (null when thrown in) and the board's net for the seat's side. */
  contract: Contract | null;
  net: number;
  decisions: Decision[];
  summary: Summary;
  /** Left out when asked for the decisions alone. */
  par?: BoardPar;
}

export interface GameAnalysis {
  summary: Summary;
  boards: BoardAnalysis[];
}

export interface AnalysisOptions {
  /** Budget scale for the decision values (tests use less). */
  scale?: number;
  /** Whether to work out the open hands' par and card values too (default true). */
  open?: boolean;
  /** Called after each step of work (a decision, a play's open-hand values, a par table), so a caller on an event loop can let others in. */
  onStep?: () => Promise<void> | void;
}

/** The analysis of `seat`'s decisions in a finished game's log. */
export async function analyseGame(log: MatchLog, seat: Seat, options: AnalysisOptions = {}): Promise<GameAnalysis> {
  const started = newMatch(log.setup);
  if (!started.ok) throw new Error(`bad setup: ${started.error.message}`);
  let state: MatchState = started.value;
  const variant = log.variant;
  let decisions: Decision[] = [];
  let plays: BoardPar["plays"] = [];
  let minBid: number | null = null;
  const boards: BoardAnalysis[] = [];
  const open = options.open ?? true;
  for (let seq = 0; seq < log.actions.length; seq++) {
    const entry = log.actions[seq];
    const deal = state.current!;
    if (deal.actions.length === 0) minBid = lowestBid(legalActions(state));
    if (entry.seat === seat && toMove(state) === seat) {
      const v = view(state, seat) as BotView;
      // A forced decision teaches nothing, nor a blind one: a dealer naming trump under a turned
      // joker has not seen the hand, and every suit is alike to them.
      if (v.legal.length > 1 && !namesUnseen(know(v))) {
        decisions.push(judge(v, entry.action, seq, options.scale ?? ANALYSIS_SCALE));
        await options.onStep?.();
      }
      if (entry.action.type === "play" && open) {
        plays.push({ seq, card: entry.action.card, options: openCardValues(variant, deal, seat) });
        await options.onStep?.();
      }
    }
    const next = apply(state, entry.seat, entry.action);
    if (!next.ok) throw new Error(`log entry ${seq} does not apply: ${next.error.code}`);
    state = next.value;
    if (state.past.length > boards.length) {
      const done = state.past[boards.length];
      const result = state.deals[boards.length];
      boards.push({
        index: done.index,
        contract: done.contract,
        net: result.net[teamOf(variant, seat)],
        decisions,
        summary: summarise(decisions),
        ...(open
          ? {
              par: {
                dealer: done.dealer,
                hands: done.dealt as Record<Seat, Card[]>,
                upcard: done.upcard?.card ?? null,
                table: parTable(variant, done, minBid),
                plays,
              },
            }
          : {}),
      });
      decisions = [];
      plays = [];
      await options.onStep?.();
    }
  }
  return { summary: summarise(boards.flatMap((b) => b.decisions)), boards };
}

function lowestBid(legal: readonly Action[]): number | null {
  const bids = legal.flatMap((a) => (a.type === "bid" ? [a.tricks] : []));
  return bids.length > 0 ? Math.min(...bids) : null;
}

/** One decision: its options' values, the best, and what the chosen one cost. */
function judge(v: BotView, action: Action, seq: number, scale: number): Decision {
  const deal = v.deal!;
  const position = { hand: deal.hand, upcard: deal.upcard?.card ?? null, contract: deal.contract, trick: deal.trick?.plays ?? [] };
  const valued = optionValues(v, action, scale);
  const chosen = valued.actions.findIndex((a) => sameAction(a, action));
  if (chosen < 0) throw new Error(`decision ${seq} is not one of the legal actions`);
  const loss = round2(Math.max(0, valued.values[valued.best] - valued.values[chosen]));
  const mark = markOf(v.variant, loss);
  return {
    seq,
    action,
    options: valued.actions.map((a, i) => ({ action: a, value: round2(valued.values[i]) })),
    best: valued.actions[valued.best],
    loss,
    ...(mark ? { mark } : {}),
    position,
  };
}
