// Napoleon by sampled solves (docs/rules.md §12). The bidder leads and its first card makes
// trumps, so a suit's worth to a leader is the best of its own cards of that suit, solved with
// that suit as trumps. The auction plays each bid out so on the sampled layouts; the first lead
// values each card with its own suit as trumps.

import { highBid, SUITS, teamOf, variantInfo, type Action, type Card, type Contract, type Rng, type Seat, type Suit } from "../../engine";
import type { Knowledge } from "../knowledge";
import { netPoints } from "../outcome";
import type { MoveValue } from "../solver/solver";
import { solver } from "./budget";
import { averages } from "./calls";

/**
 * A bid is made when its average net points beat passing by this much: double-dummy play
 * flatters a bidder who sees every hand, and a bid that fails pays each of three players.
 */
export const NAP_BID_MARGIN = 4;
/**
 * Each sampled layout costs up to eight solves here (four trump suits for this seat, four for a
 * standing bidder): a share of the usual budget keeps a call's mean within 10 ms.
 */
const BUDGET_SHARE = 0.6;

type Layout = Partial<Record<Seat, Card[]>>;

const contractOf = (declarer: Seat, denom: Suit, bid: number): Contract => ({ declarer, denom, bid, alone: false });

/** The value of each of the leader's cards to the leader's side, with that card's suit as trumps, played out on `hands`. */
export function leadValues(k: Knowledge, hands: Layout, leader: Seat): MoveValue[] {
  const seats = k.seats;
  const held = hands[leader]!;
  return SUITS.filter((suit) => held.some((c) => c[1] === suit)).flatMap((suit) => {
    const contract = contractOf(leader, suit, 3);
    const spec = {
      denom: suit,
      ranking: k.ranking,
      hands: seats.map((s) => hands[s]!),
      teams: seats.map((s) => teamOf(k.variant, s, contract)),
      leader: seats.indexOf(leader),
      trick: [],
    };
    return solver.moveValues(spec, { doubleDeck: false }).filter((v) => v.card[1] === suit);
  });
}

/** The most tricks `leader` takes with each suit it holds as trumps (its best card of the suit leading). */
function bestBySuit(k: Knowledge, hands: Layout, leader: Seat): Map<Suit, number> {
  const best = new Map<Suit, number>();
  for (const { card, tricks } of leadValues(k, hands, leader)) {
    const suit = card[1] as Suit;
    best.set(suit, Math.max(best.get(suit) ?? 0, tricks));
  }
  return best;
}

/** A bid or a pass, by the average net points of each over the same sampled layouts. */
export function napoleonAuction(k: Knowledge, legal: readonly Action[], rng: Rng, scale = 1): Action {
  const values = napoleonBidValues(k, legal, rng, scale * BUDGET_SHARE);
  const pass = legal.findIndex((a) => a.type === "pass");
  let best = pass;
  legal.forEach((a, i) => {
    if (a.type === "bid" && values[i] >= values[pass] + NAP_BID_MARGIN && values[i] > values[best]) best = i;
  });
  return legal[best];
}

/**
 * Each legal action's average net points. A bid: the best trump suit for it over the samples; a
 * pass: nothing, or, under another's bid, that bidder's best suit played out against this seat.
 */
export function napoleonBidValues(k: Knowledge, legal: readonly Action[], rng: Rng, scale = 1): number[] {
  const high = highBid(k.deal.calls);
  const suits = SUITS.filter((s) => k.hand.some((c) => c[1] === s));
  const bids = legal.map((a) => (a.type === "bid" ? a.tricks : null));
  // Per sample: one value per (bid, suit), then the pass's.
  const candidates = [...bids.flatMap((bid, i) => (bid === null ? [] : suits.map((suit) => ({ i, bid, suit })))), null];
  let cached: { hands: Layout; mine: Map<Suit, number>; theirs: number } | null = null;
  const value = (c: (typeof candidates)[number], hands: Layout): number => {
    if (cached?.hands !== hands)
      cached = { hands, mine: bestBySuit(k, hands, k.seat), theirs: high ? bidderTricks(k, hands, high.seat) : 0 };
    if (c === null) {
      if (!high) return 0;
      // The standing bidder's suit is its own choice; the score reads only the bid and the tricks.
      const contract = contractOf(high.seat, SUITS[0], high.tricks);
      return netPoints(k.variant, contract, teamOf(k.variant, k.seat, contract), variantInfo(k.variant).tricksPerDeal - cached.theirs);
    }
    const contract = contractOf(k.seat, c.suit, c.bid);
    return netPoints(k.variant, contract, teamOf(k.variant, k.seat, contract), cached.mine.get(c.suit)!);
  };
  const averaged = averages(k, rng, candidates, value, scale);
  return legal.map((a, i) => {
    if (a.type === "pass") return averaged[averaged.length - 1];
    return Math.max(...candidates.flatMap((c, j) => (c !== null && c.i === i ? [averaged[j]] : [])));
  });
}

/** Tricks another bidder takes with its best trump suit on `hands`. */
function bidderTricks(k: Knowledge, hands: Layout, bidder: Seat): number {
  return Math.max(...bestBySuit(k, hands, bidder).values());
}
