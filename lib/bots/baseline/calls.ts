// Baseline calls for every auction: count the hand (evaluate.ts), add what the partner is worth
// on average, and call when the total clears what the contract needs.

import { highBid, variantInfo, type Action, type Card, type Denomination, type LogEntry, type Seat, type Suit } from "../../engine";
import type { Knowledge } from "../knowledge";
import { bestDenomination, handTricks, sureTricks, weakestCard } from "./evaluate";
import { isTrump } from "../cards";

const EUCHRE = { partner: 1.1, call: 3.1, alone: 4.3 };
/** Per game: tricks a partner adds on average, and the counts that justify calling. */
const TRUMP_MAKING = {
  euchre: EUCHRE,
  // Railroad is euchre's auction; the club player goes alone on euchre's count and takes the pass as a bonus.
  railroad: EUCHRE,
  "two-hand": { partner: 0, call: 2.8, alone: Infinity },
  // Alone against two and a euchre costs twice a make's worth (docs/rules.md §9.6): call surer.
  "three-hand": { partner: 0, call: 3.2, alone: Infinity },
} as const;
const BID_SIX_PARTNER = 1.3;
const DOUBLE_DECK_PARTNER = 2.6;
/**
 * A lone double-deck hand wins 24 and loses 24 plus the defenders' tricks, against about 11 for a
 * partnership bid on it: alone pays from a 75% chance of all twelve; 80% keeps a margin.
 */
const DOUBLE_DECK_LONE_ODDS = 0.8;
/** Cards the lone bidder may shed and have replaced by the partner (docs/rules.md §5.5). */
const EXCHANGE_MAX = 3;

/** The games whose auctions bid numbers of tricks. */
export type BidGame = "bid-six" | "double-deck" | "hasenpfeffer";

/**
 * A bid-game hand's count plus what the partner adds (less when taking the contract from the
 * partner): the baseline bids the levels up to it.
 */
export function bidValue(variant: BidGame, count: number, partnerHigh: boolean): number {
  if (variant !== "double-deck") return count + BID_SIX_PARTNER - (partnerHigh ? 1 : 0);
  return count + (partnerHigh ? 0 : DOUBLE_DECK_PARTNER) - 0.5;
}

const find = (legal: readonly Action[], match: (a: Action) => boolean): Action | undefined => legal.find(match);

/** The hand after the dealer picks up `up` and throws its weakest card. */
export function withUpcard(hand: readonly Card[], up: Card, trump: Suit): Card[] {
  const all = [...hand, up];
  const out = weakestCard(all, trump);
  all.splice(all.indexOf(out), 1);
  return all;
}

export function trumpMakingCall(k: Knowledge, legal: readonly Action[]): Action {
  const game = TRUMP_MAKING[k.variant as keyof typeof TRUMP_MAKING];
  const deal = k.deal;
  const up = deal.upcard!.card;
  const pass = find(legal, (a) => a.type === "pass");
  // Alone on the count, or when every trick is sure: top trumps in sequence that draw the rest.
  const call = (a: Action | undefined, count: number, allSure = false): Action => {
    if (!a) return pass!;
    const alone = find(legal, (x) => JSON.stringify(x) === JSON.stringify({ ...a, alone: true }));
    if (alone && (allSure || count - game.partner >= game.alone)) return alone;
    return count >= game.call || !pass ? a : pass;
  };
  // Alone, the hand is on lead to the first trick only from the dealer's left (docs/rules.md §2.6).
  const onLead = k.seats[(k.seats.indexOf(deal.dealer) + 1) % k.seats.length] === k.seat;
  // Under the Canadian loner the dealer's partner may order up only alone: the dealer then sits
  // out and the up-card stays on the table, so the hand counts on its own.
  const order = find(legal, (a) => a.type === "order" && !a.alone) ?? find(legal, (a) => a.type === "order");
  if (order) {
    const trump = up[1] as Suit;
    const forcedAlone = order.type === "order" && order.alone === true;
    const mine = deal.dealer === k.seat ? withUpcard(k.hand, up, trump) : k.hand;
    // The up-card strengthens whichever side the dealer is on.
    const dealerSide = deal.dealer === k.seat ? 0 : deal.dealer === k.partner ? 0.4 : -0.4;
    // An opponent who deals takes the up-card into play against the hand.
    const out = deal.dealer === k.seat || deal.dealer === k.partner ? k.unseen : [...k.unseen, up];
    const allSure = sureTricks(mine, trump, out, onLead) >= mine.length;
    return call(order, handTricks(mine, trump) + (forcedAlone ? 0 : game.partner + dealerSide), allSure);
  }
  const names = legal.filter((a): a is Action & { type: "name" } => a.type === "name" && !a.alone);
  const best = bestDenomination(
    k.hand,
    names.map((a) => a.suit),
  );
  const sure = names.find((a) => sureTricks(k.hand, a.suit, k.unseen, onLead) >= k.hand.length);
  if (sure) return call(sure, best.tricks + game.partner, true);
  return call(
    names.find((a) => a.suit === best.denom),
    best.tricks + game.partner,
  );
}

/** Two-hand dealer after the non-dealer ordered up: take the card if it improves the hand. */
export function pickupCall(k: Knowledge, legal: readonly Action[]): Action {
  const up = k.deal.upcard!.card;
  const trump = k.contract!.denom as Suit;
  const take = handTricks(withUpcard(k.hand, up, trump), trump) > handTricks(k.hand, trump);
  return find(legal, (a) => a.type === "pickup" && a.take === take) ?? legal[0];
}

/** Bid-six and hasenpfeffer: one round of bids 3–6, the declarer naming the contract afterwards. */
export function bidSixCall(k: Knowledge, legal: readonly Action[]): Action {
  const best = bestDenomination(k.hand, variantInfo(k.variant).denominations);
  const high = highBid(k.deal.calls);
  const bids = legal.filter((a): a is Action & { type: "bid" } => a.type === "bid");
  const pass = find(legal, (a) => a.type === "pass");
  if (!pass) return bids[0]; // the stuck dealer (the joker's holder) bids the minimum
  // Partner already holds the contract: only take it over with a clearly better hand.
  const partnerHigh = high !== null && high.seat === k.partner;
  const worth = Math.floor(bidValue(k.variant as BidGame, best.tricks, partnerHigh));
  // The dealer speaks last (docs/rules.md §4.4, §11.4), and a made bid scores the tricks taken
  // (§4.7, §11.6): the lowest bid that takes the contract is worth as much and loses less when set.
  if (k.deal.dealer === k.seat) return bids[0].tricks <= worth ? bids[0] : pass;
  const bid = bids.filter((a) => a.tricks <= worth).at(-1);
  return bid ?? pass;
}

export function declareCall(k: Knowledge, legal: readonly Action[]): Action {
  const denoms = legal.flatMap((a) => (a.type === "declare" ? [a.denom] : []));
  const best = bestDenomination(k.hand, denoms);
  return find(legal, (a) => a.type === "declare" && a.denom === best.denom) ?? legal[0];
}

export function doubleDeckCall(k: Knowledge, legal: readonly Action[]): Action {
  return doubleDeckCallBy(doubleDeckCount(k, legal), k.deal.calls, k.partner, legal);
}

/**
 * A double-deck hand counted for the auction: the lone call it makes whatever the others call,
 * else its best denomination and tricks. It reads the hand and the unseen cards, not the calls, so
 * one count serves a seat's every call of a deal (the analysis plays many auctions on one deal).
 */
export interface DoubleDeckCount {
  alone: Denomination | null;
  best: { denom: Denomination; tricks: number };
}

export function doubleDeckCount(k: Knowledge, legal: readonly Action[]): DoubleDeckCount {
  const denoms = [...new Set(legal.flatMap((a) => (a.type === "alone" ? [a.denom] : [])))] as Denomination[];
  const best = bestDenomination(k.hand, denoms);
  const lone = denoms
    .map((denom) => ({ denom, odds: loneOdds(k, denom) }))
    .reduce((a, b) => (b.odds > a.odds ? b : a), { denom: best.denom, odds: 0 });
  return { alone: lone.odds >= DOUBLE_DECK_LONE_ODDS ? lone.denom : null, best };
}

/** The call of a hand so counted after `calls`: one more than the standing bid while the count is worth it. */
export function doubleDeckCallBy(
  count: DoubleDeckCount,
  calls: readonly LogEntry[],
  partner: Seat | null,
  legal: readonly Action[],
): Action {
  const pass = find(legal, (a) => a.type === "pass")!;
  if (count.alone) return find(legal, (a) => a.type === "alone" && a.denom === count.alone) ?? pass;
  const high = highBid(calls);
  const partnerHigh = high !== null && high.seat === partner;
  const worth = Math.floor(bidValue("double-deck", count.best.tricks, partnerHigh));
  const next = (high?.tricks ?? 0) + 1;
  if (next > worth) return pass;
  return find(legal, (a) => a.type === "bid" && a.tricks === next && a.denom === count.best.denom) ?? pass;
}

/**
 * Double deck: the chance that a lone hand in `denom` takes all twelve tricks, counted the way a
 * club player does. The hand's sure tricks (sureTricks) leave some losers; up to three of them are
 * shed in the exchange and replaced by the partner's best cards, and any trump or ace the partner
 * sends is a winner once trumps are drawn. So the hand makes if it has at most three losers and
 * the partner, holding 12 of the unseen cards, holds at least that many trumps and aces.
 */
function loneOdds(k: Knowledge, denom: Denomination): number {
  const losers = k.hand.length - sureTricks(k.hand, denom, k.unseen);
  if (losers > EXCHANGE_MAX) return 0;
  const good = k.unseen.filter((c) => isTrump(c, denom) || c[0] === "A").length;
  return atLeast(losers, good, k.unseen.length, k.hand.length);
}

/** Chance that `drawn` cards dealt from `total`, of which `good` are good, hold at least `need` good ones. */
function atLeast(need: number, good: number, total: number, drawn: number): number {
  const choose = (n: number, r: number): number => {
    if (r < 0 || r > n) return 0;
    let c = 1;
    for (let i = 1; i <= r; i++) c = (c * (n - r + i)) / i;
    return c;
  };
  let below = 0;
  for (let x = 0; x < need; x++) below += (choose(good, x) * choose(total - good, drawn - x)) / choose(total, drawn);
  return 1 - below;
}
