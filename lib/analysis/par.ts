// What the cards held, with every hand open (docs/analysis.md, Par and the field). For each
// contract the game allows and each side as makers, the tricks the makers take with best play on
// both sides and the score that gives; and the value of every legal card at a seat's turn. Exact
// solves with the double-dummy solver (lib/bots/solver).

import { netPoints } from "../bots/outcome";
import { loneDeal } from "../bots/pimc/double-deck";
import { Solver, type DealSpec } from "../bots/solver";
import {
  partnerOf,
  teamOf,
  variantInfo,
  type Card,
  type Contract,
  type DealState,
  type Denomination,
  type Seat,
  type Team,
  type VariantId,
} from "../engine";

export interface ParEntry {
  denom: Denomination;
  /** The side that makes trump or holds the contract (0: South's side). */
  makers: Team;
  /** A lone hand: the better of the makers' two players alone, the partner sitting out. */
  alone: boolean;
  /** Tricks the makers take. */
  tricks: number;
  /** Net points for the makers at that count: in the bid games, the bid that scores most. */
  score: number;
}

export interface CardValue {
  card: Card;
  /** Tricks the seat's side takes in the deal with this card and best play after it. */
  tricks: number;
  /** Net points of the deal for the seat's side. */
  value: number;
}

type Hands = Readonly<Record<Seat, readonly Card[]>>;

const solver = new Solver();

/** The games with a lone hand (docs/rules.md §2.5, §5.5); two-hand has no partner, bid-six no lone bids. */
const LONE_GAMES: readonly VariantId[] = ["euchre", "double-deck"];

/**
 * Tricks `makers` take in `denom` with `hands`, the seats of `active` taking part and `leader` to
 * move. With `floor` (the leader's team being the makers), the floor where they take fewer.
 */
function makersTricks(
  variant: VariantId,
  active: readonly Seat[],
  hands: Hands,
  denom: Denomination,
  leader: Seat,
  makers: Team,
  floor = 0,
) {
  const spec: DealSpec = {
    denom,
    hands: active.map((s) => hands[s]),
    teams: active.map((s) => teamOf(variant, s)),
    leader: active.indexOf(leader),
    trick: [],
  };
  const taken = solver.tricks(spec, { doubleDeck: variant === "double-deck", shareTable: true }, floor);
  return teamOf(variant, leader) === makers ? taken : variantInfo(variant).tricksPerDeal - taken;
}

/**
 * The par table of a finished deal from its hands as dealt. Euchre and two-hand: the first seat
 * after the dealer taking part leads; in the turned card's suit the dealer takes it up and
 * discards the card best for its side (in two-hand it may also leave it). Bid games: a maker
 * leads, the better of the two for its side. In the games with a lone hand each side's lone
 * contract too, by the better of its players (docs/analysis.md, Par and the field).
 * `minBid`: the lowest bid of a bid game, null in a trump-making one.
 */
export function parTable(variant: VariantId, deal: DealState, minBid: number | null): ParEntry[] {
  const info = variantInfo(variant);
  const entries: ParEntry[] = [];
  const lone = LONE_GAMES.includes(variant);
  for (const denom of info.denominations) {
    for (const makers of [0, 1] as const) {
      const members = info.seats.filter((s) => teamOf(variant, s) === makers);
      const score = (bid: number | null, alone: boolean, tricks: number) =>
        netPoints(variant, { declarer: members[0], denom, bid, alone } satisfies Contract, makers, tricks);
      if (minBid !== null) {
        // The better lead of the makers': the second is asked only whether it takes more.
        const tricks = members.reduce((best, s) => makersTricks(variant, info.seats, deal.dealt, denom, s, makers, best), 0);
        entries.push({
          denom,
          makers,
          alone: false,
          tricks,
          score: score(Math.max(minBid, Math.min(tricks, info.tricksPerDeal)), false, tricks),
        });
      } else {
        const tricks = trumpMakingTricks(variant, deal, denom, makers, null);
        entries.push({ denom, makers, alone: false, tricks, score: score(null, false, tricks) });
      }
      if (!lone) continue;
      const tricks =
        minBid !== null
          ? members.reduce((best, s) => loneBidTricks(deal.dealt, denom, s, best), 0)
          : Math.max(...members.map((s) => trumpMakingTricks(variant, deal, denom, makers, partnerOf(variant, s))));
      entries.push({ denom, makers, alone: true, tricks, score: score(minBid === null ? null : info.tricksPerDeal, true, tricks) });
    }
  }
  return entries;
}

/** Euchre and two-hand: the makers' tricks, `sitsOut` the lone maker's partner if any (docs/rules.md §2.5). */
function trumpMakingTricks(variant: VariantId, deal: DealState, denom: Denomination, makers: Team, sitsOut: Seat | null): number {
  const seats = variantInfo(variant).seats;
  const active = seats.filter((s) => s !== sitsOut);
  const after = seats.indexOf(deal.dealer) + 1;
  const leader = [...seats.slice(after), ...seats.slice(0, after)].find((s) => s !== sitsOut)!;
  const up = deal.upcard?.card;
  const plain = () => makersTricks(variant, active, deal.dealt, denom, leader, makers);
  // Nobody takes the card up when the dealer sits out.
  if (!up || up[1] !== denom || deal.dealer === sitsOut) return plain();
  // The dealer takes the turned card and keeps the five best for its side.
  const held = [...deal.dealt[deal.dealer], up];
  const dealerMakes = teamOf(variant, deal.dealer) === makers;
  const outcomes = held.map((_, out) =>
    makersTricks(variant, active, { ...deal.dealt, [deal.dealer]: held.filter((_, i) => i !== out) }, denom, leader, makers),
  );
  if (variant === "two-hand") outcomes.push(plain());
  return dealerMakes ? Math.max(...outcomes) : Math.min(...outcomes);
}

/**
 * Double deck: the tricks of `declarer` alone after the exchange, or `floor` if fewer. The
 * exchange is the strong bot's rule, not the best of every exchange (thousands of solves).
 */
function loneBidTricks(hands: Hands, denom: Denomination, declarer: Seat, floor: number): number {
  return solver.tricks(loneDeal(hands, declarer, denom), { doubleDeck: true, shareTable: true }, floor);
}

/** Every legal card of the seat to move in `deal` (play phase), with all hands open. */
export function openCardValues(variant: VariantId, deal: DealState, seat: Seat): CardValue[] {
  const active = deal.active;
  const plays = deal.trick?.plays ?? [];
  const team = teamOf(variant, seat);
  const spec: DealSpec = {
    denom: deal.contract!.denom,
    hands: active.map((s) => deal.hands[s]),
    teams: active.map((s) => teamOf(variant, s)),
    leader: active.indexOf(deal.trick?.leader ?? seat),
    trick: plays.map((p) => p.card),
  };
  return solver.moveValues(spec, { doubleDeck: variant === "double-deck", shareTable: true }).map(({ card, tricks }) => {
    const total = deal.won[team] + tricks;
    return { card, tricks: total, value: netPoints(variant, deal.contract!, team, total) };
  });
}
