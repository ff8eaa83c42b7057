import { describe, expect, it } from "vitest";
import {
  seatsOf,
  VARIANT_IDS,
  apply,
  createRng,
  newMatch,
  redactEntry,
  toMove,
  view,
  type Action,
  type DealView,
  type MatchState,
  type PlayerView,
  type ViewEntry,
} from "@/lib/engine";
import { randomAction } from "@/lib/engine/random-player";
import { auctionOf, dealEvents, dealStart, framesBetween, handWithout, openingFrames, type Frame } from "./frames";
import { shownContract } from "./trump-chip";

// Plays boards with random players as the server does (South acts, then every bot until South's
// turn again) and checks, at every turn of South's, what the table would show.

const sorted = <T>(xs: T[]) => [...xs].sort();
const tricksOf = (d: DealView) => [...d.tricks, ...(d.trick ? [d.trick] : [])].filter((t) => t.plays.length > 0);

/** What the person sees of a deal: the frame's replay must end exactly on the view. */
function shown(d: DealView) {
  return {
    index: d.index,
    hand: sorted(d.hand),
    counts: d.counts,
    calls: d.calls,
    contract: d.contract,
    upcard: d.upcard,
    tricks: tricksOf(d),
    won: d.won,
  };
}

function play(
  variant: (typeof VARIANT_IDS)[number],
  seed: string,
  check: (s: { before: MatchState; prev: PlayerView; next: PlayerView; events: ViewEntry[] }) => void,
) {
  const rng = createRng(seed);
  const seats = seatsOf(variant);
  const boards = [0, 1, 2, 3].map((i) => ({ seed: `${seed}:${i}`, dealer: seats[i % seats.length]! }));
  const setup = { variant, mode: "boards" as const, boards };
  const started = newMatch(setup);
  if (!started.ok) throw new Error(started.error.message);
  let state = started.value;
  const step = (a: Action) => {
    const seat = toMove(state)!;
    const r = apply(state, seat, a);
    if (!r.ok) throw new Error(r.error.message);
    state = r.value;
    return redactEntry({ seat, action: a }, "S")!;
  };
  const bots = () => {
    const events: ViewEntry[] = [];
    while (!state.over && toMove(state) !== "S") events.push(step(randomAction(state, rng)));
    return events;
  };
  bots();
  while (!state.over) {
    const before = state;
    const prev = view(state, "S");
    const events = [step(randomAction(state, rng)), ...bots()];
    check({ before, prev, next: view(state, "S"), events });
  }
}

const cases = VARIANT_IDS.flatMap((v) => ["a", "b", "c", "d", "e", "f"].map((s) => [v, `${v}-${s}`] as const));

describe("frames", () => {
  it.each(cases)("%s (%s): a deal rebuilt from its view starts with the hands as dealt and the up-card face up", (variant, seed) => {
    let checked = 0;
    play(variant, seed, ({ before, prev }) => {
      const deal = prev.deal!;
      const start = dealStart(deal, dealEvents(deal), prev.seats);
      expect(sorted(start.hand)).toEqual(sorted([...before.current!.dealt.S]));
      for (const s of prev.seats) expect(start.counts[s], s).toBe(before.current!.dealt[s].length);
      expect(start.calls).toEqual([]);
      expect(start.trick).toBeNull();
      if (deal.upcard) expect(start.upcard).toEqual({ card: deal.upcard.card, state: "up" });
      checked++;
    });
    expect(checked).toBeGreaterThan(4);
  });

  it.each(cases)("%s (%s): the frames between two answers end on the new view, the board's result shown between deals", (variant, seed) => {
    play(variant, seed, ({ prev, next, events }) => {
      const frames = framesBetween(prev, next, events);
      expect(frames.length).toBeGreaterThanOrEqual(1);
      const newDeal = next.deal && next.deal.index !== prev.deal!.index;
      // a new deal in which nothing happened yet needs no frame: the view itself shows it
      if (next.deal && (!newDeal || dealEvents(next.deal).length > 0)) {
        const last = frames[frames.length - 1]!;
        expect(shown(last.deal)).toEqual(shown(next.deal));
        expect(last.auction).toEqual(auctionOf(next.deal));
      }
      if (newDeal || !next.deal) {
        const end = frames.find((f) => f.result?.index === next.lastDeal!.result.index);
        expect(end).toBeDefined();
        // the calls the table showed through the deal are the ones the view keeps for the score sheet
        if (next.results.length === prev.results.length + 1) expect(end!.auction).toEqual(next.auctions[next.auctions.length - 1]);
      }
      if (newDeal && dealEvents(next.deal!).length > 0) {
        // the new deal opens as dealt, then shows each of its calls in turn
        const first = frames.findIndex((f) => f.deal.index === next.deal!.index);
        expect(frames[first]!.event).toBeNull();
        expect(frames[first]!.deal.calls).toEqual([]);
        const calls = frames.slice(first).flatMap((f: Frame) => (f.event && f.event.action.type !== "play" ? [f.event] : []));
        expect(calls).toEqual(auctionOf(next.deal!));
      }
    });
  });

  it.each(cases)("%s (%s): the cards that leave the hand at the click are the ones the answer's first frame has left", (variant, seed) => {
    let checked = 0;
    play(variant, seed, ({ prev, next, events }) => {
      const sent = events[0]!.action as Action;
      const first = framesBetween(prev, next, events)[0];
      // (a deal South sits out entirely in between is summed up by its result, over the deal before it as it was)
      if (!["play", "discard", "exchange"].includes(sent.type) || first?.event?.seat !== "S") return;
      expect(sorted(handWithout(prev.deal!.hand, sent))).toEqual(sorted(first.deal.hand));
      checked++;
    });
    expect(checked).toBeGreaterThan(4);
  });

  it.each(cases)("%s (%s): a freshly loaded game shows a deal South has not acted in from its start", (variant, seed) => {
    play(variant, seed, ({ next }) => {
      if (!next.deal) return;
      const frames = openingFrames(next);
      const events = dealEvents(next.deal);
      const southActed = events.some((e) => e.seat === "S");
      if (!southActed && events.length > 0) {
        expect(frames[0]!.event).toBeNull();
        expect(frames[0]!.deal.calls).toEqual([]);
        expect(frames.filter((f) => f.event).map((f) => f.event)).toEqual(events);
      }
      if (southActed) expect(frames.every((f) => f.event?.seat !== "S")).toBe(true);
      if (frames.length > 0) expect(shown(frames[frames.length - 1]!.deal)).toEqual(shown(next.deal));
    });
  });

  it.each(cases)("%s (%s): through the play the felt shows who made trump, and trump once a card has set it", (variant, seed) => {
    let checked = 0;
    play(variant, seed, ({ next }) => {
      const deal = next.deal;
      if (deal?.phase !== "play") return;
      const shown = shownContract(deal);
      expect(shown).not.toBeNull();
      const led = deal.tricks.length > 0 || (deal.trick?.plays.length ?? 0) > 0;
      // Napoleon's bidder leads before there is a trump: the chip says so rather than staying empty
      expect(shown!.denom).toBe(deal.contract?.denom ?? null);
      expect(shown!.denom === null).toBe(variant === "napoleon" && !led);
      checked++;
    });
    expect(checked).toBeGreaterThan(0);
  });
});
