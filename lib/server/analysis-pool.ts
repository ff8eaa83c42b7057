import "server-only";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { analyseGame, type GameAnalysis } from "@/lib/analysis";
import type { MatchLog, Seat } from "@/lib/engine";
import { config } from "./config";
import { moveGate, type Gate } from "./move-gate";

// Where analyses run: one thread per process, one game at a time, so a burst of finished games
// queues instead of taking the cores from the moves (a game's analysis takes up to ~2 s). A game
// starts, and each step of its work runs, only once the worker's moves give way (move-gate.ts).
// With BOT_THREADS=0 (next dev) it runs inline, letting other requests in after every step.

/** From the thread: loaded, a step done (it waits for "go" to go on), the analysis, or its failure. */
type Reply = { ready: true } | { step: true } | { analysis: GameAnalysis } | { error: string };
interface Job {
  log: MatchLog;
  seat: Seat;
  /** Called as the job leaves the queue for the thread, at each of its steps and at each step of the jobs ahead of it: it is alive. */
  onProgress: () => void;
  resolve: (a: GameAnalysis) => void;
  reject: (err: Error) => void;
}

const THREAD_FILE = path.join(/* turbopackIgnore: true */ process.cwd(), "lib", "server", "analysis-thread.mjs");

export class AnalysisThread {
  private worker: Worker | null = null;
  private ready = false;
  /** The job in the thread, or taken from the queue and waiting at the gate to go there. */
  private current: Job | null = null;
  private readonly queue: Job[] = [];
  private closed = false;

  constructor(
    private readonly gate: Gate,
    private readonly file = THREAD_FILE,
  ) {}

  run(log: MatchLog, seat: Seat, onProgress: () => void): Promise<GameAnalysis> {
    if (this.closed) return Promise.reject(new Error("the analysis thread is closed"));
    return new Promise((resolve, reject) => {
      this.queue.push({ log, seat, onProgress, resolve, reject });
      this.next();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error("the analysis thread is closed"));
    await this.worker?.terminate();
  }

  private next(): void {
    if (!this.worker) this.start();
    if (!this.ready || this.current || this.queue.length === 0) return;
    const job = (this.current = this.queue.shift()!);
    this.worker!.ref();
    this.sendWhenIdle(this.worker!, job, { log: job.log, seat: job.seat });
  }

  /**
   * Sends the job's thread `message` once the moves give way, unless the thread died or closed
   * meanwhile. The queued jobs are alive too: under constant load the queue moves slowly, and a
   * claim not renewed would be taken over and computed twice.
   */
  private sendWhenIdle(worker: Worker, job: Job, message: unknown): void {
    void this.gate.whenIdle().then(() => {
      if (this.worker !== worker || this.current !== job) return;
      for (const alive of [job, ...this.queue]) alive.onProgress();
      worker.postMessage(message);
    });
  }

  private start(): void {
    const worker = new Worker(this.file);
    this.worker = worker;
    this.ready = false;
    worker.on("message", (reply: Reply) => {
      if ("step" in reply) {
        this.sendWhenIdle(worker, this.current!, { go: true });
        return;
      }
      worker.unref();
      if ("ready" in reply) this.ready = true;
      else {
        const job = this.current!;
        this.current = null;
        if ("error" in reply) job.reject(new Error(`analysis thread: ${reply.error}`));
        else job.resolve(reply.analysis);
      }
      this.next();
    });
    // A thread that died fails its job (the next request for that game computes it again) and
    // is replaced for the next one.
    worker.on("exit", (code) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.current?.reject(new Error(`the analysis thread exited with code ${code}`));
      this.current = null;
      if (!this.closed && this.queue.length > 0) this.next();
    });
    worker.on("error", () => {}); // followed by "exit"
  }
}

const globalThread = globalThis as unknown as { dailyEuchreAnalysis?: AnalysisThread };

/**
 * A finished game's analysis for `seat`, in the process's analysis thread (inline with
 * BOT_THREADS=0). `onProgress`: called when the work begins, after any wait in the queue and at
 * the gate, and before each later step.
 */
export function runAnalysis(log: MatchLog, seat: Seat, onProgress: () => void = () => {}): Promise<GameAnalysis> {
  const gate = moveGate();
  if (config().botThreads === 0) {
    // every step lets other requests in, then waits for the moves to give way
    const step = async () => {
      await new Promise((r) => setImmediate(r));
      await gate.whenIdle();
      onProgress();
    };
    return step().then(() => analyseGame(log, seat, { onStep: step }));
  }
  globalThread.dailyEuchreAnalysis ??= new AnalysisThread(gate);
  return globalThread.dailyEuchreAnalysis.run(log, seat, onProgress);
}

/** Stops the process's analysis thread, if it started one. */
export async function closeAnalysisThread(): Promise<void> {
  await globalThread.dailyEuchreAnalysis?.close();
}
