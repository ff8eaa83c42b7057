// What the calls reveal about hidden hands, as a misfit score for a sampled layout (0 = fits).
// A seat that passed a suit is unlikely to hold a hand a club player would call it with; a seat
// that called a suit likely holds one; a declarer who chose a trump suit holds at least two.
// The club player's count (the baseline's) is the model of how others call.

import type { Card, Seat, Suit } from "../../engine";
import { withUpcard } from "../baseline/calls";
import { handTricks } from "../baseline/evaluate";
import { isSuit, isTrump } from "../cards";
import type { Knowledge } from "../knowledge";

type Layout = Partial<Record<Seat, Card[]>>;

/** A call's count, by game: the baseline calls at this (partner included), see baseline/calls.ts. */
const CALL_AT = { euchre: 2.0, "two-hand": 2.8 } as const;
/** The up-card is worth about this much to the dealer's side when counting a round-1 call. */
const DEALER_SIDE = 0.4;
/** Room around the count: other players call a little higher or lower than the model. */
const PASS_SLACK = 0.3;
const CALL_SLACK = 0.6;
const DECLARER_TRUMPS = 2;

interface Constraint {
  seat: Seat;
  suit: Suit;
  /** Count a seat that passed stays under / a seat that called reaches. */
  below?: number;
  atLeast?: number;
  /** The seat would have taken the up-card (a dealer counting a round-1 order). */
  withUp: boolean;
}

/** The count at which the club player in `seat` calls (trump-making games only). */
export function callsAt(k: Knowledge, seat: Seat, roundOne: boolean): number | undefined {
  const base = CALL_AT[k.variant as keyof typeof CALL_AT];
  if (base === undefined || !roundOne) return base;
  return base - (seat === k.deal.dealer ? 0 : sameSide(k, seat) ? DEALER_SIDE : -DEALER_SIDE);
}

/** The constraints the auction puts on the other seats (trump-making games only). */
function auctionConstraints(k: Knowledge): Constraint[] {
  const up = k.deal.upcard?.card;
  if (callsAt(k, k.seat, false) === undefined || !up) return [];
  const turned = up[1] as Suit;
  const out: Constraint[] = [];
  k.deal.calls.forEach(({ seat, action }, i) => {
    if (seat === k.seat) return;
    const roundOne = i < k.seats.length;
    const at = callsAt(k, seat, roundOne)!;
    const withUp = roundOne && seat === k.deal.dealer;
    if (action.type === "pass") {
      const suits = roundOne ? [turned] : (["S", "H", "D", "C"] as Suit[]).filter((s) => s !== turned);
      for (const suit of suits) out.push({ seat, suit, below: at + PASS_SLACK, withUp });
    } else if (action.type === "order") out.push({ seat, suit: turned, atLeast: at - CALL_SLACK, withUp: false });
    else if (action.type === "name") out.push({ seat, suit: action.suit, atLeast: at - CALL_SLACK, withUp: false });
  });
  return out;
}

/** Whether `seat` plays on the dealer's side. */
function sameSide(k: Knowledge, seat: Seat): boolean {
  const i = k.seats.indexOf(seat);
  const d = k.seats.indexOf(k.deal.dealer);
  return (i - d) % 2 === 0;
}

/** Scores how badly a layout of the hidden cards contradicts the calls. */
export function misfitFor(k: Knowledge): (hands: Layout) => number {
  const constraints = auctionConstraints(k);
  const playedBy = new Map<Seat, Card[]>();
  for (const t of k.deal.trick ? [...k.deal.tricks, k.deal.trick] : k.deal.tricks) {
    for (const p of t.plays) playedBy.set(p.seat, [...(playedBy.get(p.seat) ?? []), p.card]);
  }
  const contract = k.contract;
  const declarer = contract && isSuit(contract.denom) && contract.declarer !== k.seat ? contract.declarer : null;
  const up = k.deal.upcard?.card;
  return (hands) => {
    // The hand each seat held at the calls: what it holds now and what it has played.
    const held = (seat: Seat) => [...(hands[seat] ?? []), ...(playedBy.get(seat) ?? [])];
    let misfit = 0;
    for (const c of constraints) {
      if (!hands[c.seat]) continue;
      const hand = c.withUp && up ? withUpcard(held(c.seat), up, c.suit) : held(c.seat);
      const count = handTricks(hand, c.suit);
      if (c.below !== undefined) misfit += Math.max(0, count - c.below);
      if (c.atLeast !== undefined) misfit += Math.max(0, c.atLeast - count);
    }
    if (declarer && hands[declarer]) {
      const trumps = held(declarer).filter((c) => isTrump(c, contract!.denom)).length;
      misfit += Math.max(0, DECLARER_TRUMPS - trumps);
    }
    return misfit;
  };
}
