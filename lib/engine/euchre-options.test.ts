// Standard Euchre's options, the vectors OP-01 to OP-10 of docs/rules.md §7.1 (§2.10; S deals, W is eldest).
import { describe, expect, test } from "vitest";
import { effectiveSuit, legalPlays, strength, trickWinner } from "./checked";
import { deckOf, legalActions, newMatch, toMove } from "./match";
import { afterDeal, applyLoose, dealFromHands, playFrom, steps } from "./testing";
import { JOKER, SUITS, type Card, type MatchSetup, type MatchState, type Seat, type VariantOptions } from "./types";
import { view } from "./view";

const pass = { type: "pass" };
const name = (suit: string, alone = false) => (alone ? { type: "name", suit, alone: true } : { type: "name", suit });
const errorOf = (s: MatchState, seat: Seat, action: unknown) => {
  const r = applyLoose(s, seat, action);
  return r.ok ? "ok" : r.error.code;
};

describe("the joker", () => {
  test("OP-01 the joker beats the right bower, under every trump", () => {
    for (const trump of SUITS) {
      expect(trickWinner([`J${trump}`, JOKER, `A${trump}`], trump)).toBe(1);
      expect(strength(JOKER, trump)).toBeGreaterThan(strength(`J${trump}`, trump));
      expect(effectiveSuit(JOKER, trump)).toBe(trump);
    }
  });

  test("OP-02 a led joker leads trump: trump must follow, and a trump-less hand plays anything", () => {
    expect(legalPlays(["AC", "9H", "KD"], JOKER, "H")).toEqual(["9H"]);
    expect(legalPlays(["AC", "JD", "KS"], JOKER, "H")).toEqual(["JD"]); // the left bower is trump too
    expect(legalPlays(["AC", "KS"], JOKER, "H")).toEqual(["AC", "KS"]);
    expect(trickWinner([JOKER, "JH", "JD", "AH"], "H")).toBe(0);
  });

  test("OP-03 a hand whose only trump is the joker must play it when trump is led", () => {
    expect(legalPlays([JOKER, "AC", "KD"], "9S", "S")).toEqual([JOKER]);
    expect(legalPlays([JOKER, "AC", "KD"], "AC", "S")).toEqual(["AC"]); // and need not when a side suit is led
  });

  test("OP-04 a turned joker: the dealer alone names any suit, unseen, never alone, then takes it and discards", () => {
    const s = dealFromHands({ variant: "euchre", options: { joker: true }, upcard: JOKER, hands: { S: ["9H", "TH", "QC", "KC", "AD"] } });
    expect(toMove(s)).toBe("S");
    expect(legalActions(s)).toEqual(SUITS.map((suit) => ({ type: "name", suit })));
    expect(errorOf(s, "S", pass)).toBe("dealer_must_name");
    expect(errorOf(s, "S", { type: "order" })).toBe("wrong_phase");
    expect(errorOf(s, "S", name("H", true))).toBe("alone_not_allowed");
    expect(errorOf(s, "W", name("H"))).toBe("not_your_turn");
    // The dealer names before looking: its own view holds no card, though the count says five.
    const blind = view(s, "S");
    expect(blind.deal!.hand).toEqual([]);
    expect(blind.deal!.counts.S).toBe(5);
    expect(view(s, "W").deal!.hand).toHaveLength(5);
    const named = steps(s, ["S", name("C")]);
    const d = named.current!;
    expect(d.contract).toEqual({ declarer: "S", denom: "C", bid: null, alone: false });
    expect(d.upcard).toEqual({ card: JOKER, state: "taken" });
    expect(d.phase).toEqual({ kind: "discard", turn: "S" });
    expect(view(named, "S").deal!.hand).toContain(JOKER);
    const played = steps(named, ["S", { type: "discard", card: "9H" }]);
    expect(toMove(played)).toBe("W");
    expect(played.current!.hands.S).toEqual(["TH", "QC", "KC", "AD", JOKER]);
  });
});

describe("the Canadian loner", () => {
  const start = () => dealFromHands({ variant: "euchre", options: { canadianLoner: true }, upcard: "TS" });

  test("OP-05 the dealer's partner orders up only alone; the dealer sits out and the card stays", () => {
    const s = steps(start(), ["W", pass]);
    expect(legalActions(s)).toEqual([pass, { type: "order", alone: true }]);
    expect(errorOf(s, "N", { type: "order" })).toBe("must_go_alone");
    const ordered = steps(s, ["N", { type: "order", alone: true }]);
    expect(ordered.current!.active).toEqual(["N", "E", "W"]);
    expect(ordered.current!.upcard).toEqual({ card: "TS", state: "left" });
    expect(ordered.current!.phase.kind).toBe("play");
    // The opponents may still order up with their partners.
    expect(legalActions(start())).toEqual([pass, { type: "order" }, { type: "order", alone: true }]);
  });

  test("OP-06 round 2 names are free of it", () => {
    const s = steps(start(), ["W", pass], ["N", pass], ["E", pass], ["S", pass], ["W", pass]);
    expect(errorOf(s, "N", name("H"))).toBe("ok");
  });
});

describe("the 32-card deck", () => {
  test("OP-07 the 7s and 8s rank below the nine, in trump and out of it", () => {
    expect(trickWinner(["8H", "9H", "7H"], "S")).toBe(1);
    expect(trickWinner(["7S", "8S"], "S")).toBe(1);
    expect(trickWinner(["AH", "7S"], "S")).toBe(1); // a 7 of trump still trumps
    expect(strength("8D", "H")).toBeLessThan(strength("9D", "H"));
    const s = playFrom({
      variant: "euchre",
      options: { deck: 32 },
      contract: { declarer: "W", denom: "S", bid: null, alone: false },
      hands: { W: ["7C", "8C", "9C", "TC", "QC"], N: ["7H", "8H", "9H", "TH", "QH"] },
    });
    expect(legalActions(s).map((a) => a.type === "play" && a.card)).toEqual(["7C", "8C", "9C", "TC", "QC"]);
  });

  test("OP-08 deck and kitty: 24, 25, 32 and 33 cards, twenty dealt", () => {
    const cases: [VariantOptions, number][] = [
      [{}, 24],
      [{ joker: true }, 25],
      [{ deck: 32 }, 32],
      [{ joker: true, deck: 32 }, 33],
    ];
    for (const [options, size] of cases) {
      expect(deckOf("euchre", options)).toHaveLength(size);
      const m = newMatch({ variant: "euchre", mode: "game", seed: "kitty", firstDealer: "S", options });
      if (!m.ok) throw new Error(m.error.message);
      const d = m.value.current!;
      expect(Object.values(d.hands).flat()).toHaveLength(20);
      expect(d.stock).toHaveLength(size - 21);
      expect(new Set([...Object.values(d.hands).flat(), d.upcard!.card, ...d.stock]).size).toBe(size);
    }
    // The default deck is the one every game has always shuffled: the same deal from the same seed.
    const plain = newMatch({ variant: "euchre", mode: "game", seed: "same", firstDealer: "S" });
    const empty = newMatch({ variant: "euchre", mode: "game", seed: "same", firstDealer: "S", options: {} });
    expect(plain.ok && empty.ok && plain.value.current!.hands).toEqual(empty.ok && empty.value.current!.hands);
  });
});

describe("the target and the setup", () => {
  test("OP-09 the chosen target ends the game: 5 on 5, 21 not on 20", () => {
    const at5 = afterDeal({
      variant: "euchre",
      options: { target: 5 },
      scores: [3, 0],
      contract: { declarer: "N", denom: "S", bid: null, alone: false },
      won: [5, 0],
    });
    expect(at5.over).toBe(true);
    expect(at5.winner).toBe(0);
    const at21 = afterDeal({
      variant: "euchre",
      options: { target: 21 },
      scores: [18, 0],
      contract: { declarer: "N", denom: "S", bid: null, alone: false },
      won: [5, 0],
    });
    expect(at21.scores).toEqual([20, 0]);
    expect(at21.over).toBe(false);
    const at10 = afterDeal({
      variant: "euchre",
      scores: [8, 0],
      contract: { declarer: "N", denom: "S", bid: null, alone: false },
      won: [5, 0],
    });
    expect(at10.over).toBe(true);
  });

  test("OP-10 refused setups: a target in boards mode, an option the game does not read, a value not listed", () => {
    const game = (options: unknown): unknown => ({ variant: "euchre", mode: "game", seed: "x", firstDealer: "S", options });
    const refused: unknown[] = [
      { variant: "euchre", mode: "boards", boards: [{ seed: "x", dealer: "S" }], options: { target: 5 } },
      { variant: "two-hand", mode: "game", seed: "x", firstDealer: "S", options: { joker: true } },
      { variant: "bid-six", mode: "game", seed: "x", firstDealer: "S", options: { deck: 32 } },
      game({ stickTheDealer: true }),
      game({ deck: 28 }),
      game({ target: 9 }),
      game({ joker: "yes" }),
      game({ jokers: true }),
    ];
    for (const setup of refused) {
      const r = newMatch(setup as MatchSetup);
      expect(r.ok ? "accepted" : r.error.code, JSON.stringify(setup)).toBe("bad_setup");
    }
    const boards = newMatch({
      variant: "euchre",
      mode: "boards",
      boards: [{ seed: "x", dealer: "S" }],
      options: { joker: true, deck: 32, canadianLoner: true },
    });
    expect(boards.ok).toBe(true);
  });
});

test("the options travel in every view", () => {
  const s = dealFromHands({ variant: "euchre", options: { joker: true, target: 7 } });
  expect(view(s, "E").options).toEqual({ joker: true, target: 7 });
  const cards: Card[] = view(s, "E").deal!.hand;
  expect(cards).toHaveLength(5);
});
