import { describe, expect, it } from "vitest";
import {
  apply,
  createRng,
  effectiveSuit,
  newMatch,
  seatsOf,
  toMove,
  variantInfo,
  view,
  VARIANT_IDS,
  type Action,
  type Card,
  type DealState,
  type MatchState,
  type Seat,
  type Rng,
  type VariantId,
  type VariantOptions,
  JOKER,
  SEATS,
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
function* positions(variant: VariantId, deals: number, options: VariantOptions = {}): Generator<MatchState> {
  const seats = seatsOf(variant);
  const mixer = createRng(`positions/${variant}`);
  for (let d = 0; d < deals; d++) {
    const started = newMatch({ variant, mode: "boards", boards: [{ seed: `${variant}/${d}`, dealer: seats[d % seats.length] }], options });
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
  // Standard Euchre's options (docs/rules.md §2.10): the joker (the blind call under a turned one
  // too), the forced Canadian loner and the 7s and 8s, in every phase.
  it("euchre with every option: every bot, every position of 150 deals", () => {
    let strongChecked = 0;
    let blind = 0;
    let i = 0;
    for (const state of positions("euchre", 150, { joker: true, canadianLoner: true, deck: 32 })) {
      const seat = toMove(state)!;
      const up = state.current!.upcard;
      const unseen = up?.card === JOKER && up.state === "up";
      if (unseen) blind++;
      for (const [name, bot] of BOTS) {
        if (name === "strong" && i % 4 !== 0 && !unseen) continue;
        const input = inputFor(state, seat);
        const action = bot(input);
        expect(isLegal(action, input.legal), `${name} at ${seat}: ${JSON.stringify(action)}`).toBe(true);
        if (name === "strong") strongChecked++;
      }
      i++;
    }
    expect(blind).toBeGreaterThan(0);
    expect(strongChecked).toBeGreaterThan(250);
  });

  const DEALS: Record<VariantId, number> = {
    euchre: 150,
    "two-hand": 250,
    "bid-six": 100,
    "double-deck": 40,
    "three-hand": 150,
    railroad: 150,
    hasenpfeffer: 100,
    napoleon: 150,
  };
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

/** A place whose cards `seat` cannot see: another seat's hand, the stock, another seat's discards. */
interface HiddenPlace {
  kind: "hand" | "stock" | "discards";
  get: (deal: DealState) => readonly Card[];
  put: (deal: DealState, cards: Card[]) => DealState;
}

function hiddenPlaces(deal: DealState, seat: Seat): HiddenPlace[] {
  const places: HiddenPlace[] = SEATS.filter((s) => s !== seat).map((s) => ({
    kind: "hand",
    get: (d) => d.hands[s],
    put: (d, cards) => ({ ...d, hands: { ...d.hands, [s]: cards } }),
  }));
  places.push({ kind: "stock", get: (d) => d.stock, put: (d, cards) => ({ ...d, stock: cards }) });
  deal.discards.forEach((own, i) => {
    if (own.seat === seat) return;
    const put = (d: DealState, cards: Card[]) => ({ ...d, discards: d.discards.map((x, j) => (j === i ? { seat: own.seat, cards } : x)) });
    places.push({ kind: "discards", get: (d) => d.discards[i].cards, put });
  });
  return places;
}

/**
 * The same deal with cards swapped between pairs of hidden places of every kind (two hands, a
 * hand and the stock, a hand and the discards, the stock and the discards), by cards of different
 * effective suits where there are any, so suit lengths change. `swaps` names the kinds swapped.
 */
function withHiddenSwaps(state: MatchState, seat: Seat, rng: Rng): { twin: MatchState; swaps: string[] } {
  let deal = state.current!;
  const denom = deal.contract?.denom ?? "NT_HIGH";
  const { ranking } = variantInfo(state.setup.variant);
  // Before trump is named the joker (hasenpfeffer, railroad) has no suit: it counts as one of its own.
  const suitIn = (c: Card) => (c === JOKER && !deal.contract ? JOKER : effectiveSuit(c, denom, ranking));
  // The taken up-card is known to be the dealer's (until its discard); everything else can move.
  const taken = deal.upcard?.state === "taken" ? deal.upcard.card : null;
  const movable = (cards: readonly Card[]) => cards.filter((c) => c !== taken);
  const swaps: string[] = [];
  const places = hiddenPlaces(deal, seat);
  for (const [i, a] of places.entries()) {
    for (const b of places.slice(i + 1)) {
      const fromA = movable(a.get(deal));
      const fromB = movable(b.get(deal));
      if (fromA.length === 0 || fromB.length === 0) continue;
      const ca = fromA[rng.int(fromA.length)];
      const differ = fromB.filter((c) => suitIn(c) !== suitIn(ca));
      const cb = differ.length > 0 ? differ[rng.int(differ.length)] : fromB[rng.int(fromB.length)];
      if (ca === cb) continue;
      const swap = (cards: readonly Card[], from: Card, to: Card) => {
        const out = [...cards];
        out[out.indexOf(from)] = to;
        return out;
      };
      deal = b.put(a.put(deal, swap(a.get(deal), ca, cb)), swap(b.get(deal), cb, ca));
      const kinds = [a.kind, b.kind].sort().join("-");
      swaps.push(differ.length > 0 ? `${kinds}, suits differ` : kinds);
    }
  }
  return { twin: { ...state, current: deal }, swaps };
}

describe("bots decide from their own view only", () => {
  const DEALS: Record<VariantId, number> = {
    euchre: 20,
    "two-hand": 60,
    "bid-six": 20,
    "double-deck": 15,
    "three-hand": 25,
    railroad: 30,
    hasenpfeffer: 20,
    napoleon: 25,
  };
  /** Phases each game reaches, and how many decisions (more than one legal action) each must get. */
  const PHASES: Record<VariantId, Record<string, number>> = {
    euchre: { bidding: 40, discard: 10, play: 100 },
    "two-hand": { bidding: 100, pickup: 5, discard: 20, play: 200 },
    "bid-six": { bidding: 50, declare: 10, play: 100 },
    "double-deck": { bidding: 50, exchange: 10, play: 100 },
    "three-hand": { bidding: 40, discard: 10, play: 100 },
    railroad: { bidding: 40, discard: 10, exchange: 5, play: 100 },
    hasenpfeffer: { bidding: 50, declare: 10, play: 100 },
    napoleon: { bidding: 50, play: 100 },
  };
  /** Kinds of swap each game must make with cards of different suits. */
  const KINDS: Record<VariantId, string[]> = {
    euchre: ["hand-hand", "hand-stock", "discards-hand", "discards-stock"],
    "two-hand": ["hand-stock", "discards-hand", "discards-stock"],
    "bid-six": ["hand-hand"],
    "double-deck": ["hand-hand", "discards-hand"],
    "three-hand": ["hand-hand", "hand-stock", "discards-hand", "discards-stock"],
    railroad: ["hand-hand", "hand-stock", "discards-hand", "discards-stock"],
    hasenpfeffer: ["hand-hand", "hand-stock"],
    napoleon: ["hand-hand", "hand-stock"],
  };
  for (const variant of VARIANT_IDS) {
    it(`${variant}: hidden cards swapped between hands, stock and discards do not change the action`, () => {
      const rng = createRng(`swaps/${variant}`);
      const compared: Record<string, number> = {};
      const kinds = new Set<string>();
      for (const state of positions(variant, DEALS[variant])) {
        const seat = toMove(state)!;
        const { twin, swaps } = withHiddenSwaps(state, seat, rng);
        const input = inputFor(state, seat);
        // (Double deck: later swaps can undo earlier ones, both copies of a card being equal.)
        if (swaps.length === 0 || input.legal.length < 2 || JSON.stringify(twin.current) === JSON.stringify(state.current)) continue;
        // The definition of hidden: the bot's input is the same.
        expect(inputFor(twin, seat).view).toEqual(input.view);
        for (const [name, bot] of BOTS) {
          expect(bot(inputFor(twin, seat)), `${name} at ${seat}, ${swaps.join("; ")}`).toEqual(bot(inputFor(state, seat)));
        }
        const phase = state.current!.phase.kind;
        compared[phase] = (compared[phase] ?? 0) + 1;
        for (const s of swaps) kinds.add(s);
      }
      for (const [phase, least] of Object.entries(PHASES[variant])) expect(compared[phase] ?? 0, phase).toBeGreaterThanOrEqual(least);
      expect(Object.keys(compared).sort()).toEqual(Object.keys(PHASES[variant]).sort());
      for (const kind of KINDS[variant]) expect([...kinds], kind).toContain(`${kind}, suits differ`);
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
