// Bid-game calls from tables learned offline (scripts/learn-bids.ts). Bid-six: the hand's
// features and the calls so far give the expected tricks in each denomination and their spread,
// and the bot bids as high as still scores on average by the game's table. Double deck: a lone
// hand is called when its chance of all twelve tricks after the exchange is high enough; other
// bids are the baseline's count (the 12-card table learned from bounded searches overbid badly).

import { highBid, isSuit, variantInfo, type Action, type Card, type Contract, type Denomination } from "../../engine";
import { doubleDeckCallBy, doubleDeckCount, type DoubleDeckCount } from "../baseline/calls";
import { sureTricks } from "../baseline/evaluate";
import type { Knowledge } from "../knowledge";
import { netPoints } from "../outcome";
import TABLE from "./auction-table.json";
import { loneDiscards, partnerGifts } from "./exchange";
import { features, handFeatures } from "./features";

interface TrickModel {
  weights: number[];
  /** Standard deviation of the tricks about the prediction, by predicted tricks 0 … all. */
  spread: number[];
}
interface LoneModel {
  /** Predicted tricks alone after the exchange … */
  weights: number[];
  /** … and the logistic curve from them to the chance of all twelve. */
  intercept: number;
  slope: number;
}

const MODELS = TABLE as { "bid-six": { trump: TrickModel; sans: TrickModel }; "double-deck": { lone: LoneModel } };

/**
 * Tricks taken off the table's double-dummy expectation, which flatters the declarer. Chosen in
 * duplicate matches against the baseline (600 boards, gain per board over the counted bids):
 * 0.2 → +0.06, 0.5 → +0.34, 0.65 → +0.39, 0.8 → +0.38, 1.0 → +0.12 (each ± 0.26). Paired
 * against 0.65 on 3,000 other boards: 0.5 −0.025 ± 0.062, 0.8 −0.004 ± 0.064. The analysis takes
 * as much off hasenpfeffer's open-card tricks (lib/analysis/values.ts).
 */
export const FLATTERY = 0.65;
/**
 * Taking the contract from a partner who holds it needs this many tricks more (0.4 and 2 did no
 * better; paired against 1 on 3,000 boards: 0.5 −0.014 ± 0.032, 1.5 −0.015 ± 0.016).
 */
const TAKEOVER = 1;
/**
 * A lone hand wins 24 and loses 24 plus a trick or two to the defenders; a partnership bid on
 * the same hand would score about 11. Going alone pays from a 75% chance of all twelve.
 */
const LONE_MIN = 0.75;

const dot = (w: readonly number[], x: readonly number[]) => x.reduce((s, xi, i) => s + xi * w[i], 0);

/** Φ(z), by Abramowitz and Stegun 7.1.26 (error below 2e-7). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Bid-six: chance of each trick count 0 … 6 for the bot's side as declarer in `denom`. */
function trickOdds(k: Knowledge, denom: Denomination, shade = 0): number[] {
  const model = MODELS["bid-six"][isSuit(denom) ? "trump" : "sans"];
  const total = model.spread.length - 1;
  const mu = dot(model.weights, features(k.hand, denom, k.deal.calls, k.seat, k.partner)) - FLATTERY - shade;
  const sd = model.spread[Math.min(total, Math.max(0, Math.round(mu)))];
  // The table predicts an average: it cannot know that a hand's tricks are certain. The declarer
  // leads (docs/rules.md §4.6), so its sure tricks on lead are a floor (JH JD AH KH QH TH bid 5, not 6,
  // and left an opponent room to take the contract with 6).
  const sure = sureTricks(k.hand, denom, k.unseen);
  const below = (t: number) => (t <= sure ? 0 : t > total ? 1 : normalCdf((t - 0.5 - mu) / sd));
  return Array.from({ length: total + 1 }, (_, t) => below(t + 1) - below(t));
}

/** Average net points of declaring `bid` with these odds. */
function contractValue(k: Knowledge, bid: number, odds: readonly number[]): number {
  const contract: Contract = { declarer: k.seat, denom: "S", bid, alone: false };
  return odds.reduce((sum, p, t) => sum + p * netPoints(k.variant, contract, k.team, t), 0);
}

/** Chance that a double-deck lone hand in `denom` takes all twelve tricks. */
function loneOdds(hand: readonly Card[], denom: Denomination): number {
  const lone = MODELS["double-deck"].lone;
  const mu = dot(lone.weights, handFeatures(hand, denom));
  return 1 / (1 + Math.exp(-(lone.intercept + lone.slope * mu)));
}

const partnerHolds = (k: Knowledge) => highBid(k.deal.calls)?.seat === k.partner;

/** Bid-six: each bid's average net points in the best denomination (a pass is worth 0). */
export function bidSixBidValues(k: Knowledge, bids: readonly (Action & { type: "bid" })[]): number[] {
  const shade = partnerHolds(k) ? TAKEOVER : 0;
  const odds = variantInfo(k.variant).denominations.map((d) => trickOdds(k, d, shade));
  return bids.map((b) => Math.max(...odds.map((o) => contractValue(k, b.tricks, o))));
}

/** Bid-six: the highest bid that is still worth making, or pass. */
export function bidSixAuction(k: Knowledge, legal: readonly Action[]): Action {
  const bids = legal.filter((a): a is Action & { type: "bid" } => a.type === "bid");
  const pass = legal.find((a) => a.type === "pass");
  if (!pass) return bids[0]; // the stuck dealer bids the minimum
  const values = bidSixBidValues(k, bids);
  // The dealer speaks last and may match (docs/rules.md §4.4), and a made bid scores the tricks taken
  // (§4.7): the lowest bid that takes the contract is worth as much and loses less when set.
  if (k.deal.dealer === k.seat) return values[0] >= 0 ? bids[0] : pass;
  return bids.filter((_, i) => values[i] >= 0).at(-1) ?? pass;
}

/** Bid-six declarer: each denomination's average net points at the contract's bid. */
export function bidSixDeclareValues(k: Knowledge, options: readonly (Action & { type: "declare" })[]): number[] {
  const bid = highBid(k.deal.calls)!.tricks;
  return options.map((a) => contractValue(k, bid, trickOdds(k, a.denom)));
}

/** Bid-six and hasenpfeffer declarer: the denomination that scores best at the contract's bid. */
export function bidSixDeclare(k: Knowledge, legal: readonly Action[]): Action {
  const options = legal.filter((a): a is Action & { type: "declare" } => a.type === "declare");
  const values = bidSixDeclareValues(k, options);
  return options[values.indexOf(Math.max(...values))];
}

/** Double deck: alone when it is likely to take all twelve, else the baseline's call. */
export function doubleDeckAuction(k: Knowledge, legal: readonly Action[]): Action {
  return doubleDeckCallBy(strongDoubleDeckCount(k, legal), k.deal.calls, k.partner, legal);
}

/** The strong bot's count of a double-deck hand (as the baseline's, doubleDeckCount, with its own lone call). */
export function strongDoubleDeckCount(k: Knowledge, legal: readonly Action[]): DoubleDeckCount {
  let best: { denom: Denomination; odds: number } | null = null;
  for (const a of legal) {
    if (a.type !== "alone") continue;
    const odds = loneOdds(k.hand, a.denom);
    if (odds >= LONE_MIN && odds > (best?.odds ?? 0)) best = { denom: a.denom, odds };
  }
  const count = doubleDeckCount(k, legal);
  return best ? { ...count, alone: best.denom } : count;
}

/** The lone exchange: the bidder's discards, then the partner's gifts of as many cards. */
export function loneExchange(k: Knowledge, legal: readonly Action[]): Action {
  const denom = k.contract!.denom;
  const count = k.deal.exchange?.count ?? null;
  const chosen = count === null ? loneDiscards(k.hand, denom) : partnerGifts(k.hand, denom, count);
  const key = (cards: readonly Card[]) => [...cards].sort().join();
  return legal.find((a) => a.type === "exchange" && key(a.cards) === key(chosen)) ?? legal[0];
}
