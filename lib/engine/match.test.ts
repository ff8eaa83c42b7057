// The match functions on arguments the engine did not make: each throws EngineError (bad_argument)
// instead of a TypeError or a wrong answer. Player input to newMatch and apply is in log.test.ts.
import { describe, expect, test } from "vitest";
import {
  apply,
  deckOf,
  legalActions,
  newMatch,
  partnerOf,
  SEATS,
  seatsOf,
  teamOf,
  toMove,
  VARIANT_IDS,
  variantInfo,
  type MatchState,
} from "./index";
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
  ["partnerOf an unknown variant", () => partnerOf("poker" as never, "S")],
  ["partnerOf a seat the variant does not use", () => partnerOf("two-hand", "W")],
  ['deckOf the variant "__proto__"', () => deckOf("__proto__" as never)],
  ["seatsOf an unknown variant", () => seatsOf("poker" as never)],
  ['seatsOf the variant "__proto__"', () => seatsOf("__proto__" as never)],
  ["seatsOf undefined", () => seatsOf(undefined as never)],
  ["variantInfo an unknown variant", () => variantInfo("toString" as never)],
  ["variantInfo null", () => variantInfo(null as never)],
])("%s: bad_argument", (_, run) => {
  expect(thrownCode(run)).toBe("bad_argument");
});

test.each(VARIANT_IDS.filter((v) => !variantInfo(v).eachForThemselves))(
  "%s: South's side is team 0, half the players, a partner across on the same team",
  (variant) => {
    const seats = seatsOf(variant);
    expect(teamOf(variant, "S")).toBe(0);
    expect(seats.filter((s) => teamOf(variant, s) === 0)).toHaveLength(seats.length / 2);
    for (const seat of seats) {
      const partner = partnerOf(variant, seat);
      if (partner === null) {
        expect(variant).toBe("two-hand");
        continue;
      }
      expect(teamOf(variant, partner)).toBe(teamOf(variant, seat));
      expect(Math.abs(SEATS.indexOf(partner) - SEATS.indexOf(seat))).toBe(2);
    }
  },
);

test("three-hand: nobody's partner until trump is made, then the maker alone against the other two", () => {
  expect(seatsOf("three-hand").map((s) => [s, teamOf("three-hand", s), partnerOf("three-hand", s)])).toEqual([
    ["E", 1, null],
    ["S", 0, null],
    ["W", 1, null],
  ]);
  const byW = { declarer: "W", denom: "H", bid: null, alone: false } as const;
  expect(["E", "S", "W"].map((s) => teamOf("three-hand", s as "E", byW))).toEqual([0, 0, 1]);
  expect(partnerOf("three-hand", "S", byW)).toBe("E");
  expect(partnerOf("three-hand", "W", byW)).toBeNull();
  const byS = { ...byW, declarer: "S" } as const;
  expect(["E", "S", "W"].map((s) => teamOf("three-hand", s as "E", byS))).toEqual([1, 0, 1]);
  expect(partnerOf("three-hand", "E", byS)).toBe("W");
  expect(partnerOf("three-hand", "S", byS)).toBeNull();
});

test("napoleon: nobody's partner; the high bidder against the other three, who have no single partner", () => {
  expect(seatsOf("napoleon").map((s) => [s, teamOf("napoleon", s), partnerOf("napoleon", s)])).toEqual([
    ["N", 1, null],
    ["E", 1, null],
    ["S", 0, null],
    ["W", 1, null],
  ]);
  const byW = { declarer: "W", denom: "H", bid: 3, alone: false } as const;
  expect(seatsOf("napoleon").map((s) => teamOf("napoleon", s, byW))).toEqual([0, 0, 0, 1]);
  expect(seatsOf("napoleon").map((s) => partnerOf("napoleon", s, byW))).toEqual([null, null, null, null]);
  const byS = { ...byW, declarer: "S" } as const;
  expect(seatsOf("napoleon").map((s) => teamOf("napoleon", s, byS))).toEqual([1, 1, 0, 1]);
});

test("good arguments still answer", () => {
  expect(teamOf("two-hand", "N")).toBe(1);
  expect(partnerOf("euchre", "E")).toBe("W");
  expect(partnerOf("two-hand", "S")).toBeNull();
  expect(deckOf("double-deck")).toHaveLength(48);
  expect(seatsOf("two-hand")).toEqual(["S", "N"]);
  expect(variantInfo("double-deck").deckSize).toBe(48);
  expect(toMove(started)).toBe("W");
});
