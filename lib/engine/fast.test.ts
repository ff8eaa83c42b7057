// The fast path against the public API on random deals of every game: same legal plays, same
// trick winners, same tricks won; and undo restores every position exactly.
import { describe, expect, test } from "vitest";
import { cardIndex } from "./cards";
import { FastDeal, cardsOf, positionFromView, positionOf, seatIndex } from "./fast";
import { apply, legalActions, newMatch, toMove } from "./match";
import { randomAction } from "./random-player";
import { createRng } from "./rng";
import { VARIANT_IDS, type MatchState, type VariantId } from "./types";
import { view } from "./view";

const DEALS = 150;

const position = (f: FastDeal) => JSON.stringify([[...f.one], [...f.two], [...f.won], f.turn, f.leader, f.trickLen, f.legalMask()]);
const snapshot = (f: FastDeal) => `${position(f)} ply ${f.ply}`;

function checkDeal(variant: VariantId, seed: string) {
  const rng = createRng(seed);
  let s: MatchState = (newMatch({ variant, mode: "boards", boards: [{ seed, dealer: "S" }] }) as { value: MatchState }).value;
  while (s.current && s.current.phase.kind !== "play") s = (apply(s, toMove(s)!, randomAction(s, rng)) as { value: MatchState }).value;
  if (!s.current) return; // thrown in
  const fast = new FastDeal(variant).load(positionOf(s)!);
  const fromView = new FastDeal(variant);
  while (s.current) {
    const seat = toMove(s)!;
    expect(fast.turn).toBe(seatIndex(seat));
    const apiLegal = legalActions(s)
      .map((a) => (a.type === "play" ? a.card : "?"))
      .sort();
    expect(cardsOf(fast.legalMask()).sort()).toEqual(apiLegal);
    // A position rebuilt from the mover's view plus the true other hands is the same position.
    const others = Object.fromEntries(s.current.active.map((x) => [x, [...s.current!.hands[x]]]));
    fromView.load(positionFromView(view(s, seat), others)!);
    expect(position(fromView)).toEqual(position(fast));
    const before = snapshot(fast);
    const card = apiLegal[rng.int(apiLegal.length)];
    fast.play(cardIndex(card as never));
    fast.undo();
    expect(snapshot(fast)).toBe(before);
    fast.play(cardIndex(card as never));
    const deal = s.current;
    s = (apply(s, seat, { type: "play", card: card as never }) as { value: MatchState }).value;
    const after = s.current ?? s.past[s.past.length - 1];
    expect([...fast.won]).toEqual([...after.won]);
    if (after.tricks.length > deal.tricks.length) expect(fast.leader).toBe(seatIndex(after.tricks[after.tricks.length - 1].winner!));
  }
  expect(fast.done()).toBe(true);
}

describe.each(VARIANT_IDS)("fast path agrees with the API: %s", (variant) => {
  test(`${DEALS} random deals`, () => {
    for (let i = 0; i < DEALS; i++) checkDeal(variant, `fast/${variant}/${i}`);
  });
});

test("double-deck: two copies of a card are held and played one at a time", () => {
  const f = new FastDeal("double-deck");
  f.reset(4, 0b1111, 0);
  const ah = cardIndex("AH");
  f.give(0, ah);
  f.give(0, ah);
  expect(f.two[0]).toBe(1 << ah);
  f.play(ah);
  expect(f.one[0]).toBe(1 << ah);
  expect(f.two[0]).toBe(0);
});
