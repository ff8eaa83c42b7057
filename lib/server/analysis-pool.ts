import "server-only";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { analyseGame, type GameAnalysis } from "@/lib/analysis";
import type { MatchLog, Seat } from "@/lib/engine";
import { config } from "./config";

// Where analyses run: one thread per process, one game at a time, so a burst of finished games
// queues instead of taking the cores from the moves (a game's analysis takes up to ~2 s). With
// BOT_THREADS=0 (next dev) it runs inline, letting other requests in after every step of work.

type Reply = { ready: true } | { analysis: GameAnalysis } | { error: string };
interface Job {
  log: MatchLog;
  seat: Seat;
  /** Called as the job leaves the queue for the thread. */
  onStart: () => void;
  resolve: (a: GameAnalysis) => void;
  reject: (err: Error) => void;
}

const THREAD_FILE = path.join(/* turbopackIgnore: true */ process.cwd(), "lib", "server", "analysis-thread.mjs");

class AnalysisThread {
  private worker: Worker | null = null;
  private ready = false;
  private current: Job | null = null;
  private readonly queue: Job[] = [];
  private closed = false;

  run(log: MatchLog, seat: Seat, onStart: () => void): Promise<GameAnalysis> {
    if (this.closed) return Promise.reject(new Error("the analysis thread is closed"));
    return new Promise((resolve, reject) => {
      this.queue.push({ log, seat, onStart, resolve, reject });
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
    this.current = this.queue.shift()!;
    this.current.onStart();
    this.worker!.ref();
    this.worker!.postMessage({ log: this.current.log, seat: this.current.seat });
  }

  private start(): void {
    const worker = new Worker(THREAD_FILE);
    this.worker = worker;
    this.ready = false;
    worker.on("message", (reply: Reply) => {
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
 * BOT_THREADS=0). `onStart`: called when the work begins, after any wait in the queue.
 */
export function runAnalysis(log: MatchLog, seat: Seat, onStart: () => void = () => {}): Promise<GameAnalysis> {
  if (config().botThreads === 0) {
    onStart();
    return analyseGame(log, seat, { onStep: () => new Promise((r) => setImmediate(r)) });
  }
  globalThread.dailyEuchreAnalysis ??= new AnalysisThread();
  return globalThread.dailyEuchreAnalysis.run(log, seat, onStart);
}

/** Stops the process's analysis thread, if it started one. */
export async function closeAnalysisThread(): Promise<void> {
  await globalThread.dailyEuchreAnalysis?.close();
}
