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
}

export async function startOwnServer(port: number, env: Record<string, string>): Promise<OwnServer> {
  const child = spawn("node", ["scripts/start.mjs"], {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: "warn", NEXT_PUBLIC_LAUNCH_DATE: E2E_LAUNCH_DATE, ...env },
    stdio: ["ignore", "pipe", "pipe"],
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
  };
}
