import { describe, expect, it } from "vitest";
import { newMatch, toMove } from "@/lib/engine";
import { runBots } from "./games";

describe("the computer players' turn", () => {
  it("plays every seat up to South and lets other requests run between two decisions", async () => {
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
