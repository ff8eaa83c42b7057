// Drives a match with a bot in every seat, the way the server does: each decision gets the
// seat's view, its legal actions and a generator seeded by the deal and the move number.
// Shared by the tests and the benchmarks.

import { apply, createRng, newMatch, toMove, view, type Action, type MatchSetup, type MatchState, type Seat } from "../engine";
import { botFor } from "./index";
import { pimcBot } from "./pimc";
import { BOT_LEVELS, type Bot, type BotLevel } from "./types";

export interface Decision {
  seat: Seat;
  phase: string;
  action: Action;
  state: MatchState;
}

/** The generator a bot gets for the next decision of `state`. */
export const rngFor = (state: MatchState) => createRng(`${state.current!.seed}|bot|${state.current!.actions.length}`);

/** Plays `setup` to the end; `onDecision` sees every decision before it is applied. */
export function playMatch(setup: MatchSetup, bots: Partial<Record<Seat, Bot>>, onDecision?: (d: Decision) => void): MatchState {
  const started = newMatch(setup);
  if (!started.ok) throw new Error(started.error.message);
  let state = started.value;
  for (let seat = toMove(state); seat; seat = toMove(state)) {
    const v = view(state, seat);
    const action = bots[seat]!({ view: v, legal: v.legal, rng: rngFor(state) });
    onDecision?.({ seat, phase: state.current!.phase.kind, action, state });
    const next = apply(state, seat, action);
    if (!next.ok) throw new Error(`${seat} chose an illegal action ${JSON.stringify(action)}: ${next.error.code}`);
    state = next.value;
  }
  return state;
}

/**
 * A player by name: a site level ("strong"), the reference `pimc:N`, the PIMC bot with N
 * sampled worlds a decision, which only the harness offers, or a mix that says which phases
 * another player decides: `mix(strong|bidding=pimc:50)` tells where a gap between two lies.
 */
export function harnessBot(name: string): Bot {
  if ((BOT_LEVELS as readonly string[]).includes(name)) return botFor(name as BotLevel);
  const mix = /^mix\((.+)\)$/.exec(name);
  if (mix) {
    const [base, ...phases] = mix[1].split("|");
    const byPhase = new Map(phases.map((p) => [p.slice(0, p.indexOf("=")), harnessBot(p.slice(p.indexOf("=") + 1))]));
    const rest = harnessBot(base);
    return (input) => (byPhase.get(input.view.deal!.phase) ?? rest)(input);
  }
  const pimc = /^pimc:(\d+)$/.exec(name);
  if (pimc) return pimcBot(Number(pimc[1]));
  throw new Error(`no bot ${name}: one of ${BOT_LEVELS.join(", ")} or pimc:N`);
}
