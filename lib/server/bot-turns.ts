import "server-only";
import { botFor, type BotLevel, type BotView } from "@/lib/bots";
import { apply, createRng, toMove, view, type Action, type MatchState } from "@/lib/engine";
import { botPool } from "./bot-pool";
import { config } from "./config";
import { HUMAN } from "./game-log";
import { moveGate } from "./move-gate";

// The computer players' turns: they act until it is the person's turn again or the match ends.

/** This request's computer players, for the Server-Timing header (see bench:api). */
export interface BotClock {
  /** From asking for each decision to having it: thinking, and waiting for a free bot thread. */
  ms: number;
  /** Thinking alone. */
  thinkMs: number;
}
export const newClock = (): BotClock => ({ ms: 0, thinkMs: 0 });

/**
 * The event loop's turn for other requests, before a strong bot thinks inline (up to ~50 ms,
 * and a move may need three decisions): without it, every other request of this worker waited
 * for the whole move's bots. A baseline decision is too quick to be worth a turn.
 */
const otherRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * One decision. The strong bots think in the worker's bot threads (bot-pool.ts); the baseline bot
 * decides inline: its decisions take less time than handing a view to a thread and back. So does
 * any bot with one legal action (every bot plays it at once, lib/bots): a forced card, as every
 * card of the last trick, does not wait for a thread behind other players' searches.
 */
async function decide(level: BotLevel, v: BotView, seed: string, clock: BotClock): Promise<Action> {
  const threads = config().botThreads;
  const t0 = performance.now();
  const thinks = level === "strong" && v.legal.length > 1;
  if (thinks && threads > 0) {
    const d = await botPool(threads).decide(level, v, seed);
    clock.ms += performance.now() - t0;
    clock.thinkMs += d.thinkMs;
    return d.action;
  }
  if (thinks) await otherRequests();
  const t1 = performance.now();
  const action = botFor(level)({ view: v, legal: v.legal, rng: createRng(seed) });
  const ms = performance.now() - t1;
  clock.ms += ms;
  clock.thinkMs += ms;
  return action;
}

/** Computer players act until it is South's turn again or the match ends. Deterministic: the
 * RNG of each decision is seeded by the deal's (server-secret) seed and the position in it. */
export function runBots(state: MatchState, clock: BotClock = newClock()): Promise<MatchState> {
  // the analyses of this worker wait while bots think (move-gate.ts)
  return moveGate().during(() => botTurns(state, clock));
}

async function botTurns(state: MatchState, clock: BotClock): Promise<MatchState> {
  const level = config().botLevel;
  let s = state;
  for (let seat = toMove(s); seat && seat !== HUMAN; seat = toMove(s)) {
    const deal = s.current!;
    const action = await decide(level, view(s, seat), `${deal.seed}|bot|${deal.actions.length}`, clock);
    const next = apply(s, seat, action);
    if (!next.ok) throw new Error(`bot at ${seat} chose an illegal action: ${next.error.code}`);
    s = next.value;
  }
  return s;
}
