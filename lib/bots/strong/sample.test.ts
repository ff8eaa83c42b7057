import { describe, expect, it } from "vitest";
import { createRng, effectiveSuit, type Card, type Seat, type Suit } from "../../engine";
import { sampleHands, type SeatNeed } from "./sample";

const voidsHeld = (hands: Partial<Record<Seat, Card[]>>, needs: readonly SeatNeed[]) =>
  needs.every((n) => hands[n.seat]!.length === n.count && hands[n.seat]!.every((c) => !n.voids.has(effectiveSuit(c, "S"))));

describe("sampled layouts honour what the seat knows for certain", () => {
  it("a void holds even when the calls would fit better without it", () => {
    // S showed a diamond void; a misfit that rewards diamonds with S tempts the sampler to break it.
    const pool: Card[] = ["KS", "TD", "QH", "9D", "KD", "AC", "QC", "9H", "TH", "JC"];
    const needs: SeatNeed[] = [
      { seat: "S", count: 3, known: [], voids: new Set<Suit>(["D"]) },
      { seat: "E", count: 3, known: [], voids: new Set<Suit>(["S", "H", "C"]) },
      { seat: "N", count: 3, known: [], voids: new Set<Suit>() },
    ];
    const misfit = (hands: Partial<Record<Seat, Card[]>>) => (hands.S!.some((c) => c[1] === "D") ? 0 : 1);
    for (let i = 0; i < 300; i++) {
      const hands = sampleHands(pool, needs, "S", createRng(`void/${i}`), misfit);
      expect(voidsHeld(hands, needs), JSON.stringify(hands)).toBe(true);
    }
  });

  it("a layout is built when random deals almost never honour the voids", () => {
    // Only one layout fits: W must hold the four spades, since E cannot.
    const pool: Card[] = ["9S", "TS", "QS", "KS", "9D", "TD", "QD", "KD"];
    const needs: SeatNeed[] = [
      { seat: "W", count: 4, known: [], voids: new Set<Suit>(["H", "C"]) },
      { seat: "E", count: 4, known: [], voids: new Set<Suit>(["S"]) },
    ];
    for (let i = 0; i < 100; i++) {
      const hands = sampleHands(pool, needs, "S", createRng(`tight/${i}`));
      expect(voidsHeld(hands, needs), JSON.stringify(hands)).toBe(true);
      expect([...hands.W!].sort()).toEqual(["9S", "KS", "QS", "TS"]);
    }
  });

  it("a card another seat keeps or put face down never reaches this seat", () => {
    const pool: Card[] = ["9H", "TS", "QS", "KS", "9D", "TD", "QD"];
    const needs: SeatNeed[] = [
      { seat: "S", count: 3, known: [], voids: new Set<Suit>() },
      { seat: "E", count: 3, known: [], voids: new Set<Suit>(), excluded: ["9H"] },
    ];
    for (let i = 0; i < 100; i++) expect(sampleHands(pool, needs, "S", createRng(`kept/${i}`)).E).not.toContain("9H");
  });
});
