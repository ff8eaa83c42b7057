// Logs: makeLog/parseLog round-trip, replay stops at the first illegal action, bad input never throws.
import { describe, expect, test } from "vitest";
import { ENGINE_VERSION, apply, createRng, makeLog, newMatch, parseLog, replay, toMove, type MatchLog, type MatchState } from "./index";
import { randomAction } from "./random-player";

function played(moves: number): MatchState {
  const rng = createRng("log");
  let s = (newMatch({ variant: "euchre", mode: "game", seed: "log", firstDealer: "W" }) as { value: MatchState }).value;
  for (let i = 0; i < moves && !s.over; i++) s = (apply(s, toMove(s)!, randomAction(s, rng)) as { value: MatchState }).value;
  return s;
}

describe("makeLog / parseLog", () => {
  test("round-trips exactly through JSON", () => {
    const log = makeLog(played(60));
    expect(log.v).toBe(1);
    expect(log.engine).toBe(ENGINE_VERSION);
    expect(log.actions).toHaveLength(60);
    const text = JSON.stringify(log);
    const parsed = parseLog(JSON.parse(text));
    expect(parsed.ok && JSON.stringify(parsed.value)).toBe(text);
  });

  test("rejects malformed logs with bad_log, never throws", () => {
    const log = makeLog(played(10));
    const bad: unknown[] = [
      null,
      42,
      "log",
      { ...log, v: 2 },
      { ...log, variant: "bid-six" },
      { ...log, actions: [{ seat: "X", action: { type: "pass" } }] },
      { ...log, actions: [{ seat: "N", action: { type: "play", card: "ZZ" } }] },
      { ...log, actions: [{ seat: "N", action: { type: "pass", extra: 1 } }] },
      { ...log, setup: { ...log.setup, mode: "boards" } },
    ];
    for (const x of bad) {
      const r = parseLog(x);
      expect(r.ok ? "ok" : r.error.code).toBe("bad_log");
    }
  });
});

describe("replay", () => {
  test("reproduces the state", () => {
    const s = played(120);
    const r = replay(makeLog(s));
    expect(r.ok && r.value).toEqual(s);
  });

  test("stops at the first illegal action with its index and code", () => {
    const log: MatchLog = makeLog(played(8));
    const broken: MatchLog = {
      ...log,
      actions: [...log.actions.slice(0, 5), { seat: "N", action: { type: "play", card: "AS" } }, ...log.actions.slice(5)],
    };
    const r = replay(broken);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.index).toBe(5);
      expect(["not_your_turn", "wrong_phase", "card_not_in_hand", "must_follow_suit"]).toContain(r.error.error.code);
    }
  });

  test("a bad setup is reported at index −1", () => {
    const log = makeLog(played(0));
    const r = replay({ ...log, setup: { variant: "two-hand", mode: "game", seed: "x", firstDealer: "E" } });
    expect(!r.ok && r.error).toMatchObject({ index: -1, error: { code: "bad_setup" } });
  });
});

describe("newMatch and apply on bad input", () => {
  test.each([
    [{ variant: "poker", mode: "game", seed: "x", firstDealer: "S" }],
    [{ variant: "euchre", mode: "boards", boards: [] }],
    [{ variant: "two-hand", mode: "boards", boards: [{ seed: "a", dealer: "W" }] }],
    [{ variant: "euchre", mode: "game", seed: "x", firstDealer: "S", options: { stickTheDealer: true } }],
    [null],
  ])("bad_setup: %j", (setup) => {
    const r = newMatch(setup as never);
    expect(r.ok ? "ok" : r.error.code).toBe("bad_setup");
  });

  test("garbage actions are bad_action; the state is untouched", () => {
    const s = played(3);
    const before = JSON.stringify(s);
    for (const junk of [
      undefined,
      null,
      1,
      "pass",
      [],
      {},
      { type: "bid", tricks: "4" },
      { type: "play" },
      { type: "order", alone: "yes" },
      { type: "exchange", cards: "AS" },
      { type: "exchange", cards: new Array(1) }, // a hole is not a card
    ]) {
      const r = apply(s, "N", junk as never);
      expect(r.ok ? "ok" : r.error.code).toBe("bad_action");
    }
    expect(apply(s, "Q" as never, { type: "pass" }).ok).toBe(false);
    expect(JSON.stringify(s)).toBe(before);
  });
});
