import { describe, expect, it } from "vitest";
import {
  apply,
  createRng,
  effectiveSuit,
  newMatch,
  seatsOf,
  toMove,
  view,
  VARIANT_IDS,
  type Action,
  type Card,
  type DealState,
  type MatchState,
  type Seat,
  type VariantId,
} from "../engine";
import { rngFor } from "./harness";
import { baselineBot, botFor, randomBot, strongBot, type Bot, type BotInput } from "./index";

const BOTS: [string, Bot][] = [
  ["random", randomBot],
  ["baseline", baselineBot],
  ["strong", strongBot],
];

const inputFor = (state: MatchState, seat: Seat): BotInput => {
  const v = view(state, seat);
  return { view: v, legal: v.legal, rng: rngFor(state) };
};

const isLegal = (action: Action, legal: readonly Action[]) => legal.some((a) => JSON.stringify(a) === JSON.stringify(action));

/**
 * Every position of `deals` deals of a game, reached by a random mix of the bots' own choices
 * (random play reaches odd positions; bot play reaches sensible ones).
 */
function* positions(variant: VariantId, deals: number): Generator<MatchState> {
  const seats = seatsOf(variant);
  const mixer = createRng(`positions/${variant}`);
  for (let d = 0; d < deals; d++) {
    const started = newMatch({ variant, mode: "boards", boards: [{ seed: `${variant}/${d}`, dealer: seats[d % seats.length] }] });
    if (!started.ok) throw new Error(started.error.message);
    let state = started.value;
    for (let seat = toMove(state); seat; seat = toMove(state)) {
      yield state;
      const driver = mixer.int(3) === 0 ? randomBot : baselineBot;
      const next = apply(state, seat, driver(inputFor(state, seat)));
      if (!next.ok) throw new Error(next.error.message);
      state = next.value;
    }
  }
}

describe("bots return a legal action", () => {
  const DEALS: Record<VariantId, number> = { euchre: 150, "two-hand": 250, "bid-six": 100, "double-deck": 40 };
  for (const variant of VARIANT_IDS) {
    it(`${variant}: every bot, every position of ${DEALS[variant]} deals`, () => {
      let checked = 0;
      let strongChecked = 0;
      let i = 0;
      for (const state of positions(variant, DEALS[variant])) {
        const seat = toMove(state)!;
        for (const [name, bot] of BOTS) {
          // The strong bot searches; it sees every fourth position to keep the suite quick.
          if (name === "strong" && i % 4 !== 0) continue;
          const input = inputFor(state, seat);
          const action = bot(input);
          expect(isLegal(action, input.legal), `${name} at ${seat}: ${JSON.stringify(action)}`).toBe(true);
          if (name === "strong") strongChecked++;
        }
        checked++;
        i++;
      }
      expect(checked).toBeGreaterThan(1000);
      expect(strongChecked).toBeGreaterThan(250);
    });
  }
});

describe("bots are deterministic", () => {
  for (const variant of VARIANT_IDS) {
    it(`${variant}: the same input and seed give the same action`, () => {
      let i = 0;
      for (const state of positions(variant, 3)) {
        if (i++ % 3 !== 0) continue;
        const seat = toMove(state)!;
        for (const [, bot] of BOTS) {
          expect(bot(inputFor(state, seat))).toEqual(bot(inputFor(state, seat)));
        }
      }
    });
  }
});

/** The same deal with two hidden cards of one effective suit swapped between two other seats. */
function withHiddenSwap(state: MatchState, seat: Seat): MatchState | null {
  const deal = state.current!;
  const denom = deal.contract?.denom ?? "NT_HIGH";
  const others = deal.active.filter((s) => s !== seat);
  for (const a of others) {
    for (const b of others) {
      if (a >= b) continue;
      for (const ca of deal.hands[a]) {
        const cb = deal.hands[b].find((c) => c !== ca && effectiveSuit(c, denom) === effectiveSuit(ca, denom));
        if (!cb || ca === deal.upcard?.card || cb === deal.upcard?.card) continue;
        const swap = (hand: readonly Card[], from: Card, to: Card) => hand.map((c) => (c === from ? to : c));
        const hands = { ...deal.hands, [a]: swap(deal.hands[a], ca, cb), [b]: swap(deal.hands[b], cb, ca) };
        const current: DealState = { ...deal, hands };
        return { ...state, current };
      }
    }
  }
  return null;
}

describe("bots decide from their own view only", () => {
  for (const variant of ["euchre", "bid-six", "double-deck"] as const) {
    it(`${variant}: hidden cards swapped between two other seats do not change the action`, () => {
      let compared = 0;
      let i = 0;
      for (const state of positions(variant, 6)) {
        if (i++ % 2 !== 0) continue;
        const seat = toMove(state)!;
        const twin = withHiddenSwap(state, seat);
        if (!twin) continue;
        expect(twin.current!.hands).not.toEqual(state.current!.hands);
        expect(view(twin, seat)).toEqual(view(state, seat));
        for (const [, bot] of BOTS) expect(bot(inputFor(twin, seat))).toEqual(bot(inputFor(state, seat)));
        compared++;
      }
      expect(compared).toBeGreaterThan(20);
    });
  }
});

describe("bot levels", () => {
  it("botFor names each bot", () => {
    expect(botFor("random")).toBe(randomBot);
    expect(botFor("baseline")).toBe(baselineBot);
    expect(botFor("strong")).toBe(strongBot);
  });

  it("a bot cannot be handed the full match state", () => {
    const started = newMatch({ variant: "euchre", mode: "boards", boards: [{ seed: "types", dealer: "S" }] });
    if (!started.ok) throw new Error(started.error.message);
    const state = started.value;
    const rng = createRng("types");
    // @ts-expect-error the match state is not a player view
    const whole: BotInput = { view: state, legal: [], rng };
    // @ts-expect-error nor is a view with the state's hidden parts spread into it
    const leaky: BotInput = { view: { ...view(state, "W"), current: state.current }, legal: [], rng };
    // @ts-expect-error nor a view that may reveal past deals' hands and seeds (a seed gives away later deals)
    const revealing: BotInput = { view: view(state, "W", { reveal: true }), legal: [], rng };
    const dealWithSeed = { ...view(state, "W").deal!, seed: state.current!.seed };
    // @ts-expect-error nor one whose deal carries its seed
    const seeded: BotInput = { view: { ...view(state, "W"), deal: dealWithSeed }, legal: [], rng };
    // @ts-expect-error nor one whose results carry the deals' seeds
    const results: BotInput = { view: { ...view(state, "W"), results: [...state.deals] }, legal: [], rng };
    const fair: BotInput = { view: view(state, "W"), legal: view(state, "W").legal, rng };
    expect([revealing, seeded, results]).toHaveLength(3);
    expect(whole.view).toHaveProperty("current");
    expect(leaky.view).toHaveProperty("current");
    expect(fair.view).not.toHaveProperty("current");
    expect(fair.view.deal).not.toHaveProperty("hands");
  });
});
