// What the calls reveal about hidden hands, as a misfit score for a sampled layout (0 = fits).
// A seat that passed is unlikely to hold a hand a club player would call or bid with; a seat
// that called or bid likely holds one; a declarer who chose a trump suit holds at least two.
// The club player's count (the baseline's) is the model of how others call and bid.

import {
  forcedBidder,
  highBid,
  isSuit,
  JOKER,
  partnerOf,
  SUITS,
  variantInfo,
  type Card,
  type Denomination,
  type LogEntry,
  type Seat,
  type Suit,
} from "../../engine";
import { bidValue, withUpcard, type BidGame } from "../baseline/calls";
import { handTricks } from "../baseline/evaluate";
import { NAP_CALL_AT, napTricks } from "../baseline/napoleon";
import { isTrump } from "../cards";
import type { Knowledge } from "../knowledge";

type Layout = Partial<Record<Seat, Card[]>>;

/** A call's count, by game: the baseline calls at this (partner included), see baseline/calls.ts. */
const CALL_AT = { euchre: 2.0, railroad: 2.0, "two-hand": 2.8, "three-hand": 3.2 } as const;
/** The up-card is worth about this much to the dealer's side when counting a round-1 call. */
const DEALER_SIDE = 0.4;
/** Room around the count: other players call a little higher or lower than the model. */
const PASS_SLACK = 0.3;
const CALL_SLACK = 0.6;
const DECLARER_TRUMPS = 2;
/**
 * Bid games: the denominations a seat counts its hand in (double deck has no sans low), and the
 * room around the count. Double-deck bids follow the count at both bot levels; the strong bot's
 * bid-six bids come from a learned table that bids a little above the count and passes hands
 * over it, and this room keeps about 95% of its calls fitting.
 */
const BID_GAMES = {
  "bid-six": { denoms: variantInfo("bid-six").denominations, callSlack: 0.7, passSlack: 0.9 },
  "double-deck": { denoms: variantInfo("double-deck").denominations, callSlack: CALL_SLACK, passSlack: PASS_SLACK },
  hasenpfeffer: { denoms: variantInfo("hasenpfeffer").denominations, callSlack: 0.7, passSlack: 0.9 },
} as const satisfies Record<string, { denoms: readonly Denomination[]; callSlack: number; passSlack: number }>;

interface Constraint {
  seat: Seat;
  /** The seat's count is its best in these. */
  denoms: readonly Denomination[];
  /** Count a seat that passed stays under / a seat that called reaches. */
  below?: number;
  atLeast?: number;
  /** The seat would have taken the up-card (a dealer counting a round-1 order). */
  withUp: boolean;
  /** How the seat's hand is counted in a denomination: the baseline's count unless the game has its own. */
  count?: (hand: readonly Card[], denom: Denomination) => number;
}

/** The count at which the club player in `seat` calls (trump-making games only). */
export function callsAt(k: Knowledge, seat: Seat, roundOne: boolean): number | undefined {
  const base = CALL_AT[k.variant as keyof typeof CALL_AT];
  if (base === undefined || !roundOne) return base;
  return base - (seat === k.deal.dealer ? 0 : seat === partnerOf(k.variant, k.deal.dealer) ? DEALER_SIDE : -DEALER_SIDE);
}

/** The constraints the auction puts on the other seats (trump-making games only). */
function trumpConstraints(k: Knowledge): Constraint[] {
  const up = k.deal.upcard?.card;
  // A turned joker's dealer names trump unseen: the call says nothing of the hand.
  if (callsAt(k, k.seat, false) === undefined || !up || up === JOKER) return [];
  const turned = up[1] as Suit;
  const out: Constraint[] = [];
  k.deal.calls.forEach(({ seat, action }, i) => {
    if (seat === k.seat) return;
    const roundOne = i < k.seats.length;
    const at = callsAt(k, seat, roundOne)!;
    const withUp = roundOne && seat === k.deal.dealer;
    if (action.type === "pass") {
      const suits = roundOne ? [turned] : SUITS.filter((s) => s !== turned);
      for (const suit of suits) out.push({ seat, denoms: [suit], below: at + PASS_SLACK, withUp });
    } else if (action.type === "order") out.push({ seat, denoms: [turned], atLeast: at - CALL_SLACK, withUp: false });
    else if (action.type === "name") out.push({ seat, denoms: [action.suit], atLeast: at - CALL_SLACK, withUp: false });
  });
  return out;
}

/**
 * The constraints the bid-game auction puts on the other seats: a bid of n means the baseline's
 * value (count plus the partner's worth, less for taking over from the partner) reaches about n,
 * a pass that it stays under the lowest bid the seat could have made. The count is in the named
 * denomination in double deck, else the seat's best (the strong bot declares by its own table,
 * not always in its best count). A lone hand's side is left alone: the exchange changed the
 * bidder's hand after the auction. Bid-six and hasenpfeffer bid one round of 3 to 6, where only
 * the bid-six dealer may match; a forced bid (bid-six's dealer, hasenpfeffer's joker) says nothing.
 */
function bidConstraints(k: Knowledge): Constraint[] {
  const variant = k.variant;
  if (!(variant in BID_GAMES)) return [];
  const game = variant as BidGame;
  const oneRound = game !== "double-deck";
  const { denoms: all, callSlack, passSlack } = BID_GAMES[game];
  const contract = k.contract;
  const lone = contract?.alone ? [contract.declarer, partnerOf(game, contract.declarer)] : [];
  const out: Constraint[] = [];
  const calls: LogEntry[] = [];
  for (const call of k.deal.calls) {
    const high = highBid(calls);
    calls.push(call);
    const { seat, action } = call;
    if (seat === k.seat || lone.includes(seat)) continue;
    // The count at which the baseline's value reaches `level`.
    const countFor = (level: number) => level - bidValue(game, 0, high?.seat === partnerOf(game, seat));
    const dealer = seat === k.deal.dealer;
    const matches = game === "bid-six" && dealer;
    if (action.type === "bid") {
      if ((matches && !high) || (game === "hasenpfeffer" && forcedBidder(calls) === seat)) continue;
      const denoms = game === "double-deck" ? [action.denom!] : all;
      out.push({ seat, denoms, atLeast: countFor(action.tricks) - callSlack, withUp: false });
      // A one-round seat other than the dealer bids as high as its hand goes: not a level higher.
      if (oneRound && !dealer && action.tricks < 6)
        out.push({ seat, denoms, below: countFor(action.tricks + 1) + passSlack, withUp: false });
    } else if (action.type === "pass") {
      // The lowest bid left: a bid-six dealer may match, and nobody else may bid past six.
      const lowest = !oneRound ? (high?.tricks ?? 0) + 1 : matches ? high!.tricks : Math.max(3, (high?.tricks ?? 0) + 1);
      if (oneRound && lowest > 6) continue;
      out.push({ seat, denoms: all, below: countFor(lowest) + passSlack, withUp: false });
    }
  }
  return merged(out);
}

const napCount = (hand: readonly Card[], denom: Denomination) => (isSuit(denom) ? napTricks(hand, denom) : 0);

/**
 * Napoleon: a bid of n means the seat's best count reaches about what the baseline bids n at, a
 * pass that it stays under the lowest bid the seat could have made (Wellington is never the
 * lowest: it follows a Nap). The bidder's own side of the deal is left to the play.
 */
function napoleonConstraints(k: Knowledge): Constraint[] {
  if (k.variant !== "napoleon") return [];
  const out: Constraint[] = [];
  const calls: LogEntry[] = [];
  for (const call of k.deal.calls) {
    const lowest = (highBid(calls)?.tricks ?? 2) + 1;
    calls.push(call);
    const { seat, action } = call;
    if (seat === k.seat) continue;
    const bound = { seat, denoms: SUITS, withUp: false, count: napCount };
    if (action.type === "bid") out.push({ ...bound, atLeast: NAP_CALL_AT[action.tricks] - CALL_SLACK });
    else if (lowest <= 5) out.push({ ...bound, below: NAP_CALL_AT[lowest] + PASS_SLACK });
  }
  return merged(out);
}

/** One constraint per seat and denominations, the tightest bounds of each: misfit runs often. */
function merged(constraints: readonly Constraint[]): Constraint[] {
  const byKey = new Map<string, Constraint>();
  for (const c of constraints) {
    const key = `${c.seat}|${c.denoms.join()}`;
    const m = byKey.get(key);
    if (!m) byKey.set(key, { ...c });
    else {
      if (c.below !== undefined) m.below = Math.min(m.below ?? Infinity, c.below);
      if (c.atLeast !== undefined) m.atLeast = Math.max(m.atLeast ?? -Infinity, c.atLeast);
    }
  }
  return [...byKey.values()];
}

/** The hand a seat held at the calls: what it holds in the layout and what it has played. */
const heldAt = (hand: readonly Card[], played: readonly Card[] = []): Card[] => [...hand, ...played];

/** Scores how badly a layout of the hidden cards contradicts the calls. */
export function misfitFor(k: Knowledge): (hands: Layout) => number {
  const constraints = [...trumpConstraints(k), ...bidConstraints(k), ...napoleonConstraints(k)];
  const playedBy = new Map<Seat, Card[]>();
  for (const t of k.deal.trick ? [...k.deal.tricks, k.deal.trick] : k.deal.tricks) {
    for (const p of t.plays) playedBy.set(p.seat, [...(playedBy.get(p.seat) ?? []), p.card]);
  }
  const contract = k.contract;
  const declarer = contract && isSuit(contract.denom) && contract.declarer !== k.seat ? contract.declarer : null;
  const up = k.deal.upcard?.card;
  // Each count's key (seat and denomination) made once: misfit runs for every sampled layout.
  const keyed = constraints.map((c) => ({ ...c, keys: c.denoms.map((d) => c.seat + d) }));
  return (hands) => {
    // Each seat's held hand and its count in a denomination: once per layout, as several
    // constraints read the same ones.
    const heldBy = new Map<Seat, readonly Card[]>();
    const counted = new Map<string, number>();
    let misfit = 0;
    for (const c of keyed) {
      const hand = hands[c.seat];
      if (!hand) continue;
      let held = heldBy.get(c.seat);
      if (!held) heldBy.set(c.seat, (held = heldAt(hand, playedBy.get(c.seat))));
      let count = -Infinity;
      if (c.withUp && up) count = handTricks(withUpcard(held, up, c.denoms[0] as Suit), c.denoms[0]);
      else {
        for (let i = 0; i < c.denoms.length; i++) {
          let n = counted.get(c.keys[i]);
          if (n === undefined) counted.set(c.keys[i], (n = (c.count ?? handTricks)(held, c.denoms[i])));
          count = Math.max(count, n);
        }
      }
      if (c.below !== undefined) misfit += Math.max(0, count - c.below);
      if (c.atLeast !== undefined) misfit += Math.max(0, c.atLeast - count);
    }
    if (declarer && hands[declarer]) {
      const held = heldBy.get(declarer) ?? heldAt(hands[declarer], playedBy.get(declarer));
      const trumps = held.filter((c) => isTrump(c, contract!.denom, k.ranking)).length;
      misfit += Math.max(0, DECLARER_TRUMPS - trumps);
    }
    return misfit;
  };
}
