import "server-only";

// Analyses give way to moves (docs/analysis.md, "Storage, the API and secrets"): the analysis work
// of a web worker waits, before a game and between its steps, until none of this worker's computer
// players has been thinking for QUIET_MS. A step that has waited MAX_WAIT_MS runs anyway: under a load that
// never pauses an analysis still advances, a step a second, instead of waiting forever.

/** A move's bots answer within tens of ms, one move follows another within a few under load. */
export const QUIET_MS = 250;
/** Under constant load, a daily's analysis (20–100 steps) takes up to about two minutes. */
export const MAX_WAIT_MS = 1_000;

export interface Gate {
  /** Resolves when the work may run its next step. */
  whenIdle(): Promise<void>;
}

export class MoveGate implements Gate {
  private inFlight = 0;
  private lastEnd = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly quietMs = QUIET_MS,
    private readonly maxWaitMs = MAX_WAIT_MS,
  ) {}

  /** Runs `work` (computer players' turns) counted as in flight. */
  async during<T>(work: () => Promise<T>): Promise<T> {
    this.inFlight++;
    try {
      return await work();
    } finally {
      this.inFlight--;
      this.lastEnd = performance.now();
    }
  }

  // performance.now, not Date.now: the integration tests hold Date still.
  async whenIdle(): Promise<void> {
    const giveUp = performance.now() + this.maxWaitMs;
    for (;;) {
      const now = performance.now();
      const quietIn = this.inFlight > 0 ? this.quietMs : this.lastEnd + this.quietMs - now;
      if (quietIn <= 0 || now >= giveUp) return;
      // unref: a pending step does not keep a stopping process alive
      await new Promise((r) => setTimeout(r, Math.min(quietIn, giveUp - now)).unref());
    }
  }
}

// One per process, shared by every route's bundle (as the bot pool is).
const globalGate = globalThis as unknown as { dailyEuchreMoves?: MoveGate };

/** The process's gate: the bots' turns pass through it, the analyses wait at it. */
export function moveGate(): MoveGate {
  globalGate.dailyEuchreMoves ??= new MoveGate();
  return globalGate.dailyEuchreMoves;
}
