import { describe, expect, it } from "vitest";
import {
  apply,
  createRng,
  newMatch,
  partnerOf,
  seatsOf,
  toMove,
  variantInfo,
  view,
  type Action,
  type Card,
  type MatchState,
  type Seat,
  type VariantId,
} from "../../engine";
import { removeAll } from "../cards";
import { rngFor } from "../harness";
import { baselineBot } from "../baseline";
import { doubleDeckCallBy, type DoubleDeckCount } from "../baseline/calls";
import { know } from "../knowledge";
import { strongBot } from ".";
import { strongDoubleDeckCount } from "./auction";
import TABLE from "./auction-table.json";
import { CONTEXT_FEATURES, HAND_FEATURES } from "./features";

const decide = (state: MatchState, seat: Seat): Action => {
  const v = view(state, seat);
  return strongBot({ view: v, legal: v.legal, rng: rngFor(state) });
};
const isLegal = (action: Action, legal: readonly Action[]) => legal.some((a) => JSON.stringify(a) === JSON.stringify(action));

function start(variant: VariantId, seed: string, dealer: Seat): MatchState {
  const started = newMatch({ variant, mode: "boards", boards: [{ seed, dealer }] });
  if (!started.ok) throw new Error(started.error.message);
  return started.value;
}

/**
 * Every auction, declaration and exchange position of `deals` deals, reached by a random mix of
 * random calls, baseline calls and (double deck) lone hands so that the exchange comes up.
 */
function* callPositions(variant: VariantId, deals: number): Generator<[MatchState, Seat]> {
  const seats = seatsOf(variant);
  const mixer = createRng(`auction-positions/${variant}`);
  for (let d = 0; d < deals; d++) {
    let state = start(variant, `auction/${variant}/${d}`, seats[d % seats.length]);
    for (let seat = toMove(state); seat && state.current!.phase.kind !== "play"; seat = toMove(state)) {
      yield [state, seat];
      const legal = view(state, seat).legal;
      const alone = legal.filter((a) => a.type === "alone");
      const roll = mixer.int(8);
      const action =
        roll === 0 && alone.length > 0
          ? alone[mixer.int(alone.length)]
          : roll < 3
            ? legal[mixer.int(legal.length)]
            : baselineBot({ view: view(state, seat), legal, rng: rngFor(state) });
      const next = apply(state, seat, action);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value;
    }
  }
}

/** The deal with `seat` holding `cards`; the other seats keep what they can and share the rest. */
function withHand(state: MatchState, seat: Seat, cards: readonly Card[]): MatchState {
  const deal = state.current!;
  const pool = removeAll(Object.values(deal.hands).flat(), cards);
  const others = (Object.keys(deal.hands) as Seat[]).filter((s) => s !== seat);
  const hands = { ...deal.hands, [seat]: [...cards] };
  for (const s of others) hands[s] = deal.hands[s].filter((c) => pool.includes(c) && removeAll(pool, [c]));
  for (const s of others) while (hands[s].length < deal.hands[s].length) hands[s].push(pool.pop()!);
  return { ...state, current: { ...deal, hands } };
}

describe("strong bid-game auctions", () => {
  for (const [variant, deals] of [
    ["bid-six", 800],
    ["double-deck", 600],
  ] as const) {
    it(`${variant}: every call, declaration and exchange of ${deals} deals is legal and repeatable`, () => {
      const phases: Record<string, number> = {};
      for (const [state, seat] of callPositions(variant, deals)) {
        const action = decide(state, seat);
        expect(isLegal(action, view(state, seat).legal), `${seat}: ${JSON.stringify(action)}`).toBe(true);
        expect(decide(state, seat)).toEqual(action);
        const phase = state.current!.phase.kind;
        phases[phase] = (phases[phase] ?? 0) + 1;
      }
      expect(phases.bidding).toBeGreaterThan(2000);
      if (variant === "bid-six") expect(phases.declare).toBe(deals);
      else expect(phases.exchange).toBeGreaterThan(50);
    });
  }

  it("bid-six: a hand of six certain tricks bids six; a strong hand opens high; a hand of middling cards passes", () => {
    const state = start("bid-six", "huge", "W"); // N speaks first
    // A bid of 5 would let an opponent take the contract with 6.
    expect(decide(withHand(state, "N", ["JS", "JC", "AS", "KS", "QS", "TS"]), "N")).toEqual({ type: "bid", tricks: 6 });
    expect(decide(withHand(state, "N", ["JH", "JD", "AH", "KH", "QH", "TH"]), "N")).toEqual({ type: "bid", tricks: 6 });
    const strong = decide(withHand(state, "N", ["JS", "JC", "AS", "KS", "9S", "AH"]), "N");
    expect(strong.type === "bid" && strong.tricks >= 4).toBe(true);
    expect(decide(withHand(state, "N", ["QS", "JH", "QD", "JC", "QH", "TD"]), "N")).toEqual({ type: "pass" });
  });

  it("bid-six: the declarer of a spade hand declares spades", () => {
    let state = start("bid-six", "declare", "W");
    state = withHand(state, "N", ["JS", "JC", "AS", "KS", "9H", "TD"]);
    for (const [seat, action] of [
      ["N", { type: "bid", tricks: 3 }],
      ["E", { type: "pass" }],
      ["S", { type: "pass" }],
      ["W", { type: "pass" }],
    ] as const) {
      const next = apply(state, seat, action);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value;
    }
    expect(decide(state, "N")).toEqual({ type: "declare", denom: "S" });
  });

  it("double deck: a hand of every spade honour goes alone in spades; a hand of low cards will not compete", () => {
    const opened = apply(start("double-deck", "huge", "N"), "E", { type: "bid", tricks: 4, denom: "H" });
    if (!opened.ok) throw new Error(opened.error.message);
    const huge: Card[] = ["JS", "JS", "JC", "JC", "AS", "AS", "KS", "KS", "QS", "QS", "AH", "AD"];
    expect(decide(withHand(opened.value, "S", huge), "S")).toEqual({ type: "alone", denom: "S" });
    const poor: Card[] = ["9S", "TS", "QS", "9H", "TH", "QH", "9D", "TD", "QD", "9C", "TC", "QC"];
    expect(decide(withHand(opened.value, "S", poor), "S")).toEqual({ type: "pass" });
  });

  // The analysis plays many auctions on one deal and counts each hand once (lib/analysis/values.ts).
  it("double deck: a seat's count at its first call, applied to the calls so far, gives each of its later calls", () => {
    const counts = new Map<string, DoubleDeckCount>();
    let later = 0;
    for (const [state, seat] of callPositions("double-deck", 200)) {
      if (state.current!.phase.kind !== "bidding") continue;
      const v = view(state, seat);
      const key = `${state.current!.seed}|${seat}`;
      const count = counts.get(key);
      if (!count) counts.set(key, strongDoubleDeckCount(know(v), v.legal));
      else later++;
      const by = doubleDeckCallBy(counts.get(key)!, state.current!.calls, partnerOf("double-deck", seat), v.legal);
      expect(by, `${key} after ${state.current!.calls.length} calls`).toEqual(decide(state, seat));
    }
    expect(later).toBeGreaterThan(150);
  });

  it("the committed table has a weight per feature, a spread per trick count and a rising lone curve", () => {
    for (const kind of ["trump", "sans"] as const) {
      const model = TABLE["bid-six"][kind];
      expect(model.weights).toHaveLength(HAND_FEATURES + CONTEXT_FEATURES);
      expect(model.spread).toHaveLength(variantInfo("bid-six").tricksPerDeal + 1);
      for (const sd of model.spread) expect(sd).toBeGreaterThan(0);
    }
    const lone = TABLE["double-deck"].lone;
    expect(lone.weights).toHaveLength(HAND_FEATURES);
    expect(lone.slope).toBeGreaterThan(0); // more tricks expected, more often all twelve
  });
});
