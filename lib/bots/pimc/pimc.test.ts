import { describe, expect, it } from "vitest";
import {
  apply,
  createRng,
  highBid,
  legalActions,
  seatsOf,
  teamOf,
  toMove,
  view,
  VARIANT_IDS,
  type Action,
  type Contract,
  type MatchState,
  type Seat,
  type Team,
  type VariantId,
} from "../../engine";
import { dealFromHands, playFrom, steps } from "../../engine/testing";
import { baselineBot } from "../baseline";
import { harnessBot, playMatch, rngFor } from "../harness";
import { randomBot } from "../random";
import { BOT_LEVELS, type Bot } from "../types";
import { Auction } from "./double-deck";
import { pimcBot } from "./index";

const WORLDS = 20;

/** The PIMC bot's choice for the seat to move in `state`. */
function choice(state: MatchState, worlds = WORLDS): Action {
  const seat = toMove(state)!;
  const v = view(state, seat);
  return pimcBot(worlds)({ view: v, legal: v.legal, rng: rngFor(state) });
}

describe("the PIMC bot takes the obviously best action", () => {
  it("euchre: orders up alone with the five best trumps", () => {
    const state = dealFromHands({ variant: "euchre", dealer: "E", hands: { S: ["JH", "JD", "AH", "KH", "QH"] }, upcard: "9H" });
    expect(toMove(state)).toBe("S");
    expect(choice(state)).toEqual({ type: "order", alone: true });
  });

  it("euchre: the dealer who took up the trump discards its only side card", () => {
    const dealt = dealFromHands({ variant: "euchre", dealer: "S", hands: { S: ["JH", "JD", "AH", "KH", "9C"] }, upcard: "9H" });
    const pass = { type: "pass" };
    const state = steps(dealt, ["W", pass], ["N", pass], ["E", pass], ["S", { type: "order" }]);
    expect(state.current!.phase.kind).toBe("discard");
    expect(choice(state)).toEqual({ type: "discard", card: "9C" });
  });

  it("euchre: overruffs with the king, keeping the right bower for the last trick", () => {
    // East made hearts; after three tricks East–West have two, North–South one. North leads a
    // spade, East ruffs with the queen: the king wins, then the bower takes the last trick (a
    // euchre). The bower first leaves the king to the ace or the left bower, if East–West hold one.
    const start = playFrom({
      variant: "euchre",
      dealer: "S",
      hands: {
        W: ["AD", "AC", "QD", "AS", "KS"],
        N: ["9D", "TC", "9H", "9S", "QS"],
        E: ["KD", "JC", "TD", "QH", "AH"],
        S: ["QC", "KC", "9C", "JH", "KH"],
      },
      upcard: "TS",
      contract: { declarer: "E", denom: "H", bid: null, alone: false },
    });
    const play = (card: string) => ({ type: "play", card });
    const tricks: [Seat, string][] = [
      ["W", "AD"], ["N", "9D"], ["E", "KD"], ["S", "QC"],
      ["W", "AC"], ["N", "TC"], ["E", "JC"], ["S", "KC"],
      ["W", "QD"], ["N", "9H"], ["E", "TD"], ["S", "9C"],
      ["N", "9S"], ["E", "QH"],
    ]; // prettier-ignore
    const state = steps(start, ...tricks.map(([seat, card]): [Seat, unknown] => [seat, play(card)]));
    expect(state.current!.won).toEqual([1, 2]);
    expect(toMove(state)).toBe("S");
    expect(choice(state)).toEqual(play("KH"));
  });

  it("bid-six: the declarer with six top hearts names hearts", () => {
    const dealt = dealFromHands({ variant: "bid-six", dealer: "W", hands: { N: ["JH", "JD", "AH", "KH", "QH", "TH"] } });
    const state = steps(
      dealt,
      ["N", { type: "bid", tricks: 6 }],
      ["E", { type: "pass" }],
      ["S", { type: "pass" }],
      ["W", { type: "pass" }],
    );
    expect(state.current!.phase.kind).toBe("declare");
    expect(choice(state)).toEqual({ type: "declare", denom: "H" });
  });

  it("double deck: goes alone with the twelve best hearts", () => {
    const hand = ["JH", "JH", "JD", "JD", "AH", "AH", "KH", "KH", "QH", "QH", "TH", "TH"];
    const state = dealFromHands({ variant: "double-deck", dealer: "W", hands: { N: hand } });
    expect(toMove(state)).toBe("N");
    expect(choice(state, 5)).toEqual({ type: "alone", denom: "H" });
  });
});

/** Every decision with a choice in `deals` deals of a game, reached by random and baseline play. */
function decisions(variant: VariantId, deals: number): MatchState[] {
  const seats = seatsOf(variant);
  const mixer = createRng(`pimc-positions/${variant}`);
  const mixed: Bot = (input) => (mixer.int(3) === 0 ? randomBot : baselineBot)(input);
  const out: MatchState[] = [];
  for (let d = 0; d < deals; d++) {
    const board = { seed: `pimc/${variant}/${d}`, dealer: seats[d % seats.length] };
    const bots = Object.fromEntries(seats.map((s) => [s, mixed]));
    playMatch({ variant, mode: "boards", boards: [board] }, bots, ({ state }) => {
      if (legalActions(state).length > 1) out.push(state);
    });
  }
  return out;
}

const isLegal = (action: Action, legal: readonly Action[]) => legal.some((a) => JSON.stringify(a) === JSON.stringify(action));

describe("the PIMC bot plays every game", () => {
  const DEALS: Record<VariantId, number> = {
    euchre: 40,
    "two-hand": 60,
    "bid-six": 25,
    "double-deck": 12,
    "three-hand": 50,
    railroad: 40,
    hasenpfeffer: 25,
    napoleon: 40,
  };
  for (const variant of VARIANT_IDS) {
    it(`${variant}: a legal action in every phase, the same one again for the same generator`, () => {
      const phases = new Set<string>();
      const all = decisions(variant, DEALS[variant]);
      // Every third decision of the play, every decision before it: the calls are the rarer.
      const checked = all.filter((s, i) => s.current!.phase.kind !== "play" || i % 3 === 0);
      for (const state of checked) {
        const seat = toMove(state)!;
        const legal = legalActions(state);
        const action = choice(state, 3);
        expect(isLegal(action, legal), `${seat} in ${state.current!.phase.kind}: ${JSON.stringify(action)}`).toBe(true);
        expect(choice(state, 3)).toEqual(action);
        phases.add(state.current!.phase.kind);
      }
      expect(checked.length).toBeGreaterThan(100);
      const expected = {
        euchre: ["bidding", "discard", "play"],
        "two-hand": ["bidding", "pickup", "discard", "play"],
        "bid-six": ["bidding", "declare", "play"],
        "double-deck": ["bidding", "exchange", "play"],
        "three-hand": ["bidding", "discard", "play"],
        railroad: ["bidding", "discard", "exchange", "play"],
        hasenpfeffer: ["bidding", "declare", "play"],
        napoleon: ["bidding", "play"],
      };
      expect([...phases].sort()).toEqual([...expected[variant]].sort());
    });
  }
});

describe("the double-deck auction search", () => {
  // Any fixed values will do: the test is that both searches see the same calls and endings.
  const value = (team: Team) => (c: Contract) => {
    const v = ((seatsOf("double-deck").indexOf(c.declarer) * 7 + c.bid! * 5 + c.denom.length * 3 + (c.alone ? 11 : 0)) % 19) - 9;
    return teamOf("double-deck", c.declarer) === team ? v : -v;
  };

  /** Minimax over the engine's own calls, memoized on what the rest of the auction depends on. */
  function engineValue(state: MatchState, team: Team, memo: Map<string, number>): number {
    const deal = state.current;
    if (deal === null || deal.index > 0) return 0; // thrown in: a game deals again
    if (deal.phase.kind !== "bidding") return value(team)(deal.contract!);
    let passes = 0;
    for (let i = deal.calls.length - 1; i >= 0 && deal.calls[i].action.type === "pass"; i--) passes++;
    const seat = toMove(state)!;
    const key = JSON.stringify([highBid(deal.calls), passes, seat]);
    const known = memo.get(key);
    if (known !== undefined) return known;
    const values = legalActions(state).map((a) => engineValue(step(state, seat, a), team, memo));
    const best = teamOf("double-deck", seat) === team ? Math.max(...values) : Math.min(...values);
    memo.set(key, best);
    return best;
  }

  const step = (state: MatchState, seat: Seat, a: Action) => {
    const next = apply(state, seat, a);
    if (!next.ok) throw new Error(next.error.code);
    return next.value;
  };

  const pass = { type: "pass" } as const;
  const bid = (tricks: number, denom: string) => ({ type: "bid", tricks, denom });
  const positions: [string, [Seat, unknown][]][] = [
    ["a bid of 10 to answer", [["N", bid(10, "H")]]],
    [
      "a bid of 11 and a pass behind it",
      [
        ["N", bid(10, "H")],
        ["E", pass],
        ["S", bid(11, "NT_HIGH")],
        ["W", pass],
      ],
    ],
    [
      "two passes behind a bid",
      [
        ["N", bid(9, "C")],
        ["E", pass],
        ["S", pass],
      ],
    ],
    [
      "three opening passes",
      [
        ["N", pass],
        ["E", pass],
        ["S", pass],
      ],
    ],
  ];
  for (const [name, calls] of positions) {
    it(`values each call as the engine's rules do: ${name}`, () => {
      const state = steps(dealFromHands({ variant: "double-deck", dealer: "W" }), ...calls);
      const seat = toMove(state)!;
      const team = teamOf("double-deck", seat);
      const auction = new Auction(team, value(team));
      const memo = new Map<string, number>();
      for (const a of legalActions(state)) {
        expect(auction.valueOfCall(state.current!.calls, seat, a), JSON.stringify(a)).toBe(engineValue(step(state, seat, a), team, memo));
      }
    });
  }
});

describe("harnessBot", () => {
  it("offers the site's levels and pimc:N, and the site's levels stay as they are", () => {
    expect(BOT_LEVELS).toEqual(["random", "baseline", "strong"]);
    for (const name of [...BOT_LEVELS, "pimc:5"]) expect(typeof harnessBot(name)).toBe("function");
    expect(() => harnessBot("pimc")).toThrow();
    expect(() => harnessBot("pimc:0")).toThrow();
  });

  it("mixes players by phase: mix(random|play=baseline) plays the baseline's cards and makes random calls", () => {
    const mix = harnessBot("mix(random|play=baseline)");
    const phases = new Set<string>();
    playMatch(
      { variant: "euchre", mode: "boards", boards: [{ seed: "mix", dealer: "N" }] },
      Object.fromEntries(seatsOf("euchre").map((s) => [s, mix])),
      ({ seat, phase, action, state }) => {
        const v = view(state, seat);
        const input = () => ({ view: v, legal: v.legal, rng: rngFor(state) });
        if (v.legal.length < 2) return;
        phases.add(phase);
        expect(action).toEqual((phase === "play" ? baselineBot : randomBot)(input()));
      },
    );
    expect([...phases].sort()).toEqual(expect.arrayContaining(["bidding", "play"]));
  });
});
