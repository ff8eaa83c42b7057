import { afterEach, describe, expect, it, vi } from "vitest";
import { newMatch, toMove } from "@/lib/engine";

describe("the computer players' turn", () => {
  const env = process.env.BOT_THREADS;
  afterEach(() => {
    if (env === undefined) delete process.env.BOT_THREADS;
    else process.env.BOT_THREADS = env;
  });

  // BOT_THREADS=0: the strong bots think on the event loop and yield between decisions;
  // otherwise in threads, and the event loop is free all along.
  it.each(["0", "1"])("BOT_THREADS=%s: plays every seat up to South and lets other requests run meanwhile", async (threads) => {
    process.env.BOT_THREADS = threads;
    vi.resetModules(); // the configuration is read once per module instance
    const { runBots } = await import("./games");
    // S deals: W, N and E speak before South (or fewer, if one of them orders the card up).
    const m = newMatch({ variant: "euchre", mode: "boards", boards: [{ seed: "games/run-bots", dealer: "S" }] });
    if (!m.ok) throw new Error(m.error.message);
    const order: string[] = [];
    const bots = runBots(m.value).then((state) => {
      order.push("bots");
      return state;
    });
    setImmediate(() => order.push("another request"));
    const state = await bots;
    expect(toMove(state)).toBe("S");
    expect(state.current!.actions.length).toBeGreaterThan(0);
    expect(state.current!.actions.every((a) => a.seat !== "S")).toBe(true);
    expect(order).toEqual(["another request", "bots"]);
  });
});
