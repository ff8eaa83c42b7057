// What the cards held, with every hand open (docs/analysis.md, Par and the field). For each
// contract the game allows and each side as makers, the tricks the makers take with best play on
// both sides and the score that gives; and the value of every legal card at a seat's turn. Exact
// solves with the double-dummy solver (lib/bots/solver).

import { netPoints } from "../bots/outcome";
import { loneDeal } from "../bots/pimc/double-deck";
import { Solver, type DealSpec } from "../bots/solver";
import {
  highBid,
  partnerOf,
  teamOf,
  variantInfo,
  type Card,
  type Contract,
  type DealState,
  type Denomination,
  type Seat,
  type Suit,
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
 * Tricks the makers of `contract` take with `hands`, the seats of `active` taking part and `leader`
 * to move. With `floor` (the leader on the makers' side), the floor where they take fewer.
 */
function makersTricks(variant: VariantId, active: readonly Seat[], hands: Hands, contract: Contract, leader: Seat, floor = 0) {
  const side = (s: Seat) => teamOf(variant, s, contract);
  const spec: DealSpec = {
    denom: contract.denom,
    hands: active.map((s) => hands[s]),
    teams: active.map(side),
    leader: active.indexOf(leader),
    trick: [],
  };
  const taken = solver.tricks(spec, { doubleDeck: variant === "double-deck", shareTable: true }, floor);
  return side(leader) === side(contract.declarer) ? taken : variantInfo(variant).tricksPerDeal - taken;
}

/**
 * The par table of a finished deal from its hands as dealt, lone contracts included where the game
 * has them; who leads and how the up-card is taken: docs/analysis.md, Par and the field.
 * `minBid`: the lowest bid of a bid game, null in a trump-making one.
 */
export function parTable(variant: VariantId, deal: DealState, minBid: number | null): ParEntry[] {
  const info = variantInfo(variant);
  if (variant === "napoleon") return napoleonPar(variant, deal, minBid!);
  const entries: ParEntry[] = [];
  const lone = LONE_GAMES.includes(variant);
  for (const denom of info.denominations) {
    for (const makers of [0, 1] as const) {
      const members = info.seats.filter((s) => teamOf(variant, s) === makers);
      const contract = (declarer: Seat, bid: number | null = null, alone = false): Contract => ({ declarer, denom, bid, alone });
      const score = (bid: number | null, alone: boolean, tricks: number) =>
        netPoints(variant, contract(members[0], bid, alone), makers, tricks);
      if (minBid !== null) {
        // The better lead of the makers': the second is asked only whether it takes more.
        const tricks = members.reduce((best, s) => makersTricks(variant, info.seats, deal.dealt, contract(s), s, best), 0);
        entries.push({
          denom,
          makers,
          alone: false,
          tricks,
          score: score(Math.max(minBid, Math.min(tricks, info.tricksPerDeal)), false, tricks),
        });
      } else {
        // Partners make the same sides whoever declares; three-hand's opponents each make their own: the better one.
        const declarers = info.players === 3 ? members : members.slice(0, 1);
        const tricks = Math.max(...declarers.map((d) => trumpMakingTricks(variant, deal, contract(d), null)));
        entries.push({ denom, makers, alone: false, tricks, score: score(null, false, tricks) });
      }
      if (!lone) continue;
      const tricks =
        minBid !== null
          ? members.reduce((best, s) => loneBidTricks(deal.dealt, denom, s, best), 0)
          : Math.max(...members.map((s) => trumpMakingTricks(variant, deal, contract(s, null, true), partnerOf(variant, s))));
      entries.push({ denom, makers, alone: true, tricks, score: score(minBid === null ? null : info.tricksPerDeal, true, tricks) });
    }
  }
  return entries;
}

/** Euchre, two-hand and three-hand: the tricks of `contract`'s makers, `sitsOut` the lone maker's partner if any (docs/rules.md §2.5). */
function trumpMakingTricks(variant: VariantId, deal: DealState, contract: Contract, sitsOut: Seat | null): number {
  const seats = variantInfo(variant).seats;
  const active = seats.filter((s) => s !== sitsOut);
  const after = seats.indexOf(deal.dealer) + 1;
  const leader = [...seats.slice(after), ...seats.slice(0, after)].find((s) => s !== sitsOut)!;
  const up = deal.upcard?.card;
  const plain = () => makersTricks(variant, active, deal.dealt, contract, leader);
  // Nobody takes the card up when the dealer sits out.
  if (!up || up[1] !== contract.denom || deal.dealer === sitsOut) return plain();
  // The dealer takes the turned card and keeps the five best for its side.
  const held = [...deal.dealt[deal.dealer], up];
  const dealerMakes = teamOf(variant, deal.dealer, contract) === teamOf(variant, contract.declarer, contract);
  const outcomes = held.map((_, out) =>
    makersTricks(variant, active, { ...deal.dealt, [deal.dealer]: held.filter((_, i) => i !== out) }, contract, leader),
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

/**
 * Napoleon: per trump suit, South bidding and the best of the other three, each leading its best
 * card of that suit (the first card makes trumps), at the highest bid its tricks make (Nap at most).
 */
function napoleonPar(variant: VariantId, deal: DealState, minBid: number): ParEntry[] {
  const info = variantInfo(variant);
  return info.denominations.flatMap((denom) =>
    ([0, 1] as const).map((makers) => {
      const bidders = info.seats.filter((s) => teamOf(variant, s) === makers && deal.dealt[s].some((c) => c[1] === denom));
      const tricks = Math.max(0, ...bidders.map((s) => leadTricks(variant, deal.dealt, denom, s)));
      const bid = Math.max(minBid, Math.min(tricks, info.tricksPerDeal));
      const score = netPoints(variant, { declarer: bidders[0] ?? "S", denom, bid, alone: false }, makers, tricks);
      return { denom, makers, alone: false, tricks, score };
    }),
  );
}

/** Napoleon: the tricks `bidder` takes leading its best card of `trump`, which makes it trumps. */
function leadTricks(variant: VariantId, hands: Hands, trump: Denomination, bidder: Seat): number {
  const contract: Contract = { declarer: bidder, denom: trump, bid: null, alone: false };
  const { seats, ranking } = variantInfo(variant);
  const spec: DealSpec = {
    denom: trump,
    ranking,
    hands: seats.map((s) => hands[s]),
    teams: seats.map((s) => teamOf(variant, s, contract)),
    leader: seats.indexOf(bidder),
    trick: [],
  };
  const values = solver.moveValues(spec, { doubleDeck: false, shareTable: true }).filter((v) => v.card[1] === trump);
  return Math.max(...values.map((v) => v.tricks));
}

/** Every legal card of the seat to move in `deal` (play phase), with all hands open. */
export function openCardValues(variant: VariantId, deal: DealState, seat: Seat): CardValue[] {
  if (deal.contract === null) return openLeadValues(variant, deal, seat);
  const active = deal.active;
  const plays = deal.trick?.plays ?? [];
  const team = teamOf(variant, seat, deal.contract);
  const spec: DealSpec = {
    ranking: variantInfo(variant).ranking,
    denom: deal.contract.denom,
    hands: active.map((s) => deal.hands[s]),
    teams: active.map((s) => teamOf(variant, s, deal.contract)),
    leader: active.indexOf(deal.trick?.leader ?? seat),
    trick: plays.map((p) => p.card),
  };
  return solver.moveValues(spec, { doubleDeck: variant === "double-deck", shareTable: true }).map(({ card, tricks }) => {
    const total = deal.won[team] + tricks;
    return { card, tricks: total, value: netPoints(variant, deal.contract!, team, total) };
  });
}

/** Napoleon's first lead, with all hands open: each card with its own suit as trumps. */
function openLeadValues(variant: VariantId, deal: DealState, seat: Seat): CardValue[] {
  const bid = highBid(deal.calls)!.tricks;
  const team = teamOf(variant, seat, { declarer: seat, denom: "S", bid, alone: false });
  return [...new Set(deal.hands[seat])].map((card) => {
    const trump = card[1] as Suit;
    const contract: Contract = { declarer: seat, denom: trump, bid, alone: false };
    const seats = deal.active;
    const spec: DealSpec = {
      denom: trump,
      ranking: variantInfo(variant).ranking,
      hands: seats.map((s) => deal.hands[s]),
      teams: seats.map((s) => teamOf(variant, s, contract)),
      leader: seats.indexOf(seat),
      trick: [],
    };
    const tricks = solver.moveValues(spec, { doubleDeck: false, shareTable: true }).find((v) => v.card === card)!.tricks;
    return { card, tricks, value: netPoints(variant, contract, team, tricks) };
  });
}
