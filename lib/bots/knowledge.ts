// What a seat can work out from its view: who plays with whom, which cards are still unseen,
// which seats have shown a void, and which hidden cards a seat is known to hold.

import {
  deckOf,
  effectiveSuit,
  forcedBidder,
  JOKER,
  partnerOf,
  teamOf,
  variantInfo,
  type Card,
  type Contract,
  type Denomination,
  type Ranking,
  type Seat,
  type Suit,
  type Team,
  type VariantId,
} from "../engine";
import { removeAll } from "./cards";
import type { BotView } from "./types";

type Deal = NonNullable<BotView["deal"]>;

export interface Knowledge {
  variant: VariantId;
  seat: Seat;
  /** The seat's side (three-hand: in this deal's contract; before it, on its own). */
  team: Team;
  deal: Deal;
  hand: readonly Card[];
  /** The contract; in Napoleon none until the high bidder's first card sets trump. */
  contract: Contract | null;
  /** How cards rank within a suit in this game. */
  ranking: Ranking;
  /** Seats of the variant in turn order. */
  seats: readonly Seat[];
  partner: Seat | null;
  /** Cards played so far in this deal, including the open trick. */
  played: Card[];
  /** Cards this seat has not seen: in other hands, the kitty or face-down discards. */
  unseen: Card[];
  /** Cards a given other seat is known to hold (the picked-up card, cards passed to the bidder, a forced bidder's joker). */
  known: Partial<Record<Seat, Card[]>>;
  /**
   * Unseen cards known to lie face down, in nobody's hand: the up-card once the dealer has shown
   * it was the discard.
   */
  buried: Card[];
  /** Effective suits a seat has failed to follow under the contract. */
  voids: Partial<Record<Seat, Set<Suit>>>;
}

export function know(view: BotView): Knowledge {
  const deal = view.deal;
  if (!deal) throw new Error("no deal in progress");
  const { variant, seat } = view;
  const contract = deal.contract;
  const tricks = deal.trick ? [...deal.tricks, deal.trick] : deal.tricks;
  const played = tricks.flatMap((t) => t.plays.map((p) => p.card));
  const partner = partnerOf(variant, seat, contract);

  const known: Partial<Record<Seat, Card[]>> = {};
  const buried: Card[] = [];
  const unseen = removeAll(deckOf(variant, view.options), [...deal.hand, ...played, ...(deal.discards ?? [])]);
  const { ranking } = variantInfo(variant);
  const voids = voidsOf(deal, contract?.denom, ranking);
  const up = deal.upcard;
  if (up) {
    // Face up, turned down or left: everyone saw it and nobody holds it. Taken: a dealer keeps the
    // trump it picked up unless the rest of its hand is better (five higher trumps and aces), so
    // the other seats count it as held, as a club player does, until the dealer shows a void in
    // its suit or has played its last card without it: then it was the discard, face down.
    const shownVoid = contract !== null && voids[deal.dealer]?.has(effectiveSuit(up.card, contract.denom, ranking));
    const gone = shownVoid || deal.counts[deal.dealer] === 0;
    if (up.state !== "taken") removeAll(unseen, [up.card]);
    else if (deal.dealer !== seat && unseen.includes(up.card)) {
      if (gone) buried.push(up.card);
      else known[deal.dealer] = [up.card];
    }
  }
  // Hasenpfeffer: the forced bid shows who holds the joker (docs/rules.md §11.4).
  const jokerHolder = variant === "hasenpfeffer" ? forcedBidder(deal.calls) : null;
  if (jokerHolder !== null && jokerHolder !== seat) known[jokerHolder] = [JOKER];
  const passed = deal.exchange?.passed;
  if (passed && deal.exchange) known[deal.exchange.bidder] = [...passed];
  // A known card that has since been played is no longer held.
  for (const s of Object.keys(known) as Seat[]) {
    const left = [...known[s]!];
    for (const t of tricks) for (const p of t.plays) if (p.seat === s) removeAll(left, [p.card]);
    known[s] = left;
  }
  for (const cards of Object.values(known)) removeAll(unseen, cards);

  return {
    variant,
    seat,
    team: teamOf(variant, seat, contract),
    deal,
    hand: deal.hand,
    contract,
    ranking,
    seats: view.seats,
    partner,
    played,
    unseen,
    known,
    buried,
    voids,
  };
}

/** The contract's trump and the game's ranking, which say a card's effective suit; null before a contract. */
export type Trump = { denom: Denomination; ranking: Ranking } | null;

export const trumpOf = (k: Knowledge): Trump => (k.contract ? { denom: k.contract.denom, ranking: k.ranking } : null);

/** Is the seat to call the dealer naming trump under a turned joker, unseen (docs/rules.md §2.10)? */
export const namesUnseen = (k: Knowledge): boolean => k.deal.upcard?.card === JOKER && k.deal.upcard.state === "up";

function voidsOf(deal: Deal, denom: Denomination | undefined, ranking: Ranking): Partial<Record<Seat, Set<Suit>>> {
  const voids: Partial<Record<Seat, Set<Suit>>> = {};
  if (!denom) return voids;
  for (const t of deal.trick ? [...deal.tricks, deal.trick] : deal.tricks) {
    const led = t.plays.length > 0 ? effectiveSuit(t.plays[0].card, denom, ranking) : null;
    for (const p of t.plays.slice(1)) {
      if (effectiveSuit(p.card, denom, ranking) !== led) (voids[p.seat] ??= new Set()).add(led!);
    }
  }
  return voids;
}
