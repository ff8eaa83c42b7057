import { describe, expect, it } from "vitest";
import { apply, createRng, SEATS, view, type Action, type Card, type MatchState, type Seat } from "../engine";
import { dealFromHands } from "../engine/testing";
import { know } from "./knowledge";
import { needsOf, sampleHands } from "./strong/sample";

function play(state: MatchState, moves: [Seat, Action][]): MatchState {
  for (const [seat, action] of moves) {
    const next = apply(state, seat, action);
    if (!next.ok) throw new Error(`${seat} ${JSON.stringify(action)}: ${next.error.message}`);
    state = next.value;
  }
  return state;
}

/** Where `seat`'s sampled layouts put `card`, over many samples: seat → times. */
function whereSampled(state: MatchState, seat: Seat, card: Card): Partial<Record<Seat | "away", number>> {
  const k = know(view(state, seat));
  const out: Partial<Record<Seat | "away", number>> = {};
  for (let i = 0; i < 200; i++) {
    const hands = sampleHands(
      k.unseen,
      needsOf(k, k.deal.active),
      { denom: k.contract!.denom, ranking: k.ranking },
      createRng(`where/${i}`),
    );
    const holder = (Object.keys(hands) as Seat[]).find((s) => hands[s]!.includes(card)) ?? "away";
    out[holder] = (out[holder] ?? 0) + 1;
  }
  return out;
}

describe("the picked-up up-card", () => {
  const dealer = ["JH", "JD", "AH", "KH", "AS"];

  it("euchre: the dealer holds it, also after its discard, until it shows a void in trump", () => {
    const start = dealFromHands({
      variant: "euchre",
      dealer: "S",
      hands: { S: ["AS", "KS", "AC", "KC", "AD"], W: ["QH", "9S", "TS", "QS", "JS"] },
      upcard: "9H",
    });
    const taken = play(start, [["W", { type: "order" }]]);
    expect(know(view(taken, "W")).known.S).toEqual(["9H"]);

    // A dealer discards the trump it picked up only when the rest of its hand is better: rare, and
    // the other seats cannot see it, so they count it as held.
    const discarded = play(taken, [["S", { type: "discard", card: "9H" }]]);
    expect(know(view(discarded, "W")).known.S).toEqual(["9H"]);
    expect(whereSampled(discarded, "W", "9H")).toEqual({ S: 200 });
    // The dealer itself knows where it went.
    expect(know(view(discarded, "S")).unseen).not.toContain("9H");

    // W leads trump and S cannot follow with the 9H it was counted to hold: it was the discard,
    // face down, and never in any hand.
    let state = play(discarded, [["W", { type: "play", card: "QH" }]]);
    for (const seat of ["N", "E"] as const) state = play(state, [[seat, view(state, seat).legal[0]]]);
    state = play(state, [["S", { type: "play", card: "AS" }]]);
    const k = know(view(state, "W"));
    expect(k.known.S ?? []).toEqual([]);
    expect(k.buried).toEqual(["9H"]);
    expect(whereSampled(state, "W", "9H")).toEqual({ away: 200 });
  });

  it("euchre: once the dealer plays it, it is neither known nor unseen", () => {
    const start = dealFromHands({ variant: "euchre", dealer: "S", hands: { S: dealer, W: ["QH", "9S", "TS", "QS", "KS"] }, upcard: "9H" });
    const first = (state: MatchState, seat: Seat): Action => view(state, seat).legal[0];
    let state = play(start, [
      ["W", { type: "order" }],
      ["S", { type: "discard", card: "AS" }],
      ["W", { type: "play", card: "QH" }],
    ]);
    state = play(state, [["N", first(state, "N")]]);
    state = play(state, [["E", first(state, "E")]]);
    state = play(state, [["S", { type: "play", card: "9H" }]]);
    const k = know(view(state, "W"));
    expect(k.known.S ?? []).toEqual([]);
    expect(k.buried).toEqual([]);
    expect(k.unseen).not.toContain("9H");
  });

  it("two-hand: a dealer who chose to take it holds it after its discard", () => {
    const start = dealFromHands({ variant: "two-hand", dealer: "S", hands: { S: dealer }, upcard: "9H" });
    const taken = play(start, [
      ["N", { type: "order" }],
      ["S", { type: "pickup", take: true }],
    ]);
    expect(know(view(taken, "N")).known.S).toEqual(["9H"]);
    const discarded = play(taken, [["S", { type: "discard", card: "AS" }]]);
    expect(know(view(discarded, "N")).known.S).toEqual(["9H"]);
    expect(whereSampled(discarded, "N", "9H")).toEqual({ S: 200 });
  });
});

describe("hasenpfeffer's forced bid", () => {
  // S deals; everyone passes, so E, who holds the joker, must bid 3 (docs/rules.md §11.4).
  const start = () =>
    dealFromHands({
      variant: "hasenpfeffer",
      hands: { E: ["JK", "9S", "TS", "9H", "TH", "9D"], S: ["AS", "KS", "AH", "KH", "AD", "KD"] },
    });
  const passes: [Seat, Action][] = [...SEATS.slice(3), ...SEATS.slice(0, 3)].map((s) => [s, { type: "pass" }]);

  it("shows every other seat that the bidder holds the joker, until it is played", () => {
    const forced = play(start(), [...passes, ["E", { type: "bid", tricks: 3 }], ["E", { type: "declare", denom: "C" }]]);
    expect(know(view(forced, "S")).known.E).toEqual(["JK"]);
    expect(know(view(forced, "S")).unseen).not.toContain("JK");
    expect(whereSampled(forced, "S", "JK")).toEqual({ E: 200 });
    expect(know(view(forced, "E")).known.E).toBeUndefined();
    expect(know(view(play(forced, [["E", { type: "play", card: "JK" }]]), "S")).known.E).toEqual([]);
  });

  it("an ordinary bid shows nothing of the joker", () => {
    const bid = play(start(), [["W", { type: "bid", tricks: 3 }], ...passes.slice(1), ["W", { type: "declare", denom: "C" }]]);
    expect(know(view(bid, "S")).known.E).toBeUndefined();
    expect(know(view(bid, "S")).unseen).toContain("JK");
  });
});
