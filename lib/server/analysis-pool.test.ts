import { afterAll, describe, expect, it } from "vitest";
import { analyseGame } from "@/lib/analysis";
import { baselineBot, strongBot } from "@/lib/bots";
import { playMatch } from "@/lib/bots/harness";
import { makeLog } from "@/lib/engine";
import { AnalysisThread } from "./analysis-pool";
import type { Gate } from "./move-gate";

/** A gate opened by hand: each wait is held until `release` (or for good once `open`). */
class HandGate implements Gate {
  private held: (() => void)[] = [];
  private asked: (() => void)[] = [];
  open = false;
  waits = 0;

  whenIdle(): Promise<void> {
    this.waits++;
    for (const f of this.asked.splice(0)) f();
    if (this.open) return Promise.resolve();
    return new Promise((r) => this.held.push(r));
  }

  /** Resolves once a wait is held. */
  someoneWaits(): Promise<void> {
    return this.held.length > 0 ? Promise.resolve() : new Promise((r) => this.asked.push(r));
  }

  release(): void {
    for (const f of this.held.splice(0)) f();
  }
}

const seats = { N: strongBot, E: strongBot, S: baselineBot, W: strongBot };
const log = makeLog(playMatch({ variant: "euchre", mode: "boards", boards: [{ seed: "analysis-pool/1", dealer: "W" }] }, seats));

const threads: AnalysisThread[] = [];
afterAll(() => Promise.all(threads.map((t) => t.close())));
function threadWith(gate: Gate): AnalysisThread {
  const t = new AnalysisThread(gate);
  threads.push(t);
  return t;
}

describe("the analysis thread", () => {
  it("analyses as inline, and waits at the gate before the game and after each step", async () => {
    let steps = 0;
    const inline = await analyseGame(log, "S", { onStep: () => void steps++ });
    const gate = new HandGate();
    gate.open = true;
    let progress = 0;
    expect(await threadWith(gate).run(log, "S", () => progress++)).toEqual(inline);
    expect(steps).toBeGreaterThan(3);
    expect(gate.waits).toBe(steps + 1);
    expect(progress).toBe(steps + 1);
  });

  it("starts a game only when the gate opens, and takes no step on its own", async () => {
    const gate = new HandGate();
    let progress = 0;
    let done = false;
    const analysed = threadWith(gate).run(log, "S", () => progress++);
    void analysed.then(() => (done = true));
    await gate.someoneWaits(); // the game, at the gate
    expect([progress, done]).toEqual([0, false]);
    gate.release();
    await gate.someoneWaits(); // its first step done, the next one at the gate
    expect([progress, done]).toEqual([1, false]);
    gate.open = true;
    gate.release();
    expect((await analysed).boards).toHaveLength(1);
    expect(progress).toBe(gate.waits);
  });

  it("keeps a queued game's claim alive at each step of the game ahead of it", async () => {
    const gate = new HandGate();
    gate.open = true;
    const thread = threadWith(gate);
    let ahead = 0;
    let queued = 0;
    const first = thread.run(log, "S", () => ahead++);
    const second = thread.run(log, "S", () => queued++);
    await first;
    expect(queued).toBe(ahead);
    await second;
    expect(queued).toBe(2 * ahead);
  });
});
