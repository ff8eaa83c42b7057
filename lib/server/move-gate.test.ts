import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MoveGate } from "./move-gate";

// The clock is Vitest's: every wait below is a timer advanced by hand, so nothing depends on how
// fast the machine is.
const QUIET = 250;
const MAX_WAIT = 1_000;

/** Whether `p` has settled, after the microtasks queued so far have run. */
async function settled(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  void p.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

/** A move in flight until the returned function is called. */
function move(gate: MoveGate): () => Promise<void> {
  let end!: () => void;
  const moving = gate.during(() => new Promise<void>((r) => (end = r)));
  return async () => {
    end();
    await moving;
  };
}

describe("the gate between moves and analyses", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] }));
  afterEach(() => vi.useRealTimers());

  it("lets an analysis step run at once when no move has come", async () => {
    const gate = new MoveGate(QUIET, MAX_WAIT);
    expect(await settled(gate.whenIdle())).toBe(true);
  });

  it("holds a step while a move is in flight, and lets it go once the moves have been quiet a while", async () => {
    const gate = new MoveGate(QUIET, MAX_WAIT);
    const endMove = move(gate);
    const step = gate.whenIdle();
    await vi.advanceTimersByTimeAsync(600);
    expect(await settled(step)).toBe(false);
    await endMove();
    await vi.advanceTimersByTimeAsync(QUIET - 1);
    expect(await settled(step)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(step)).toBe(true);
  });

  it("counts a new move during the quiet time as in flight again", async () => {
    const gate = new MoveGate(QUIET, MAX_WAIT);
    await move(gate)();
    const step = gate.whenIdle();
    await vi.advanceTimersByTimeAsync(100);
    const endSecond = move(gate);
    await vi.advanceTimersByTimeAsync(400);
    expect(await settled(step)).toBe(false);
    await endSecond();
    await vi.advanceTimersByTimeAsync(QUIET);
    expect(await settled(step)).toBe(true);
  });

  it("under moves that never pause, lets each step go after the longest wait", async () => {
    const gate = new MoveGate(QUIET, MAX_WAIT);
    const endMove = move(gate);
    for (let i = 0; i < 3; i++) {
      const step = gate.whenIdle();
      await vi.advanceTimersByTimeAsync(MAX_WAIT - 1);
      expect(await settled(step)).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await settled(step)).toBe(true);
    }
    await endMove();
  });

  it("counts a move that fails as ended", async () => {
    const gate = new MoveGate(QUIET, MAX_WAIT);
    await expect(gate.during(() => Promise.reject(new Error("illegal")))).rejects.toThrow("illegal");
    const step = gate.whenIdle();
    await vi.advanceTimersByTimeAsync(QUIET);
    expect(await settled(step)).toBe(true);
  });
});
