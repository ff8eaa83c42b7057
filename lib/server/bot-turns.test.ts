import { afterEach, describe, expect, it, vi } from "vitest";
import { apply, newMatch, toMove, view } from "@/lib/engine";

describe("the computer players' turn", () => {
  const env = { BOT_THREADS: process.env.BOT_THREADS, BOT_LEVEL: process.env.BOT_LEVEL };
  afterEach(() => {
    for (const [k, v] of Object.entries(env)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });

  /** Plays to South's first turn of a euchre board South deals; what had run by then, in order. */
  async function firstTurn() {
    vi.resetModules(); // the configuration is read once per module instance
    const { runBots } = await import("./bot-turns");
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
    return order;
  }

  // BOT_THREADS=0: the strong bots think on the event loop and yield between decisions;
  // otherwise in threads, and the event loop is free all along.
  it.each(["0", "1"])("BOT_THREADS=%s: plays every seat up to South and lets other requests run meanwhile", async (threads) => {
    process.env.BOT_THREADS = threads;
    process.env.BOT_LEVEL = "strong";
    expect(await firstTurn()).toEqual(["another request", "bots"]);
  });

  // a baseline decision takes ~0.05 ms: a turn for other requests would only delay the move
  it("the baseline bots decide at once, without handing the event loop over", async () => {
    process.env.BOT_THREADS = "0";
    process.env.BOT_LEVEL = "baseline";
    expect(await firstTurn()).toEqual(["bots"]);
  });

  it("is a move in flight for the gate the analyses wait at", async () => {
    process.env.BOT_THREADS = "0";
    process.env.BOT_LEVEL = "baseline";
    vi.resetModules();
    const [{ runBots }, { moveGate }] = await Promise.all([import("./bot-turns"), import("./move-gate")]);
    const during = vi.spyOn(moveGate(), "during"); // the process's one gate
    const m = newMatch({ variant: "euchre", mode: "boards", boards: [{ seed: "games/run-bots", dealer: "S" }] });
    if (!m.ok) throw new Error(m.error.message);
    const state = await runBots(m.value);
    expect(during).toHaveBeenCalledOnce();
    expect(await during.mock.results[0]!.value).toBe(state);
    during.mockRestore();
  });

  // every bot plays a lone legal action at once (lib/bots): queued for a thread, the last trick's
  // cards waited behind other players' searches
  it("a forced card is played on the spot: only real choices go to a bot thread", async () => {
    process.env.BOT_THREADS = "1";
    process.env.BOT_LEVEL = "strong";
    vi.resetModules();
    const [{ runBots }, { botPool }] = await Promise.all([import("./bot-turns"), import("./bot-pool")]);
    const asked = vi.spyOn(botPool(1), "decide"); // the process's one pool, whichever test made it
    const m = newMatch({ variant: "euchre", mode: "boards", boards: [{ seed: "games/forced", dealer: "S" }] });
    if (!m.ok) throw new Error(m.error.message);
    let state = await runBots(m.value);
    while (toMove(state) === "S") {
      const moved = apply(state, "S", view(state, "S").legal[0]);
      if (!moved.ok) throw new Error(moved.error.code);
      state = await runBots(moved.value);
    }
    expect(state.over).toBe(true);
    const botActions = state.past.flatMap((d) => d.actions).filter((a) => a.seat !== "S").length;
    expect(asked).toHaveBeenCalled();
    expect(asked.mock.calls.every(([, v]) => v.legal.length > 1)).toBe(true);
    // the last trick alone is three forced cards
    expect(asked.mock.calls.length).toBeLessThanOrEqual(botActions - 3);
    asked.mockRestore();
  });
});
