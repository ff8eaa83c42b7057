// What the cards held, with every hand open (docs/analysis.md, Par and the field). For each
// contract the game allows and each side as makers, the tricks the makers take with best play on
// both sides and the score that gives; and the value of every legal card at a seat's turn. Exact
// solves with the double-dummy solver (lib/bots/solver).

import { netPoints } from "../bots/outcome";
import { Solver, type DealSpec } from "../bots/solver";
import {
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

const solver = new Solver();

/** Tricks the makers of `contract` take with `hands`, leader to move: the leader's side's count turned to the makers'. */
function makersTricks(variant: VariantId, hands: Readonly<Record<Seat, readonly Card[]>>, contract: Contract, leader: Seat) {
  const seats = variantInfo(variant).seats;
  const side = (s: Seat) => teamOf(variant, s, contract);
  const spec: DealSpec = {
    denom: contract.denom,
    hands: seats.map((s) => hands[s]),
    teams: seats.map(side),
    leader: seats.indexOf(leader),
    trick: [],
  };
  const taken = solver.tricks(spec, { doubleDeck: variant === "double-deck" });
  return side(leader) === side(contract.declarer) ? taken : variantInfo(variant).tricksPerDeal - taken;
}

/**
 * The par table of a finished deal from its hands as dealt. Euchre and two-hand: the player left
 * of the dealer leads; in the turned card's suit the dealer takes it up and discards the card
 * best for its side (in two-hand it may also leave it). Bid games: a maker leads, the better of
 * the two for its side. Partnership contracts only: a lone hand's exchange or missing partner is
 * a different deal. `minBid`: the lowest bid of a bid game, null in a trump-making one.
 */
export function parTable(variant: VariantId, deal: DealState, minBid: number | null): ParEntry[] {
  const info = variantInfo(variant);
  const seats = info.seats;
  const bids = minBid !== null;
  const entries: ParEntry[] = [];
  for (const denom of info.denominations) {
    for (const makers of [0, 1] as const) {
      // Partners make the same sides whoever declares; three-hand's opponents each make their own: the better one.
      const team = seats.filter((s) => teamOf(variant, s) === makers);
      const declarers = info.players === 3 ? team : team.slice(0, 1);
      const contract = (declarer: Seat, bid: number | null = null): Contract => ({ declarer, denom, bid, alone: false });
      const tricks = bids
        ? Math.max(...team.map((s) => makersTricks(variant, deal.dealt, contract(s), s)))
        : Math.max(...declarers.map((d) => trumpMakingTricks(variant, deal, contract(d))));
      const score = (bid: number | null) => netPoints(variant, contract(team[0], bid), makers, tricks);
      entries.push({
        denom,
        makers,
        tricks,
        score: minBid !== null ? score(Math.max(minBid, Math.min(tricks, info.tricksPerDeal))) : score(null),
      });
    }
  }
  return entries;
}

function trumpMakingTricks(variant: VariantId, deal: DealState, contract: Contract): number {
  const seats = variantInfo(variant).seats;
  const leader = seats[(seats.indexOf(deal.dealer) + 1) % seats.length];
  const up = deal.upcard?.card;
  const plain = () => makersTricks(variant, deal.dealt, contract, leader);
  if (!up || up[1] !== contract.denom) return plain();
  // The dealer takes the turned card and keeps the five best for its side.
  const held = [...deal.dealt[deal.dealer], up];
  const dealerMakes = teamOf(variant, deal.dealer, contract) === teamOf(variant, contract.declarer, contract);
  const outcomes = held.map((_, out) =>
    makersTricks(variant, { ...deal.dealt, [deal.dealer]: held.filter((_, i) => i !== out) }, contract, leader),
  );
  if (variant === "two-hand") outcomes.push(plain());
  return dealerMakes ? Math.max(...outcomes) : Math.min(...outcomes);
}

/** Every legal card of the seat to move in `deal` (play phase), with all hands open. */
export function openCardValues(variant: VariantId, deal: DealState, seat: Seat): CardValue[] {
  const active = deal.active;
  const plays = deal.trick?.plays ?? [];
  const team = teamOf(variant, seat, deal.contract);
  const spec: DealSpec = {
    denom: deal.contract!.denom,
    hands: active.map((s) => deal.hands[s]),
    teams: active.map((s) => teamOf(variant, s, deal.contract)),
    leader: active.indexOf(deal.trick?.leader ?? seat),
    trick: plays.map((p) => p.card),
  };
  return solver.moveValues(spec, { doubleDeck: variant === "double-deck" }).map(({ card, tricks }) => {
    const total = deal.won[team] + tricks;
    return { card, tricks: total, value: netPoints(variant, deal.contract!, team, total) };
  });
}
