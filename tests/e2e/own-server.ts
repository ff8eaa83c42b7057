import { spawn, type ChildProcess } from "node:child_process";
import { expect } from "@playwright/test";
import { E2E_LAUNCH_DATE } from "./clock";

// `npm start` as a second server beside the main end-to-end one, for tests that need settings of
// their own. It shares the main server's build (the same NEXT_PUBLIC_* settings).

export interface OwnServer {
  process: ChildProcess;
  /** Everything it printed so far. */
  output: () => string;
  /** SIGTERM, then its exit code. */
  stop: () => Promise<number | null>;
  /**
   * Sends `signal` to the server and all its web workers at once, as a service manager or a
   * terminal's Ctrl-C does, and resolves with the primary's exit code once every one has exited.
   * Only for a server started with `{ group: true }`.
   */
  signalAll: (signal: NodeJS.Signals) => Promise<number | null>;
}

/** `group`: the server gets a process group of its own, so that signalAll reaches its workers too. */
export async function startOwnServer(port: number, env: Record<string, string>, { group = false } = {}): Promise<OwnServer> {
  const child = spawn("node", ["scripts/start.mjs"], {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: "warn", NEXT_PUBLIC_LAUNCH_DATE: E2E_LAUNCH_DATE, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: group,
  });
  let output = "";
  child.stdout!.on("data", (c) => (output += c));
  child.stderr!.on("data", (c) => (output += c));
  await expect.poll(() => output, { timeout: 120_000 }).toContain(`running at http://localhost:${port} (`);
  return {
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return child.exitCode;
      const exited = new Promise<number | null>((r) => child.once("exit", r));
      child.kill("SIGTERM");
      return exited;
    },
    signalAll: async (signal) => {
      const exited = child.exitCode !== null ? Promise.resolve(child.exitCode) : new Promise<number | null>((r) => child.once("exit", r));
      process.kill(-child.pid!, signal);
      const code = await exited;
      await expect.poll(() => groupAlive(child.pid!), { timeout: 30_000, intervals: [50] }).toBe(false);
      return code;
    },
  };
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}
