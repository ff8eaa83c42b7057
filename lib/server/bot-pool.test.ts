import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { baselineBot, strongBot, type BotLevel } from "@/lib/bots";
import { playMatch, rngFor } from "@/lib/bots/harness";
import { seatsOf, toMove, view, VARIANT_IDS, type MatchState } from "@/lib/engine";
import { BotPool } from "./bot-pool";

const pool = new BotPool(2);
afterAll(() => pool.close());

/** Every fourth position of one deal of `variant`, played by the baseline bots. */
/** Every fourth position of the first deal that is played out (some games throw a deal in when all pass). */
function positionsOf(variant: (typeof VARIANT_IDS)[number]): MatchState[] {
  const seats = seatsOf(variant);
  const bots = Object.fromEntries(seats.map((s) => [s, baselineBot]));
  for (let n = 0; ; n++) {
    const states: MatchState[] = [];
    const boards = [{ seed: `bot-pool/${variant}/${n}`, dealer: seats[0]! }];
    playMatch({ variant, mode: "boards", boards }, bots, (d) => states.push(d.state));
    if (states.length > 12) return states.filter((_, i) => i % 4 === 0);
  }
}

/** A thread script for the pool's failure paths, written to a temporary file. */
function threadFile(name: string, source: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "bot-pool-")), name);
  writeFileSync(file, source);
  return file;
}

describe("the bot threads", () => {
  it("decide as the same bot does inline, for every game", async () => {
    for (const variant of VARIANT_IDS) {
      const states = positionsOf(variant);
      const asked = states.map((state) => {
        const v = view(state, toMove(state)!);
        return pool.decide("strong", v, `${state.current!.seed}|bot|${state.current!.actions.length}`);
      });
      const threaded = await Promise.all(asked);
      states.forEach((state, i) => {
        const v = view(state, toMove(state)!);
        expect(threaded[i]!.action, `${variant} position ${i}`).toEqual(strongBot({ view: v, legal: v.legal, rng: rngFor(state) }));
        expect(threaded[i]!.thinkMs).toBeGreaterThan(0);
      });
      expect(states.length).toBeGreaterThan(3);
    }
  });

  it("fail a decision whose bot throws, and go on deciding", async () => {
    const [state] = positionsOf("euchre");
    const v = view(state!, toMove(state!)!);
    await expect(pool.decide("nonsense" as BotLevel, v, "seed")).rejects.toThrow(/bot thread: TypeError/);
    const after = await pool.decide("baseline", v, "seed");
    expect(v.legal).toContainEqual(after.action);
  });

  it("replace a thread that dies while deciding", async () => {
    const file = threadFile(
      "dies.mjs",
      `import { parentPort } from "node:worker_threads";
       parentPort.on("message", ({ seed }) => {
         if (seed === "die") process.exit(3);
         parentPort.postMessage({ action: { type: "pass" }, ms: 1 });
       });
       parentPort.postMessage({ ready: true });`,
    );
    const dying = new BotPool(1, file);
    const [state] = positionsOf("euchre");
    const v = view(state!, toMove(state!)!);
    await expect(dying.decide("strong", v, "die")).rejects.toThrow("a bot thread exited with code 3");
    await expect(dying.decide("strong", v, "live")).resolves.toEqual({ action: { type: "pass" }, thinkMs: 1 });
    await dying.close();
    await expect(dying.decide("strong", v, "live")).rejects.toThrow("the bot pool is closed");
  });

  it("fail every waiting decision when the thread's code does not load", async () => {
    const broken = new BotPool(1, threadFile("broken.mjs", `throw new Error("cannot load");`));
    const [state] = positionsOf("euchre");
    const v = view(state!, toMove(state!)!);
    const waiting = [broken.decide("strong", v, "a"), broken.decide("strong", v, "b")];
    for (const w of waiting) await expect(w).rejects.toThrow("cannot load");
    await broken.close();
  });
});
