// Logs: makeLog/parseLog round-trip, replay stops at the first illegal action, bad input never throws.
import { describe, expect, test } from "vitest";
import {
  ENGINE_VERSION,
  apply,
  createRng,
  logEntries,
  makeLog,
  newMatch,
  parseLog,
  replay,
  toMove,
  type MatchLog,
  type MatchState,
} from "./index";
import { randomAction } from "./random-player";
import { notStates, thrownCode, unknownVariants } from "./testing";

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

  const log = makeLog(played(10));
  test.each([
    ["null", null],
    ["a number", 42],
    ["a string", "log"],
    ["another version", { ...log, v: 2 }],
    ["a variant the setup does not have", { ...log, variant: "bid-six" }],
    ["a seat that is not one", { ...log, actions: [{ seat: "X", action: { type: "pass" } }] }],
    ["a card that is not one", { ...log, actions: [{ seat: "N", action: { type: "play", card: "ZZ" } }] }],
    ["an action with an extra field", { ...log, actions: [{ seat: "N", action: { type: "pass", extra: 1 } }] }],
    ["a mode the setup does not have", { ...log, setup: { ...log.setup, mode: "boards" } }],
    ["actions that are a string", { ...log, actions: "pass" }],
    ["a bid of 1.5", { ...log, actions: [{ seat: "N", action: { type: "bid", tricks: 1.5 } }] }],
    ["a bid of Infinity", { ...log, actions: [{ seat: "N", action: { type: "bid", tricks: Infinity } }] }],
    ["an exchange of 13 cards", { ...log, actions: [{ seat: "N", action: { type: "exchange", cards: Array(13).fill("AS") } }] }],
    ["a log under __proto__", JSON.parse(`{"__proto__": ${JSON.stringify(log)}}`)],
    ["its version under __proto__", JSON.parse(JSON.stringify(log).replace('"v":1', '"__proto__":{"v":1}'))],
    ["a setup under __proto__", { ...log, setup: JSON.parse(`{"__proto__": ${JSON.stringify(log.setup)}}`) }],
  ])("rejects %s with bad_log, never throws", (_, x) => {
    const r = parseLog(x);
    expect(r.ok ? "ok" : r.error.code).toBe("bad_log");
  });
});

test("three-hand: a finished game's log replays to the same state, each player's scores included", () => {
  const rng = createRng("three-log");
  let s = (newMatch({ variant: "three-hand", mode: "game", seed: "log", firstDealer: "S" }) as { value: MatchState }).value;
  while (!s.over) s = (apply(s, toMove(s)!, randomAction(s, rng)) as { value: MatchState }).value;
  const replayed = replay(JSON.parse(JSON.stringify(makeLog(s))));
  expect(replayed.ok && replayed.value).toEqual(s);
  expect(Math.max(...Object.values(s.seatScores!))).toBeGreaterThanOrEqual(10);
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

  test.each([
    ["undefined", undefined],
    ["null", null],
    ["a number", 42],
    ["a string", "log"],
    ["a list", []],
    ["no actions", { setup: { variant: "euchre", mode: "game", seed: "x", firstDealer: "S" } }],
    ["actions that are a string", { setup: { variant: "euchre", mode: "game", seed: "x", firstDealer: "S" }, actions: "pass" }],
    [
      "actions that only claim a length",
      { setup: { variant: "euchre", mode: "game", seed: "x", firstDealer: "S" }, actions: { length: 1e12 } },
    ],
  ])("not a log (%s): bad_log at index −1", (_, log) => {
    const r = replay(log as never);
    expect(!r.ok && r.error).toMatchObject({ index: -1, error: { code: "bad_log" } });
  });

  test.each([
    ["an entry that is null", null],
    ["an entry that is a string", "N pass"],
    ["a seat that is not one", { seat: "X", action: { type: "pass" } }],
    ['the seat "__proto__"', { seat: "__proto__", action: { type: "pass" } }],
    ["no action", { seat: "N" }],
    ["an action hidden under __proto__", JSON.parse('{"seat": "N", "action": {"__proto__": {"type": "pass"}}}')],
    ["a bid of NaN", { seat: "N", action: { type: "bid", tricks: NaN } }],
  ])("%s: bad_action at its index", (_, entry) => {
    const log = makeLog(played(3));
    const r = replay({ ...log, actions: [...log.actions, entry as never] });
    expect(!r.ok && r.error).toMatchObject({ index: 3, error: { code: "bad_action" } });
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
    [undefined],
    ["euchre"],
    [{ variant: "__proto__", mode: "game", seed: "x", firstDealer: "S" }],
    [{ variant: "euchre", mode: "game", seed: "", firstDealer: "S" }],
    [{ variant: "euchre", mode: "game", seed: "x".repeat(201), firstDealer: "S" }],
    [{ variant: "euchre", mode: "game", seed: 42, firstDealer: "S" }],
    [{ variant: "euchre", mode: "game", seed: "x", firstDealer: "__proto__" }],
    [{ variant: "euchre", mode: "game", seed: "x", firstDealer: "S", extra: 1 }],
    [{ variant: "euchre", mode: "boards", seed: "x", firstDealer: "S" }],
    [{ variant: "euchre", mode: "boards", boards: Array(101).fill({ seed: "a", dealer: "S" }) }],
    [{ variant: "euchre", mode: "boards", boards: [{ seed: "a" }] }],
    [{ variant: "euchre", mode: "boards", boards: { length: 1, 0: { seed: "a", dealer: "S" } } }],
    [JSON.parse('{"variant": "euchre", "mode": "game", "seed": "x", "firstDealer": "S", "__proto__": {"admin": true}}')],
    [JSON.parse('{"variant": "euchre", "mode": "game", "seed": "x", "firstDealer": "S", "options": {"__proto__": {}}}')],
  ])("bad_setup: %j", (setup) => {
    const r = newMatch(setup as never);
    expect(r.ok ? "ok" : r.error.code).toBe("bad_setup");
  });

  const s = played(3); // whoever is to move: a malformed action is refused before the turn is checked
  const before = JSON.stringify(s);
  test.each([
    ["undefined", undefined],
    ["null", null],
    ["a number", 1],
    ["a string", "pass"],
    ["a list", []],
    ["an empty object", {}],
    ["tricks as a string", { type: "bid", tricks: "4" }],
    ["a play without a card", { type: "play" }],
    ["alone as a string", { type: "order", alone: "yes" }],
    ["exchange cards as a string", { type: "exchange", cards: "AS" }],
    ["an exchange of 13 cards", { type: "exchange", cards: Array(13).fill("AS") }],
    ["an exchange of a hole", { type: "exchange", cards: new Array(1) }],
    ["a bid of NaN", { type: "bid", tricks: NaN }],
    ["a bid of Infinity", { type: "bid", tricks: Infinity }],
    ["an unknown denomination", { type: "bid", tricks: 4, denom: "NT" }],
    ['the suit "__proto__"', { type: "name", suit: "__proto__" }],
    ['the type "__proto__"', { type: "__proto__" }],
    ["a pass under __proto__", JSON.parse('{"__proto__": {"type": "pass"}}')],
  ])("garbage action (%s) is bad_action; the state is untouched", (_, junk) => {
    const r = apply(s, "N", junk as never);
    expect(r.ok ? "ok" : r.error.code).toBe("bad_action");
    expect(JSON.stringify(s)).toBe(before);
  });

  test.each([["Q"], ["__proto__"], [undefined], [0]])("a seat that is not one (%s) is bad_action", (seat) => {
    const r = apply(s, seat as never, { type: "pass" });
    expect(r.ok ? "ok" : r.error.code).toBe("bad_action");
  });
});

describe.each([
  ["logEntries", (s: unknown) => logEntries(s as MatchState)],
  ["makeLog", (s: unknown) => makeLog(s as MatchState)],
])("%s on what is not a state", (_, run) => {
  test.each(notStates())("%s: bad_argument", (_, state) => {
    expect(thrownCode(() => run(state))).toBe("bad_argument");
  });
});

// logEntries reads no variant; makeLog writes it into the log.
test.each(unknownVariants())("makeLog of a state of the variant %s: bad_argument", (_, state) => {
  expect(thrownCode(() => makeLog(state as MatchState))).toBe("bad_argument");
});
