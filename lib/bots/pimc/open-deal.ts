// The rest of a deal on open cards: each seat makes the choice best for its own side (minimax
// over the engine's legal actions and its rules), and once play starts the exact solver gives
// the tricks. A finished contract is scored by the engine's scoring functions.

import {
  apply,
  legalActions,
  netAgainstEach,
  teamOf,
  toMove,
  variantInfo,
  type Action,
  type Card,
  type DealResult,
  type DealState,
  type MatchState,
  type Seat,
  type Team,
  type VariantId,
} from "../../engine";
import { netPoints } from "../outcome";
import { Solver, type DealSpec, type SolveOptions } from "../solver";

/** One solver per process: its table is scratch memory, cleared at every solve. */
export const solver = new Solver();

/** The double deck's 12-card deals need the double-deck rule for equal cards; the rest do not. */
export const solveOptions = (variant: VariantId): SolveOptions => ({ doubleDeck: variant === "double-deck" });

/** What the solver reads of a deal in play, whether the engine's state or a seat's view of it. */
type InPlay = Pick<DealState, "contract" | "active" | "trick">;

/** The solver's view of a deal in play: the active seats' hands, in turn order. */
export function specOf(variant: VariantId, deal: InPlay, hands: Readonly<Record<Seat, readonly Card[]>>): DealSpec {
  const trick = deal.trick!;
  return {
    denom: deal.contract!.denom,
    ranking: variantInfo(variant).ranking,
    hands: deal.active.map((s) => hands[s]),
    teams: deal.active.map((s) => teamOf(variant, s, deal.contract)),
    leader: deal.active.indexOf(trick.leader),
    trick: trick.plays.map((p) => p.card),
  };
}

/** `state` after `seat` takes `action`, which must be legal. */
export function after(state: MatchState, seat: Seat, action: Action): MatchState {
  const next = apply(state, seat, action);
  if (!next.ok) throw new Error(`not legal in the world: ${JSON.stringify(action)} (${next.error.code})`);
  return next.value;
}

/**
 * One world's deal, valued for `seat`'s side in net points (three-hand: its own, against each other player). Solves are cached by position, so each
 * contract (with its hands after any discard) is solved once in the world whatever the calls
 * that reach it. `choices` may bound a seat's options where the rules offer too many to search.
 */
export class OpenDeal {
  private readonly tricks = new Map<string, number>();

  constructor(
    readonly variant: VariantId,
    readonly seat: Seat,
    private readonly choices: (state: MatchState) => readonly Action[] = legalActions,
  ) {}

  /** What the deal in `state` is worth to the team with every choice made best by its side. */
  value(state: MatchState): number {
    const deal = state.current;
    if (deal === null) return netOf(state.deals[state.deals.length - 1], teamOf(this.variant, this.seat), this.seat);
    // Napoleon's first lead is a choice like a call: the card sets trump.
    if (deal.phase.kind === "play" && deal.contract !== null) return this.playValue(deal);
    const seat = toMove(state)!;
    const ours = teamOf(this.variant, seat, deal.contract) === teamOf(this.variant, this.seat, deal.contract);
    let best = ours ? -Infinity : Infinity;
    for (const action of this.choices(state)) {
      const v = this.value(after(state, seat, action));
      best = ours ? Math.max(best, v) : Math.min(best, v);
    }
    return best;
  }

  /** The deal in play, solved from its current trick on. */
  playValue(deal: DealState): number {
    const spec = specOf(this.variant, deal, deal.hands);
    const key = `${spec.denom}|${spec.leader}|${spec.trick.join("")}|${spec.hands.map((h) => [...h].sort().join("")).join("/")}`;
    let tricks = this.tricks.get(key);
    if (tricks === undefined) this.tricks.set(key, (tricks = solver.tricks(spec, solveOptions(this.variant))));
    const mover = deal.active[(spec.leader + spec.trick.length) % deal.active.length];
    const left = variantInfo(this.variant).tricksPerDeal - deal.tricks.length;
    const team = teamOf(this.variant, this.seat, deal.contract);
    const ours = teamOf(this.variant, mover, deal.contract) === team ? tricks : left - tricks;
    return netPoints(this.variant, deal.contract!, team, deal.won[team] + ours);
  }
}

/** A finished deal's net for `seat`: its team's, or where each plays for themselves its own. */
const netOf = (result: DealResult, team: Team, seat: Seat): number =>
  result.seatPoints ? netAgainstEach(result.seatPoints, seat) : result.net[team];
