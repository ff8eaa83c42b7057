// A match: a list of boards or a game to the target. Validates setups, dispatches each action to
// the rules of the current phase, scores finished deals and deals the next one.

import { z } from "zod";
import { indexIn, isObject, isSeat, parseAction } from "./action";
import { deckWith, discardRules, newDeal, patch, playRules, seatAfter, turnOf } from "./deal";
import { EngineError, fail, ok, precondition } from "./errors";
import { optionsSchema, setupSchema } from "./schema";
import { netAgainstEach } from "./scoring";
import { partnerIn } from "./teams";
import type {
  Action,
  Card,
  Contract,
  DealResult,
  DealState,
  MatchSetup,
  MatchState,
  Result,
  Seat,
  SeatPoints,
  Team,
  VariantId,
  VariantInfo,
  VariantOptions,
} from "./types";
import type { PhaseRules, Rules, Variant } from "./variant";
import { VARIANTS, isVariantId, variantNamed } from "./variants";

/** Bump on any change to deals, rules or scoring: logs carry it. */
export const ENGINE_VERSION = "1.2.0";

// Variant ids and seats reach these from the engine's own states and views, or from a server
// that validated them; a wrong one is an EngineError.

const isSeatOf = (variant: VariantId, seat: Seat) => isVariantId(variant) && indexIn(VARIANTS[variant].info.seats, seat) >= 0;

/** The seat's team; three-hand's sides last one deal, so they need its contract (none before it). */
export function teamOf(variant: VariantId, seat: Seat, contract: Contract | null = null): Team {
  precondition(isSeatOf(variant, seat), "teamOf: a variant id and one of its seats");
  return VARIANTS[variant].team(seat, contract);
}

/**
 * The seat's partner: null in two-hand; where each plays for themselves, the one other seat on its
 * side of the deal (three-hand's other defender), null before the contract or with more than one.
 */
export function partnerOf(variant: VariantId, seat: Seat, contract: Contract | null = null): Seat | null {
  precondition(isSeatOf(variant, seat), "partnerOf: a variant id and one of its seats");
  const { seats, eachForThemselves } = VARIANTS[variant].info;
  if (!eachForThemselves) return partnerIn(seats, seat);
  if (contract === null) return null;
  const side = teamOf(variant, seat, contract);
  const mates = seats.filter((s) => s !== seat && teamOf(variant, s, contract) === side);
  return mates.length === 1 ? mates[0] : null;
}

/** The variant's unshuffled deck under `options`: the pack, twice over in the double deck, grown by euchre's options. */
export function deckOf(variant: VariantId, options: VariantOptions = {}): Card[] {
  precondition(isVariantId(variant) && isObject(options), "deckOf: a variant id and its options");
  return [...deckWith(VARIANTS[variant], options)];
}

export function seatsOf(variant: VariantId): Seat[] {
  precondition(isVariantId(variant), "seatsOf: a variant id");
  return [...VARIANTS[variant].info.seats];
}

export function variantInfo(variant: VariantId): VariantInfo {
  precondition(isVariantId(variant), "variantInfo: a variant id");
  const { info, contractFromLead } = VARIANTS[variant];
  return { ...info, seats: [...info.seats], denominations: [...info.denominations], trumpByLead: contractFromLead !== undefined };
}

// States are the engine's own (newMatch, apply, replay), so a function checks only the surface it
// reads, as it reads it: the current deal and its phase, the setup and its variant. That is enough
// to turn a wrong argument (null, a log, a view) into an EngineError, and adds next to nothing to
// reads the function makes anyway: toMove, legalActions and apply run on every move of a game.

const notAState = (caller: string) => new EngineError(`${caller}: not a match state (one that newMatch, apply or replay returned)`);

/** The current deal, null once the match is over. */
export function currentDeal(state: MatchState, caller: string): DealState | null {
  const deal = (state as { current?: { phase?: unknown } | null } | null | undefined)?.current;
  if (deal === null || (typeof deal?.phase === "object" && deal.phase !== null)) return deal as DealState | null;
  throw notAState(caller);
}

/** The rules the match is played by: its variant and options. */
export function rulesOf(state: MatchState, caller: string): Rules {
  const setup = (state as { setup?: { variant?: unknown; options?: VariantOptions } } | null | undefined)?.setup;
  const variant = variantNamed(setup?.variant);
  if (variant === undefined) throw notAState(caller);
  return { variant, options: setup!.options ?? {} };
}

/** Both, for the functions that read all of a state. */
export function requireState(state: MatchState, caller: string): void {
  currentDeal(state, caller);
  rulesOf(state, caller);
}

/** The points that win a game: the variant's, unless the match chose another (§2.10). */
export const targetOf = (setup: MatchSetup): number => setup.options?.target ?? VARIANTS[setup.variant].info.target;

export const boardCount = (setup: MatchSetup) => (setup.mode === "boards" ? setup.boards.length : null);

/** Deal `index` of a match: a board's own seed and dealer, or the game's derived seed. */
function dealAt(setup: MatchSetup, index: number, dealer: Seat): DealState {
  const variant = VARIANTS[setup.variant];
  const options = setup.options ?? {};
  if (setup.mode === "boards") return newDeal(variant, index, setup.boards[index].seed, setup.boards[index].dealer, options);
  return newDeal(variant, index, `${setup.seed}/${index}`, dealer, options);
}

/** Why well-formed `options` cannot be played in `variant`'s `mode`, or null (docs/rules.md §2.10). */
function optionsProblem(variant: Variant, mode: MatchSetup["mode"], options: VariantOptions): string | null {
  const unread = Object.entries(options).find(
    ([key, value]) => value !== undefined && !(variant.options as readonly string[]).includes(key),
  );
  if (unread) return `${variant.info.id} has no option ${unread[0]}`;
  if (mode === "boards" && options.target !== undefined) return "boards have no target: only a game does";
  return null;
}

/** Are `input` rule options for a game of `variant` (mode "game")? The reason if not. The API asks before it makes a player. */
export function checkOptions(variant: VariantId, input: unknown): Result<VariantOptions> {
  precondition(isVariantId(variant), "checkOptions: a variant id");
  const parsed = optionsSchema.safeParse(input);
  if (!parsed.success) return fail("bad_setup", z.prettifyError(parsed.error));
  const problem = optionsProblem(VARIANTS[variant], "game", parsed.data);
  return problem ? fail("bad_setup", problem) : ok(parsed.data);
}

export function newMatch(input: MatchSetup): Result<MatchState> {
  const parsed = setupSchema.safeParse(input);
  if (!parsed.success) return fail("bad_setup", z.prettifyError(parsed.error));
  const setup = parsed.data as MatchSetup;
  const variant = VARIANTS[setup.variant];
  const seats: readonly Seat[] = variant.info.seats;
  const dealers = setup.mode === "boards" ? setup.boards.map((b) => b.dealer) : [setup.firstDealer];
  if (!dealers.every((d) => seats.includes(d))) return fail("bad_setup", `dealers must be among ${seats.join(", ")}`);
  const problem = optionsProblem(variant, setup.mode, setup.options ?? {});
  if (problem) return fail("bad_setup", problem);
  return ok({
    setup,
    scores: [0, 0],
    deals: [],
    over: false,
    winner: null,
    ...(variant.info.eachForThemselves ? { seatScores: Object.fromEntries(seats.map((s) => [s, 0])) } : {}),
    current: dealAt(setup, 0, dealers[0]),
    past: [],
  });
}

/** The rules of the current phase. */
function phaseRules(variant: Variant, deal: DealState): PhaseRules {
  const phase = deal.phase;
  switch (phase.kind) {
    case "bidding":
      return variant.bidding;
    case "pickup":
      return present(variant.pickup, phase.kind);
    case "discard":
      return discardRules;
    case "declare":
      return present(variant.declare, phase.kind);
    case "exchange":
      return present(variant.exchange, phase.kind);
    case "play":
      return playRules;
    case "done":
      throw new EngineError("a finished deal is never current: not a state the engine made");
    default:
      return unknownPhase(phase);
  }
}

function unknownPhase(phase: never): never {
  throw new EngineError(`no phase ${String((phase as { kind: unknown }).kind)}: not a state the engine made`);
}

function present(rules: PhaseRules | undefined, kind: string): PhaseRules {
  if (!rules) throw new EngineError(`this variant has no ${kind} phase: not a state the engine made`);
  return rules;
}

export function toMove(state: MatchState): Seat | null {
  const deal = currentDeal(state, "toMove");
  return deal ? turnOf(deal.phase) : null;
}

export function legalActions(state: MatchState): Action[] {
  const deal = currentDeal(state, "legalActions");
  if (!deal) return [];
  const rules = rulesOf(state, "legalActions");
  return phaseRules(rules.variant, deal).legal(deal, rules);
}

/** Check and apply one action. Returns a new state; `state` is never changed. */
export function apply(state: MatchState, seat: Seat, input: Action): Result<MatchState> {
  const deal = currentDeal(state, "apply");
  const action = parseAction(input);
  if (action === null || !isSeat(seat)) return fail("bad_action", "not a well-formed action");
  if (!deal) return fail("game_over", "the match is over");
  if (turnOf(deal.phase) !== seat) return fail("not_your_turn", `it is ${turnOf(deal.phase)}'s turn`);
  const rules = rulesOf(state, "apply");
  const next = phaseRules(rules.variant, deal).apply(deal, seat, action, rules);
  if (!next.ok) return next;
  const played = patch(next.value, { actions: [...deal.actions, { seat, action }] });
  if (played.phase.kind !== "done") return ok(withCurrent(state, played));
  return ok(finishDeal(state, played));
}

/** `state` with a new current deal. */
const withCurrent = (s: MatchState, current: DealState): MatchState => ({ ...s, current });

/** Score a finished deal, then deal the next one or end the match. */
export function finishDeal(state: MatchState, deal: DealState): MatchState {
  const { setup } = state;
  const variant = VARIANTS[setup.variant];
  const thrownIn = deal.contract === null;
  const score = thrownIn ? null : variant.score(deal);
  const points: [number, number] = score ? score.points : [0, 0];
  const scores: [number, number] = [state.scores[0] + points[0], state.scores[1] + points[1]];
  const southNet = score?.seats ? netAgainstEach(score.seats) : points[0] - points[1];
  const result: DealResult = {
    index: deal.index,
    dealer: deal.dealer,
    seed: deal.seed,
    thrownIn,
    contract: deal.contract,
    makers: deal.contract ? variant.team(deal.contract.declarer, deal.contract) : null,
    tricks: [deal.won[0], deal.won[1]],
    points,
    net: [southNet, -southNet],
    eligible: score ? score.eligible : null,
    ...(score?.seats ? { seatPoints: score.seats } : {}),
  };
  const deals = [...state.deals, result];
  const past = [...state.past, deal];
  const next = deal.index + 1;
  // Boards mode: each board is exactly one deal; a thrown-in board scores 0–0 and is done
  // (possible in two-hand and double-deck). Game mode redeals, dealer rotating, until a winner.
  if (setup.mode === "boards") {
    const over = next >= setup.boards.length;
    return { ...state, scores, deals, past, over, current: over ? null : dealAt(setup, next, setup.boards[next].dealer) };
  }
  if (state.seatScores) {
    const seatScores = addSeats(state.seatScores, score?.seats ?? {});
    const leader = soleLeaderAt(seatScores, targetOf(setup));
    const moved = { ...state, scores, deals, past, seatScores };
    if (leader !== null) return { ...moved, over: true, winner: variant.team(leader), current: null };
    return { ...moved, current: dealAt(setup, next, seatAfter(variant.info.seats, deal.dealer)) };
  }
  const winner = score && scores[score.eligible] >= targetOf(setup) ? score.eligible : null;
  if (winner !== null) return { ...state, scores, deals, past, over: true, winner, current: null };
  return { ...state, scores, deals, past, current: dealAt(setup, next, seatAfter(variant.info.seats, deal.dealer)) };
}

const addSeats = (totals: SeatPoints, points: SeatPoints): SeatPoints =>
  Object.fromEntries(Object.entries(totals).map(([seat, total]) => [seat, total! + (points[seat as Seat] ?? 0)]));

/** Where each plays for themselves: the one player at or past the target ahead of all others (a tie plays on, §9.7). */
function soleLeaderAt(totals: SeatPoints, target: number): Seat | null {
  const ranked = (Object.entries(totals) as [Seat, number][]).sort((a, b) => b[1] - a[1]);
  return ranked[0][1] >= target && ranked[0][1] > ranked[1][1] ? ranked[0][0] : null;
}
