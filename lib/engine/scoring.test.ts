// The exported scoring tables on numbers outside them: EngineError (bad_argument), not a score.
import { expect, test } from "vitest";
import { scoreBid, scoreTrumpMaking } from "./index";
import { thrownCode } from "./testing";

test("the ends of the tables still score", () => {
  expect(scoreTrumpMaking(0, false)).toEqual({ makers: 0, defenders: 2 });
  expect(scoreTrumpMaking(5, true)).toEqual({ makers: 4, defenders: 0 });
  expect(scoreBid(1, false, 0, 12)).toEqual({ bidders: -1, defenders: 12, made: false });
  expect(scoreBid(12, true, 12, 12)).toEqual({ bidders: 24, defenders: 0, made: true });
});

test.each([
  ["scoreTrumpMaking of 6 tricks", () => scoreTrumpMaking(6, false)],
  ["scoreTrumpMaking of −1 tricks", () => scoreTrumpMaking(-1, false)],
  ["scoreTrumpMaking of 3.5 tricks", () => scoreTrumpMaking(3.5, false)],
  ["scoreTrumpMaking of NaN tricks", () => scoreTrumpMaking(NaN, false)],
  ['scoreTrumpMaking of "3" tricks', () => scoreTrumpMaking("3" as never, false)],
  ["scoreTrumpMaking alone as a string", () => scoreTrumpMaking(5, "yes" as never)],
  ["scoreBid of a bid of 0", () => scoreBid(0, false, 3, 6)],
  ["scoreBid of a bid above the tricks per deal", () => scoreBid(7, false, 3, 6)],
  ["scoreBid of a bid of Infinity", () => scoreBid(Infinity, false, 3, 6)],
  ["scoreBid of a bid of NaN", () => scoreBid(NaN, false, 3, 6)],
  ["scoreBid of more tricks than a deal has", () => scoreBid(4, false, 7, 6)],
  ["scoreBid of −1 tricks", () => scoreBid(4, false, -1, 6)],
  ["scoreBid of 2.5 tricks", () => scoreBid(4, false, 2.5, 6)],
  ["scoreBid of 0 tricks per deal", () => scoreBid(1, false, 0, 0)],
  ["scoreBid of Infinity tricks per deal", () => scoreBid(4, false, 3, Infinity)],
  ["scoreBid alone as null", () => scoreBid(4, null as never, 3, 6)],
])("%s: bad_argument", (_, run) => {
  expect(thrownCode(run)).toBe("bad_argument");
});
