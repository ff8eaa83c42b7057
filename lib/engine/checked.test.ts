// The card helpers as exported: the same answers as the engine's own for every card and
// denomination, and an EngineError (bad_argument) for what is not a card, a denomination or a list.
import { expect, test } from "vitest";
import * as unchecked from "./cards";
import { DENOMINATIONS, effectiveSuit, highBid, legalPlays, shuffledDeck, strength, trickWinner } from "./index";
import { thrownCode } from "./testing";

test("every card under every denomination: the same answers as the unchecked helpers", () => {
  for (const denom of DENOMINATIONS) {
    for (const card of unchecked.PACK) {
      expect(effectiveSuit(card, denom)).toBe(unchecked.effectiveSuit(card, denom));
      expect(strength(card, denom)).toBe(unchecked.strength(card, denom));
    }
    expect(legalPlays(["JD", "AS", "KC", "9H"], "QH", denom)).toEqual(unchecked.legalPlays(["JD", "AS", "KC", "9H"], "QH", denom));
    expect(trickWinner(["9H", "JD", "AS", "JH"], denom)).toBe(unchecked.trickWinner(["9H", "JD", "AS", "JH"], denom));
  }
  expect(legalPlays([], null, "S")).toEqual([]);
  expect(highBid([])).toBe(null);
  expect(highBid([{ seat: "W", action: { type: "bid", tricks: 4 } }])).toEqual({ seat: "W", tricks: 4, denom: null });
});

test.each([
  ["effectiveSuit of a card that is not one", () => effectiveSuit("1X" as never, "S")],
  ["effectiveSuit of undefined", () => effectiveSuit(undefined as never, "S")],
  ['effectiveSuit of "__proto__"', () => effectiveSuit("__proto__" as never, "S")],
  ["effectiveSuit under a denomination that is not one", () => effectiveSuit("JC", "NT" as never)],
  ["strength of a card that is not one", () => strength("ZZ" as never, "H")],
  ["strength under null", () => strength("AS", null as never)],
  ["legalPlays of a hand that is not a list", () => legalPlays("AS KS" as never, null, "S")],
  ["legalPlays of a hand with a card that is not one", () => legalPlays(["AS", "XX"] as never, null, "S")],
  ["legalPlays with a led card that is not one", () => legalPlays(["AS"], "XX" as never, "S")],
  ["legalPlays under a denomination that is not one", () => legalPlays(["AS"], null, "sans" as never)],
  ["trickWinner of no cards", () => trickWinner([], "S")],
  ["trickWinner of something that is not a list", () => trickWinner({ length: 1, 0: "AS" } as never, "S")],
  ["trickWinner of a card that is not one", () => trickWinner(["AS", null] as never, "S")],
  ["trickWinner under a denomination that is not one", () => trickWinner(["AS"], "" as never)],
  ["trickWinner of a list with a hole", () => trickWinner(new Array(1), "S")],
  ["highBid of something that is not a list", () => highBid(null as never)],
  ["highBid of an entry that is not one", () => highBid([null] as never)],
  ["highBid of a list with a hole", () => highBid(new Array(1))],
  ["highBid of a bid of NaN", () => highBid([{ seat: "N", action: { type: "bid", tricks: NaN } }])],
  ["highBid of a seat that is not one", () => highBid([{ seat: "X" as never, action: { type: "bid", tricks: 4 } }])],
  ["shuffledDeck of an unknown variant", () => shuffledDeck("poker" as never, "seed")],
  ['shuffledDeck of the variant "__proto__"', () => shuffledDeck("__proto__" as never, "seed")],
  ["shuffledDeck of a seed that is not a string", () => shuffledDeck("euchre", 42 as never)],
])("%s: bad_argument", (_, run) => {
  expect(thrownCode(run)).toBe("bad_argument");
});
