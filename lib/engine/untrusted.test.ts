// Property tests: arbitrary JSON-ish values (and worse: NaN, ±Infinity, −0, undefined, BigInt,
// sparse arrays, null prototypes, own "__proto__" keys) into the functions that take untrusted
// input. Each must answer with a valid result or a refusal carrying a known code, throw nothing
// but an EngineError, and return (a hang would stop the run). A few hundred runs each.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { PACK } from "./cards";
import {
  DENOMINATIONS,
  EngineError,
  RULE_ERROR_CODES,
  SEATS,
  SUITS,
  VARIANT_IDS,
  apply,
  createRng,
  legalActions,
  logEntries,
  makeLog,
  newMatch,
  parseLog,
  redactEntry,
  replay,
  seatsOf,
  toMove,
  type Action,
  type MatchLog,
  type MatchSetup,
  type MatchState,
  type VariantId,
} from "./index";
import { randomAction } from "./random-player";
import { actionSchema } from "./schema";

const RUNS = { numRuns: 300 };
const CODES: ReadonlySet<string> = new Set(RULE_ERROR_CODES);

const keys = fc.oneof(
  fc.string(),
  fc.constantFrom("__proto__", "constructor", "toString", "type", "seat", "action", "card", "cards", "tricks", "setup", "actions", "seed"),
);
const junk = fc.anything({ key: keys, maxDepth: 3, maxKeys: 6, withNullPrototype: true, withBigInt: true, withSparseArray: true });
/** Mostly the real thing, sometimes a near miss, sometimes junk. */
const almost = <T>(real: readonly T[], ...near: unknown[]) =>
  fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...real) }, fc.constantFrom(...near), junk);
const numbers = fc.oneof(
  fc.integer({ min: -2, max: 14 }),
  fc.double(),
  fc.constantFrom(NaN, Infinity, -Infinity, -0, 2 ** 32, 2 ** 32 + 1, Number.MAX_SAFE_INTEGER),
);
const seat = almost(SEATS, "X", "", "__proto__");
const card = almost(PACK, "1X", "AS ", "__proto__");

const action = fc.oneof(
  junk,
  fc.record(
    {
      type: almost(["pass", "order", "name", "pickup", "discard", "bid", "declare", "alone", "exchange", "play"], "fold", "__proto__"),
      alone: fc.oneof(fc.boolean(), junk),
      suit: almost(SUITS, "NT_HIGH"),
      take: fc.oneof(fc.boolean(), junk),
      card,
      tricks: fc.oneof(numbers, junk),
      denom: almost(DENOMINATIONS, "NT"),
      cards: fc.oneof(fc.array(card, { maxLength: 14 }), junk),
    },
    { requiredKeys: ["type"] },
  ),
);

const setup = fc.oneof(
  junk,
  fc.record(
    {
      variant: almost(VARIANT_IDS, "poker", "__proto__"),
      mode: almost(["boards", "game"], "daily"),
      seed: fc.oneof(fc.string({ maxLength: 220 }), junk),
      firstDealer: seat,
      boards: fc.oneof(fc.array(fc.record({ seed: fc.oneof(fc.string({ maxLength: 3 }), junk), dealer: seat }), { maxLength: 4 }), junk),
      options: fc.oneof(fc.record({ stickTheDealer: fc.oneof(fc.boolean(), junk) }), junk),
    },
    { requiredKeys: [] },
  ),
);

/** A match after `moves` random legal moves. */
function position(variant: VariantId, seed: number, moves: number): MatchState {
  const rng = createRng(`untrusted/${seed}`);
  const mode = seed % 2 === 0 ? "game" : "boards";
  const s: MatchSetup =
    mode === "game"
      ? { variant, mode, seed: `p${seed}`, firstDealer: seatsOf(variant)[0] }
      : { variant, mode, boards: [{ seed: `p${seed}`, dealer: seatsOf(variant)[1] }] };
  let state = (newMatch(s) as { value: MatchState }).value;
  for (let i = 0; i < moves && !state.over; i++)
    state = (apply(state, toMove(state)!, randomAction(state, rng)) as { value: MatchState }).value;
  return state;
}
const positions = fc.tuple(fc.constantFrom(...VARIANT_IDS), fc.nat(50), fc.nat(70)).map(([v, seed, moves]) => position(v, seed, moves));

/** A real log with one part replaced: a field, an entry, or the entries cut short. */
const logs = fc.oneof(
  junk,
  fc
    .tuple(positions, fc.constantFrom("v", "variant", "mode", "setup", "actions", "engine", "extra", "__proto__"), junk)
    .map(([s, field, value]) => {
      const log: Record<string, unknown> = { ...makeLog(s) };
      Object.defineProperty(log, field, { value, enumerable: true, writable: true, configurable: true });
      return log;
    }),
  fc.tuple(positions, fc.nat(), fc.oneof(junk, fc.record({ seat, action }))).map(([s, at, entry]) => {
    const log = makeLog(s);
    const actions: unknown[] = [...log.actions];
    actions.splice(at % (actions.length + 1), 1, entry);
    return { ...log, actions };
  }),
  fc.tuple(positions, fc.nat()).map(([s, keep]) => {
    const log = makeLog(s);
    return { ...log, actions: log.actions.slice(0, keep % (log.actions.length + 1)) };
  }),
);

/** Actions compared as values: the order of exchanged cards does not matter. */
const canonical = (a: Action) => JSON.stringify(a.type === "exchange" ? { ...a, cards: [...a.cards].sort() } : a);

describe("untrusted input never breaks the engine", () => {
  test("apply: any seat and action on a real position is legal and applied, or refused with a code; the state is untouched", () => {
    fc.assert(
      fc.property(positions, fc.oneof(seat, junk), action, (state, who, act) => {
        const before = JSON.stringify(state);
        const r = apply(state, who as never, act as never);
        expect(JSON.stringify(state)).toBe(before);
        if (!r.ok) {
          expect(CODES.has(r.error.code)).toBe(true);
          return;
        }
        const entries = logEntries(r.value);
        const done = entries[entries.length - 1];
        expect(done.seat).toBe(toMove(state));
        expect(legalActions(state).map(canonical)).toContain(canonical(done.action));
      }),
      RUNS,
    );
  });

  test("newMatch: any setup starts a match in its auction, or is bad_setup", () => {
    fc.assert(
      fc.property(setup, (input) => {
        const r = newMatch(input as never);
        if (!r.ok) {
          expect(r.error.code).toBe("bad_setup");
          return;
        }
        expect(r.value.current!.phase.kind).toBe("bidding");
        expect(seatsOf(r.value.setup.variant)).toContain(toMove(r.value));
        expect(JSON.parse(JSON.stringify(r.value.setup))).toEqual(r.value.setup);
      }),
      RUNS,
    );
  });

  test("parseLog: anything is a log that round-trips through JSON, or bad_log", () => {
    fc.assert(
      fc.property(logs, (input) => {
        const r = parseLog(input);
        if (!r.ok) {
          expect(r.error.code).toBe("bad_log");
          return;
        }
        const again = parseLog(JSON.parse(JSON.stringify(r.value)));
        expect(again.ok && again.value).toEqual(r.value);
      }),
      RUNS,
    );
  });

  test("replay: anything rebuilds a match that replays to itself, or is refused at an index within the log", () => {
    fc.assert(
      fc.property(logs, (input) => {
        const r = replay(input as MatchLog);
        if (!r.ok) {
          expect(CODES.has(r.error.error.code)).toBe(true);
          const length = Array.isArray((input as MatchLog | null)?.actions) ? (input as MatchLog).actions.length : 0;
          expect(r.error.index >= -1 && r.error.index < length).toBe(true);
          return;
        }
        expect(logEntries(r.value)).toHaveLength((input as MatchLog).actions.length);
        const again = replay(makeLog(r.value));
        expect(again.ok && again.value).toEqual(r.value);
      }),
      RUNS,
    );
  });

  test("a bid of −0 tricks: a stored log refuses it, and an action is read as 0 (JSON would turn it into 0)", () => {
    expect(actionSchema.safeParse({ type: "bid", tricks: -0 }).success).toBe(false);
    expect(actionSchema.safeParse({ type: "bid", tricks: 0 }).success).toBe(true);
    const read = redactEntry({ seat: "N", action: { type: "bid", tricks: -0 } } as never, "N");
    expect(read?.action.type === "bid" && Object.is(read.action.tricks, 0)).toBe(true);
  });

  test("redactEntry: anything from a stored log is an entry (as JSON) or null", () => {
    fc.assert(
      fc.property(
        fc.oneof(junk, fc.record({ seat, action })),
        seat.filter((s) => (SEATS as readonly unknown[]).includes(s)),
        (entry, viewer) => {
          const r = redactEntry(entry as never, viewer as never);
          if (r === null) return;
          expect(SEATS).toContain(r.seat);
          expect(JSON.parse(JSON.stringify(r))).toEqual(r);
        },
      ),
      RUNS,
    );
  });

  test("createRng(seed).int(n): a whole number in [0, n) for a string seed and n from 1 to 2^32, else EngineError", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), junk), fc.oneof(numbers, fc.integer({ min: 1, max: 2 ** 32 }), junk), (seed, n) => {
        const valid = typeof seed === "string" && Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 2 ** 32;
        try {
          const x = createRng(seed as string).int(n as number);
          expect(valid && Number.isInteger(x) && x >= 0 && x < (n as number)).toBe(true);
        } catch (e) {
          if (!(e instanceof EngineError)) throw e;
          expect(!valid && e.code === "bad_argument").toBe(true);
        }
      }),
      RUNS,
    );
  });
});
