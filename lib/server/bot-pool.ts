import "server-only";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { BotLevel, BotView } from "@/lib/bots";
import type { Action } from "@/lib/engine";
import { log } from "./log";

// Threads for the computer players' thinking. A strong bot searches for up to ~50 ms; inline, every
// other request of the web worker waited behind it, so under load a move's own work took as long
// as the searches queued in front of it. In a thread the event loop stays free for the database,
// the engine and the answers, and the searches share the cores under the OS's scheduler.

/** One decision: the seat's view and the seed of its generator (the thread makes the generator). */
interface Task {
  level: BotLevel;
  view: BotView;
  seed: string;
  resolve: (d: Decision) => void;
  reject: (err: Error) => void;
}

export interface Decision {
  action: Action;
  /** The bot's own thinking in its thread, without the wait for a free thread. */
  thinkMs: number;
}

interface Thread {
  worker: Worker;
  ready: boolean;
  task: Task | null;
}

type Reply = { ready: true } | { action: Action; ms: number } | { error: string };

const THREAD_FILE = path.join(/* turbopackIgnore: true */ process.cwd(), "lib", "server", "bot-thread.mjs");

export class BotPool {
  private readonly threads = new Set<Thread>();
  private readonly queue: Task[] = [];
  private closed = false;

  constructor(
    private readonly size: number,
    private readonly file = THREAD_FILE,
  ) {}

  /** The bot's action for `view`, decided in a thread as soon as one is free. */
  decide(level: BotLevel, view: BotView, seed: string): Promise<Decision> {
    if (this.closed) return Promise.reject(new Error("the bot pool is closed"));
    this.warm();
    return new Promise((resolve, reject) => {
      this.queue.push({ level, view, seed, resolve, reject });
      this.dispatch();
    });
  }

  /** Starts the threads ahead of the first decision: each takes about a second to load the bots. */
  warm(): void {
    while (!this.closed && this.threads.size < this.size) this.spawn();
  }

  /** Stops the threads; decisions not yet made are refused. */
  async close(): Promise<void> {
    this.closed = true;
    this.fail(new Error("the bot pool is closed"));
    await Promise.all([...this.threads].map((t) => t.worker.terminate()));
  }

  private spawn(): void {
    const thread: Thread = { worker: new Worker(this.file), ready: false, task: null };
    this.threads.add(thread); // ref'd while it loads (a decision may wait for it), then only while busy
    thread.worker.on("message", (reply: Reply) => this.onReply(thread, reply));
    thread.worker.on("error", (err) => this.onExit(thread, err));
    thread.worker.on("exit", (code) => this.onExit(thread, new Error(`a bot thread exited with code ${code}`)));
  }

  private onReply(thread: Thread, reply: Reply): void {
    thread.worker.unref();
    if ("ready" in reply) thread.ready = true;
    else {
      const task = thread.task!;
      thread.task = null;
      if ("error" in reply) task.reject(new Error(`bot thread: ${reply.error}`));
      else task.resolve({ action: reply.action, thinkMs: reply.ms });
    }
    this.dispatch();
  }

  /**
   * A thread died: its decision fails and a new thread takes its place. One that died before it
   * was ready (its code would not load) fails every waiting decision instead of being restarted
   * in a loop: the next decision tries again.
   */
  private onExit(thread: Thread, err: Error): void {
    if (!this.threads.delete(thread)) return; // "error" is followed by "exit"
    thread.task?.reject(err);
    if (this.closed) return;
    log.error({ err: err.message, ready: thread.ready }, "a bot thread died");
    if (!thread.ready) this.fail(err);
    else {
      this.spawn();
      this.dispatch();
    }
  }

  private fail(err: Error): void {
    for (const task of this.queue.splice(0)) task.reject(err);
  }

  private dispatch(): void {
    for (const thread of this.threads) {
      if (this.queue.length === 0) return;
      if (!thread.ready || thread.task) continue;
      const task = this.queue.shift()!;
      thread.task = task;
      thread.worker.ref();
      thread.worker.postMessage({ level: task.level, view: task.view, seed: task.seed });
    }
  }
}

// One pool per process (and one across dev-server reloads, which re-evaluate modules).
const globalPool = globalThis as unknown as { dailyEuchreBots?: BotPool };

export function botPool(size: number): BotPool {
  globalPool.dailyEuchreBots ??= new BotPool(size);
  return globalPool.dailyEuchreBots;
}

/** Stops the process's bot threads, if it started any. */
export async function closeBotPool(): Promise<void> {
  await globalPool.dailyEuchreBots?.close();
}
