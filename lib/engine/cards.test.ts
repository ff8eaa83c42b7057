// Card mechanics vectors of docs/rules.md §7 (rank order, bowers, follow suit, trick winner).
import { describe, expect, test } from "vitest";
import { effectiveSuit, legalPlays, PACK, SAME_COLOUR, strength, trickWinner } from "./cards";
import { LOW_RANKS, RANKS, SUITS, type Card, type Denomination } from "./types";

/** Cards listed best first must have strictly decreasing strength in one effective suit. */
function expectOrder(cards: Card[], denom: Denomination) {
  const suits = new Set(cards.map((c) => effectiveSuit(c, denom)));
  expect(suits.size).toBe(1);
  for (let i = 1; i < cards.length; i++) expect(strength(cards[i - 1], denom)).toBeGreaterThan(strength(cards[i], denom));
}

const winnerOf = (cards: Card[], denom: Denomination) => trickWinner(cards, denom);

describe("standard euchre", () => {
  test("EU-01 rank order: J♥ > J♦ > A♥ > K♥ > Q♥ > 10♥ > 9♥, J♦ beats A♥", () => {
    expectOrder(["JH", "JD", "AH", "KH", "QH", "TH", "9H"], "H");
    expect(winnerOf(["AH", "JD"], "H")).toBe(1);
  });
  test("EU-02 the left bower is not its printed suit", () => {
    expect(legalPlays(["JD", "TC", "KS"], "AD", "H")).toEqual(["JD", "TC", "KS"]);
    expect(winnerOf(["AD", "JD", "QD", "KD"], "H")).toBe(1); // W A♦, N J♦, E Q♦, S K♦
  });
  test("EU-03 must follow with the left bower", () => {
    expect(legalPlays(["JD", "AS", "KC"], "9H", "H")).toEqual(["JD"]);
  });
  test("EU-04 leading the left bower leads trump", () => {
    expect(effectiveSuit("JC", "S")).toBe("S");
    expect(legalPlays(["AC", "9S"], "JC", "S")).toEqual(["9S"]);
  });
  test("EU-05 an off-suit ace does not win", () => {
    expect(winnerOf(["KD", "AH", "QD", "9D"], "C")).toBe(0);
  });
  test("EU-06 trump beats the led suit; higher trump wins", () => {
    expect(winnerOf(["AD", "9C", "KD", "TC"], "C")).toBe(3);
  });
  test("EU-07 a led 7 or 8 that nobody follows or trumps wins (32 cards): a discard never does", () => {
    expect(winnerOf(["7D", "AH", "KS", "QH"], "C")).toBe(0);
    expect(winnerOf(["8D", "AH", "KS", "7D"], "C")).toBe(0);
    expect(trickWinner(["7C", "JS", "QS", "7D"], "H", "natural")).toBe(0);
  });
});

describe("napoleon's natural order", () => {
  test("N-11 no bowers: A K Q J T 9 8 7 in trumps too, and jacks keep their suits", () => {
    for (const trump of SUITS) {
      expect(effectiveSuit(`J${SAME_COLOUR[trump]}` as Card, trump, "natural")).toBe(SAME_COLOUR[trump]);
      const run = [...LOW_RANKS, ...RANKS].reverse().map((r) => `${r}${trump}` as Card); // A down to 7
      for (let i = 1; i < run.length; i++)
        expect(strength(run[i - 1], trump, "natural")).toBeGreaterThan(strength(run[i], trump, "natural"));
    }
    expect(trickWinner(["QS", "JS", "JC", "AD"], "S", "natural")).toBe(0);
    expect(legalPlays(["JC", "9S"], "AS", "S", "natural")).toEqual(["9S"]);
  });
});

describe("two-hand", () => {
  test("TH-01 rank (the seed's example): J♣ > J♠ > A♣ > K♣", () => {
    expectOrder(["JC", "JS", "AC", "KC"], "C");
  });
  test("TH-09 the bower follows trump", () => {
    expect(legalPlays(["JH", "AS"], "KH", "D")).toEqual(["JH", "AS"]);
    expect(winnerOf(["KH", "JH"], "D")).toBe(1);
  });
});

describe("bid-six", () => {
  test("RH-01 trump rank: J♦ beats A♥", () => {
    expect(winnerOf(["AH", "JD"], "H")).toBe(1);
  });
  test("RH-02 sans high has no bowers", () => {
    expect(winnerOf(["QS", "JC", "KS", "JS"], "NT_HIGH")).toBe(2);
    expect(effectiveSuit("JC", "NT_HIGH")).toBe("C");
  });
  test("RH-03 sans low: 9♠ beats A♠", () => {
    expect(winnerOf(["AS", "9S", "KS", "TS"], "NT_LOW")).toBe(1);
    expectOrder(["9S", "TS", "JS", "QS", "KS", "AS"], "NT_LOW");
  });
  test("RH-04 sans low: off-suit cards never win", () => {
    expect(winnerOf(["KS", "9H", "AS", "QS"], "NT_LOW")).toBe(3);
  });
  test("RH-05 no-trump has no effective-suit change", () => {
    expect(legalPlays(["JH", "JD", "AC"], "TD", "NT_HIGH")).toEqual(["JD"]);
  });
});

describe("double-deck", () => {
  test("DD-01 rank: J♠ > J♣ > A♠ > K♠ > Q♠ > 10♠ > 9♠; clubs have no jack", () => {
    expectOrder(["JS", "JC", "AS", "KS", "QS", "TS", "9S"], "S");
    expectOrder(["AC", "KC", "QC", "TC", "9C"], "C");
    expect(effectiveSuit("JC", "S")).toBe("S");
  });
  test("DD-02 identical cards: the first played wins", () => {
    expect(winnerOf(["AH", "AH", "KH", "9H"], "NT_HIGH")).toBe(0);
  });
  test("DD-03 two right bowers: the first J♥ wins", () => {
    expect(winnerOf(["9H", "JH", "JD", "JH"], "H")).toBe(1);
  });
  test("DD-04 two left bowers: the first J♦ wins, both beat A♥", () => {
    expect(winnerOf(["TH", "JD", "AH", "JD"], "H")).toBe(1);
  });
  test("DD-05 identical trumps over a led suit: the first 9♣ wins", () => {
    expect(winnerOf(["AD", "AD", "9C", "9C"], "C")).toBe(2);
  });
  test("DD-06 NT: jacks are ordinary (Q♠ wins over J♠)", () => {
    expect(winnerOf(["QS", "JC", "JS", "TS"], "NT_HIGH")).toBe(0);
  });
});

test("effectiveSuit moves only the left bower", () => {
  const moved = SUITS.flatMap((t) => PACK.filter((c) => effectiveSuit(c, t) !== c[1]).map((c) => `${c}→${t}`));
  expect(moved).toEqual(["JC→S", "JD→H", "JH→D", "JS→C"]);
});
