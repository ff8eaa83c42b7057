// Golden values: the PRNG and the shuffle are part of the public contract (every past daily deal
// depends on them). If one of these changes, ENGINE_VERSION must change with it.
import { describe, expect, test } from "vitest";
import { createRng, newMatch, shuffledDeck, type MatchState } from "./index";
import { shuffle } from "./rng";
import { thrownCode } from "./testing";

test("createRng: first outputs for fixed seeds", () => {
  const r = createRng("daily-euchre");
  expect(Array.from({ length: 6 }, () => r.next())).toEqual([686378753, 3748926944, 3967256790, 1408853083, 255824985, 3855414651]);
  const empty = createRng("");
  expect(Array.from({ length: 3 }, () => empty.next())).toEqual([1203464755, 3148093931, 3870554990]);
});

test("createRng: int(n) stays in range and hits every value", () => {
  const r = createRng("range");
  const seen = new Array(7).fill(0);
  for (let i = 0; i < 7000; i++) seen[r.int(7)]++;
  expect(seen.every((n) => n > 850 && n < 1150)).toBe(true);
});

describe("createRng and int refuse what they cannot do", () => {
  const rng = createRng("bounds");
  test.each([
    ["int(2^32 + 1), which used to draw forever", () => rng.int(2 ** 32 + 1)],
    ["int(Infinity)", () => rng.int(Infinity)],
    ["int(Number.MAX_VALUE)", () => rng.int(Number.MAX_VALUE)],
    ["int(0)", () => rng.int(0)],
    ["int(-3)", () => rng.int(-3)],
    ["int(-Infinity)", () => rng.int(-Infinity)],
    ["int(2.5)", () => rng.int(2.5)],
    ["int(NaN)", () => rng.int(NaN)],
    ['int("7")', () => rng.int("7" as never)],
    ["int()", () => (rng.int as () => number)()],
    ["createRng(42)", () => createRng(42 as never)],
    ["createRng(null)", () => createRng(null as never)],
    ["createRng(undefined)", () => createRng(undefined as never)],
    ['createRng(["seed"])', () => createRng(["seed"] as never)],
  ])("%s: bad_argument", (_, run) => {
    expect(thrownCode(run)).toBe("bad_argument");
  });

  test("the ends of the range still draw: int(1) is 0, int(2^32) is the next output", () => {
    const a = createRng("ends");
    const b = createRng("ends");
    expect(a.int(1)).toBe(0);
    b.next();
    expect(a.int(2 ** 32)).toBe(b.next());
  });

  test("any string seeds it, however long", () => {
    const long = createRng("x".repeat(1_000_000)).int(52);
    expect(Number.isInteger(long) && long >= 0 && long < 52).toBe(true);
  });
});

test("shuffle is Fisher–Yates: a permutation, same seed same order", () => {
  const a = shuffle(createRng("x"), [...Array(48).keys()]);
  expect([...a].sort((p, q) => p - q)).toEqual([...Array(48).keys()]);
  expect(shuffle(createRng("x"), [...Array(48).keys()])).toEqual(a);
});

const firstDeal = (variant: "euchre" | "two-hand" | "bid-six" | "double-deck") => {
  const m = newMatch({ variant, mode: "boards", boards: [{ seed: "golden", dealer: "S" }] });
  const d = (m as { value: MatchState }).value.current!;
  return { hands: d.hands, upcard: d.upcard?.card ?? null };
};

describe('golden deals, seed "golden", S deals', () => {
  const single = "TS TD KS KC AH JH AD 9D KD 9C JS QH JD TC JC QD QC AS 9S AC TH 9H KH QS";
  test("euchre: 3-2-3-2 then 2-3-2-3 from W, up-card next", () => {
    expect(shuffledDeck("euchre", "golden").join(" ")).toBe(single);
    expect(firstDeal("euchre")).toEqual({
      hands: {
        N: ["KC", "AH", "JD", "TC", "JC"],
        E: ["JH", "AD", "9D", "QD", "QC"],
        S: ["KD", "9C", "AS", "9S", "AC"],
        W: ["TS", "TD", "KS", "JS", "QH"],
      },
      upcard: "TH",
    });
  });
  test("two-hand: 2+2 then 3+3, non-dealer first", () => {
    expect(firstDeal("two-hand")).toEqual({
      hands: { N: ["TS", "TD", "AH", "JH", "AD"], E: [], S: ["KS", "KC", "9D", "KD", "9C"], W: [] },
      upcard: "JS",
    });
  });
  test("bid-six: one at a time from W", () => {
    expect(shuffledDeck("bid-six", "golden").join(" ")).toBe(single);
    expect(firstDeal("bid-six")).toEqual({
      hands: {
        N: ["TD", "JH", "9C", "TC", "AS", "9H"],
        E: ["KS", "AD", "JS", "JC", "9S", "KH"],
        S: ["KC", "9D", "QH", "QD", "AC", "QS"],
        W: ["TS", "AH", "KD", "JD", "QC", "TH"],
      },
      upcard: null,
    });
  });
  test("double-deck: packets of 3 from W", () => {
    expect(shuffledDeck("double-deck", "golden").join(" ")).toBe(
      "TS TD AH KD TH JD 9H 9C QC QC AS 9D KH 9S JH KD KS TC JD TS JH KH AD AC QD 9C 9H JS KC AS QH AC 9D 9S JC QH TD AD KS TH QD TC QS AH KC JC JS QS",
    );
    expect(firstDeal("double-deck")).toEqual({
      hands: {
        N: ["KD", "TH", "JD", "KD", "KS", "TC", "JS", "KC", "AS", "TH", "QD", "TC"],
        E: ["9H", "9C", "QC", "JD", "TS", "JH", "QH", "AC", "9D", "QS", "AH", "KC"],
        S: ["QC", "AS", "9D", "KH", "AD", "AC", "9S", "JC", "QH", "JC", "JS", "QS"],
        W: ["TS", "TD", "AH", "KH", "9S", "JH", "QD", "9C", "9H", "TD", "AD", "KS"],
      },
      upcard: null,
    });
  });
  test("game mode: deal i uses seed `${seed}/${i}`", () => {
    const m = (newMatch({ variant: "euchre", mode: "game", seed: "golden", firstDealer: "S" }) as { value: MatchState }).value;
    expect(m.current!.seed).toBe("golden/0");
    expect(m.current!.dealt.W).toEqual(
      shuffledDeck("euchre", "golden/0").slice(0, 3).concat(shuffledDeck("euchre", "golden/0").slice(10, 12)),
    );
  });
});
