import { describe, expect, it } from "vitest";
import { createRng, effectiveSuit, seatsOf, view, VARIANT_IDS, type Card, type Seat, type Suit } from "../../engine";
import { baselineBot } from "../baseline";
import { playMatch } from "../harness";
import { know, trumpOf } from "../knowledge";
import { needsOf, sampleHands, type SeatNeed } from "./sample";

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
      const hands = sampleHands(pool, needs, { denom: "S", ranking: "bowers" }, createRng(`void/${i}`), misfit);
      expect(voidsHeld(hands, needs), JSON.stringify(hands)).toBe(true);
    }
  });

  it("facts that contradict each other still give a whole layout: a bot always answers", () => {
    // No layout fits (E is void in the only suit there is); the hands are still dealt in full.
    const pool: Card[] = ["9S", "TS", "QS", "KS"];
    const needs: SeatNeed[] = [
      { seat: "W", count: 2, known: [], voids: new Set<Suit>() },
      { seat: "E", count: 2, known: [], voids: new Set<Suit>(["S"]) },
    ];
    const hands = sampleHands(pool, needs, { denom: "S", ranking: "bowers" }, createRng("contradiction"));
    expect([...hands.W!, ...hands.E!].sort()).toEqual([...pool].sort());
    expect(hands.E).toHaveLength(2);
  });

  it("a layout is built when random deals almost never honour the voids", () => {
    // Only one layout fits: W must hold the four spades, since E cannot.
    const pool: Card[] = ["9S", "TS", "QS", "KS", "9D", "TD", "QD", "KD"];
    const needs: SeatNeed[] = [
      { seat: "W", count: 4, known: [], voids: new Set<Suit>(["H", "C"]) },
      { seat: "E", count: 4, known: [], voids: new Set<Suit>(["S"]) },
    ];
    for (let i = 0; i < 100; i++) {
      const hands = sampleHands(pool, needs, { denom: "S", ranking: "bowers" }, createRng(`tight/${i}`));
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
    for (let i = 0; i < 100; i++)
      expect(sampleHands(pool, needs, { denom: "S", ranking: "bowers" }, createRng(`kept/${i}`)).E).not.toContain("9H");
  });
});

describe("sampled layouts in self-play", () => {
  for (const variant of VARIANT_IDS) {
    it(`${variant}: every layout a seat samples in play keeps its voids, hand sizes and known cards`, () => {
      let checked = 0;
      for (let d = 0; d < 16; d++) {
        const setup = { variant, mode: "boards" as const, boards: [{ seed: `layouts/${variant}/${d}`, dealer: seatsOf(variant)[d % 2] }] };
        const bots = Object.fromEntries(seatsOf(variant).map((s) => [s, baselineBot]));
        playMatch(setup, bots, ({ seat, phase, state }) => {
          if (phase !== "play") return;
          const k = know(view(state, seat));
          const needs = needsOf(k, k.deal.active);
          const trump = trumpOf(k);
          // A misfit that no layout meets: the sampler must fall back without breaking a fact.
          const hands = sampleHands(k.unseen, needs, trump, createRng(`layouts/${checked}`), () => 1);
          for (const n of needs) {
            const hand = hands[n.seat]!;
            expect(hand).toHaveLength(n.count);
            for (const c of n.known) expect(hand).toContain(c);
            for (const c of hand)
              expect(
                (trump !== null && n.voids.has(effectiveSuit(c, trump.denom, trump.ranking))) || (n.excluded ?? []).includes(c),
                `${n.seat} ${c}`,
              ).toBe(false);
          }
          checked++;
        });
      }
      expect(checked).toBeGreaterThan(50);
    });
  }
});
