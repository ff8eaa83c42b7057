// The versioned move log: makeLog / parseLog round-trip it exactly; replay folds apply over it
// and stops at the first illegal action.

import { z } from "zod";
import { isObject } from "./action";
import { fail, ok } from "./errors";
import { ENGINE_VERSION, apply, currentDeal, newMatch, requireState } from "./match";
import { logSchema } from "./schema";
import type { LogEntry, MatchLog, MatchState, Result, RuleError } from "./types";

/** Every entry of the match so far, in order: a new array of the state's own entry objects. */
export function logEntries(state: MatchState): LogEntry[] {
  const current = currentDeal(state, "logEntries");
  const deals = current ? [...state.past, current] : state.past;
  return deals.flatMap((d) => d.actions);
}

export function makeLog(state: MatchState): MatchLog {
  requireState(state, "makeLog");
  const actions = logEntries(state);
  const log: MatchLog = { v: 1, variant: state.setup.variant, mode: state.setup.mode, setup: state.setup, actions, engine: ENGINE_VERSION };
  return JSON.parse(JSON.stringify(log)) as MatchLog; // a copy: the state's objects are shared
}

export function parseLog(json: unknown): Result<MatchLog> {
  const parsed = logSchema.safeParse(json);
  if (!parsed.success) return fail("bad_log", z.prettifyError(parsed.error));
  return ok(parsed.data as MatchLog);
}

/**
 * Rebuild a match from its log. The server replays logs straight from the database, so anything
 * may arrive here: what is not a log at all (bad_log) and a bad setup are reported at index −1,
 * a bad entry at its own index. Each entry costs one apply, so a replay ends within the log.
 */
export function replay(log: MatchLog): Result<MatchState, { index: number; error: RuleError }> {
  if (!isObject(log) || !Array.isArray(log.actions)) {
    return { ok: false, error: { index: -1, error: { code: "bad_log", message: "a log is an object with a list of actions" } } };
  }
  const started = newMatch(log.setup);
  if (!started.ok) return { ok: false, error: { index: -1, error: started.error } };
  let state = started.value;
  for (let i = 0; i < log.actions.length; i++) {
    const entry = log.actions[i];
    const next = apply(state, entry?.seat, entry?.action);
    if (!next.ok) return { ok: false, error: { index: i, error: next.error } };
    state = next.value;
  }
  return { ok: true, value: state };
}
