// Euchre and two-hand calls by sampled solves: deal the unseen cards a few times, play each
// candidate contract out double-dummy, and call what scores best on average. The baseline's
// count prunes hopeless candidates so the budget goes to the close ones (not in two-hand, where
// every call is searched: see trumpCallValues).

import { partnerOf, SUITS, teamOf, variantInfo, type Action, type Card, type Contract, type Rng, type Seat, type Suit } from "../../engine";
import { withUpcard } from "../baseline/calls";
import { bestDenomination, handTricks } from "../baseline/evaluate";
import { removeAll } from "../cards";
import { namesUnseen, type Knowledge } from "../knowledge";
import { netPoints } from "../outcome";
import { solver, withinBudget } from "./budget";
import { callsAt, misfitFor } from "./inference";
import { partnerGifts, loneDiscards } from "./exchange";
import { needsOf, sampleHands } from "./sample";
import { worldAverages } from "../pimc";

const MAX_SAMPLES = 24;
/**
 * Euchre, three-hand and Railroad score a pass by the contract the auction then reaches, and call
 * when the best call is worth at least this more. Above 0 because double-dummy play flatters the
 * makers: set by net points over 2,000 paired boards against the PIMC reference and the baseline
 * (docs/bots.md); −0.45, set to keep self-play makers' success near 75%, called too often.
 * Two-hand calls at no margin: 0.15 and 0.3 measured the same against the reference.
 */
const PASS_MARGIN = 0.3;
/**
 * A hand counted below these (baseline tricks) is not worth a search as a lone hand or a suit:
 * lower floors gained nothing against the baseline, higher ones lost net points or pushed the
 * makers' success above 75%.
 */
const ALONE_FLOOR = 3.2;
const SUIT_FLOOR = 1.2;
/** Railroad: the partner's best card, for the hand's worst, is worth about half a trick to a lone hand. */
const PASS_WORTH = 0.5;

type Layout = Partial<Record<Seat, Card[]>>;
type Call = Action & { type: "order" | "name" };

/** The unseen cards dealt to every other seat of the variant, as what it knows and the calls so far suggest. */
function layout(k: Knowledge, rng: Rng, misfit: (hands: Layout) => number): Layout {
  const hands = sampleHands(k.unseen, needsOf(k, k.seats), null, rng, misfit);
  hands[k.seat] = [...k.hand];
  return hands;
}

/** Tricks the bot's team in `contract` takes, played out double-dummy on `hands`. */
function tricksOf(k: Knowledge, hands: Layout, contract: Contract, leader: Seat): number {
  const side = (s: Seat) => teamOf(k.variant, s, contract);
  const sitsOut = (s: Seat) => contract.alone && s !== contract.declarer && side(s) === side(contract.declarer);
  const active = k.seats.filter((s) => !sitsOut(s));
  let first = leader;
  while (!active.includes(first)) first = k.seats[(k.seats.indexOf(first) + 1) % k.seats.length];
  const spec = {
    denom: contract.denom,
    hands: active.map((s) => hands[s]!),
    teams: active.map(side),
    leader: active.indexOf(first),
    trick: [],
  };
  const leaderTricks = solver.tricks(spec, { doubleDeck: false });
  return side(first) === side(k.seat) ? leaderTricks : variantInfo(k.variant).tricksPerDeal - leaderTricks;
}

export const playOut = (k: Knowledge, hands: Layout, contract: Contract, leader: Seat) =>
  netPoints(k.variant, contract, teamOf(k.variant, k.seat, contract), tricksOf(k, hands, contract, leader));

/** Averages `value(candidate, layout)` for every candidate over the same sampled layouts. */
export function averages<T>(k: Knowledge, rng: Rng, candidates: readonly T[], value: (c: T, hands: Layout) => number, scale = 1): number[] {
  const sums = candidates.map(() => 0);
  const misfit = misfitFor(k);
  const samples = withinBudget(
    MAX_SAMPLES,
    () => {
      const hands = layout(k, rng, misfit);
      candidates.forEach((c, i) => (sums[i] += value(c, hands)));
    },
    scale,
  );
  return sums.map((sum) => sum / samples);
}

/**
 * Euchre, three-hand and Railroad: the average net points of each of `options` (calls, and a pass)
 * over the same sampled layouts, a pass scored by the contract the others (and this seat in round 2)
 * then reach by the club player's count. Two-hand: each option played out on sampled open deals,
 * the rest of the auction included, each player then making its best call (lib/bots/pimc). With a
 * single opponent what follows a pass is most of its worth, and the count's floor cut calls that
 * paid: over 1,000 paired boards against the PIMC reference this gained 0.13 a board (docs/bots.md).
 */
export function trumpCallValues(k: Knowledge, options: readonly Action[], rng: Rng, scale = 1): number[] {
  if (k.variant === "two-hand") return worldAverages(k, options, rng, MAX_SAMPLES, scale);
  const deal = k.deal;
  const up = deal.upcard!.card;
  const roundOne = deal.upcard!.state === "up";
  const leader = k.seats[(k.seats.indexOf(deal.dealer) + 1) % k.seats.length];
  return averages(
    k,
    rng,
    options,
    (option, hands) => {
      const contract: Contract =
        option.type === "order" || option.type === "name"
          ? { declarer: k.seat, denom: option.type === "order" ? (up[1] as Suit) : option.suit, bid: null, alone: option.alone === true }
          : afterPass(k, hands);
      const ordered = contract.denom === up[1] && roundOne;
      const dealerPlays = !(contract.alone && deal.dealer === partnerOf(k.variant, contract.declarer));
      const dealt = ordered && dealerPlays ? { ...hands, [deal.dealer]: withUpcard(hands[deal.dealer]!, up, up[1] as Suit) } : hands;
      return playOut(k, railroaded(k, dealt, contract), contract, leader);
    },
    scale,
  );
}

/**
 * Railroad: a lone call of this seat counts on the exchange, played by the rules of thumb: its
 * worst side loser out, the partner's best card in (docs/rules.md §10.5).
 */
function railroaded(k: Knowledge, hands: Layout, contract: Contract): Layout {
  if (k.variant !== "railroad" || !contract.alone || contract.declarer !== k.seat) return hands;
  const mine = hands[k.seat]!;
  const out = loneDiscards(mine, contract.denom, k.variant, 1);
  const gift = partnerGifts(hands[k.partner!]!, contract.denom, out.length);
  return { ...hands, [k.seat]: [...removeAll([...mine], out), ...gift] };
}

/** Euchre and two-hand: order up / take up / name (alone or not) or pass. */
export function strongTrumpCall(k: Knowledge, legal: readonly Action[], rng: Rng): Action {
  const deal = k.deal;
  const up = deal.upcard!.card;
  if (namesUnseen(k)) return legal[rng.int(legal.length)];
  const roundOne = legal.some((a) => a.type === "order");
  const own = (denom: Suit) => handTricks(roundOne && deal.dealer === k.seat ? withUpcard(k.hand, up, denom) : k.hand, denom);
  const callable = legal.filter((a): a is Call => a.type === "order" || a.type === "name");
  // Ordering up makes the turned card's suit trump.
  const trumpOf = (a: Call) => (a.type === "order" ? (up[1] as Suit) : a.suit);
  const pass = legal.find((a) => a.type === "pass");
  const aloneFloor = k.variant === "railroad" ? ALONE_FLOOR - PASS_WORTH : ALONE_FLOOR;
  // Two-hand searches every call (trumpCallValues says why).
  const floor = (a: Call) => (k.variant === "two-hand" ? -Infinity : a.alone ? aloneFloor : SUIT_FLOOR);
  let calls = callable.filter((a) => own(trumpOf(a)) >= floor(a));
  if (calls.length === 0) {
    if (pass) return pass;
    // A forced dealer weighs every suit, however weak: the first one on offer may be a void.
    calls = callable.filter((a) => !a.alone);
  }
  const values = trumpCallValues(k, pass ? [...calls, pass] : calls, rng);
  const best = calls.reduce((b, _, i) => (values[i] > values[b] ? i : b), 0);
  const margin = pass && k.variant !== "two-hand" ? values[calls.length] + PASS_MARGIN : values[calls.length];
  return !pass || values[best] >= margin ? calls[best] : pass;
}

/**
 * Euchre and three-hand: the contract the auction reaches if this seat passes now, every seat from here on
 * (this one too in round 2) calling by the club player's count; the dealer is forced at the end.
 */
function afterPass(k: Knowledge, hands: Layout): Contract {
  const n = k.seats.length;
  const up = k.deal.upcard!.card;
  const turned = up[1] as Suit;
  const first = k.seats.indexOf(k.deal.dealer) + 1;
  for (let p = k.deal.calls.length + 1; ; p++) {
    const seat = k.seats[(first + p) % n];
    const hand = hands[seat]!;
    if (p < n) {
      const mine = seat === k.deal.dealer ? withUpcard(hand, up, turned) : hand;
      if (handTricks(mine, turned) >= callsAt(k, seat, true)!) return { declarer: seat, denom: turned, bid: null, alone: false };
      continue;
    }
    const best = bestDenomination(
      hand,
      SUITS.filter((s) => s !== turned),
    );
    if (best.tricks >= callsAt(k, seat, false)! || p === 2 * n - 1) return { declarer: seat, denom: best.denom, bid: null, alone: false };
  }
}

/**
 * The dealer's discard after taking the up-card: each discard's average net points. The bots
 * discard by the baseline's count; the post-game analysis (lib/analysis) values the choice.
 */
export function discardValues(k: Knowledge, options: readonly (Action & { type: "discard" })[], rng: Rng, scale = 1): number[] {
  const leader = k.seats[(k.seats.indexOf(k.deal.dealer) + 1) % k.seats.length];
  const kept = (a: Action & { type: "discard" }) => removeAll([...k.hand], [a.card]);
  return averages(k, rng, options, (a, hands) => playOut(k, { ...hands, [k.seat]: kept(a) }, k.contract!, leader), scale);
}

/** Two-hand dealer after the non-dealer ordered up: each pickup option's average net points. */
export function pickupValues(k: Knowledge, options: readonly (Action & { type: "pickup" })[], rng: Rng, scale = 1): number[] {
  const up = k.deal.upcard!.card;
  const contract = k.contract!;
  const leader = k.seats.find((s) => s !== k.seat)!;
  return averages(
    k,
    rng,
    options,
    (a, hands) => {
      const mine = a.take ? withUpcard(k.hand, up, contract.denom as Suit) : k.hand;
      return playOut(k, { ...hands, [k.seat]: mine }, contract, leader);
    },
    scale,
  );
}

/** Two-hand dealer after the non-dealer ordered up: take the card only if it scores better. */
export function strongPickup(k: Knowledge, legal: readonly Action[], rng: Rng): Action {
  const options = legal.filter((a): a is Action & { type: "pickup" } => a.type === "pickup");
  const values = pickupValues(k, options, rng);
  return options[values[1] > values[0] ? 1 : 0];
}
