// The match functions on arguments the engine did not make: each throws EngineError (bad_argument)
// instead of a TypeError or a wrong answer. Player input to newMatch and apply is in log.test.ts.
import { describe, expect, test } from "vitest";
import { apply, legalActions, newMatch, seatsOf, teamOf, toMove, variantInfo, type MatchState } from "./index";
import { notStates, thrownCode, unknownVariants } from "./testing";

const started = (newMatch({ variant: "euchre", mode: "game", seed: "m", firstDealer: "S" }) as { value: MatchState }).value;

const toMoveOf = (s: unknown) => toMove(s as MatchState);
const legalOf = (s: unknown) => legalActions(s as MatchState);
const applyTo = (s: unknown) => apply(s as MatchState, "W", { type: "pass" });

describe.each([
  ["toMove", toMoveOf],
  ["legalActions", legalOf],
  ["apply", applyTo],
])("%s on what is not a state", (_, run) => {
  test.each(notStates())("%s: bad_argument", (_, state) => {
    expect(thrownCode(() => run(state))).toBe("bad_argument");
  });
});

// toMove reads no variant: it answers from the current deal's phase.
describe.each([
  ["legalActions", legalOf],
  ["apply", applyTo],
])("%s on a state of a variant the engine does not have", (_, run) => {
  test.each(unknownVariants())("%s: bad_argument", (_, state) => {
    expect(thrownCode(() => run(state))).toBe("bad_argument");
  });
});

test.each([
  ["teamOf an unknown variant", () => teamOf("poker" as never, "S")],
  ['teamOf the variant "constructor"', () => teamOf("constructor" as never, "S")],
  ["teamOf a seat that is not one", () => teamOf("euchre", "X" as never)],
  ["teamOf a seat the variant does not use", () => teamOf("two-hand", "E")],
  ["seatsOf an unknown variant", () => seatsOf("poker" as never)],
  ['seatsOf the variant "__proto__"', () => seatsOf("__proto__" as never)],
  ["seatsOf undefined", () => seatsOf(undefined as never)],
  ["variantInfo an unknown variant", () => variantInfo("toString" as never)],
  ["variantInfo null", () => variantInfo(null as never)],
])("%s: bad_argument", (_, run) => {
  expect(thrownCode(run)).toBe("bad_argument");
});

test("good arguments still answer", () => {
  expect(teamOf("two-hand", "N")).toBe(1);
  expect(seatsOf("two-hand")).toEqual(["S", "N"]);
  expect(variantInfo("double-deck").deckSize).toBe(48);
  expect(toMove(started)).toBe("W");
});
