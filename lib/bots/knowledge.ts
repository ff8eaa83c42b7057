// What a seat can work out from its view: who plays with whom, which cards are still unseen,
// which seats have shown a void, and which hidden cards a seat is known to hold.

import {
  effectiveSuit,
  teamOf,
  type Card,
  type Contract,
  type Denomination,
  type Seat,
  type Suit,
  type Team,
  type VariantId,
} from "../engine";
import { deckOf, removeAll } from "./cards";
import type { BotView } from "./types";

type Deal = NonNullable<BotView["deal"]>;

export interface Knowledge {
  variant: VariantId;
  seat: Seat;
  team: Team;
  deal: Deal;
  hand: readonly Card[];
  contract: Contract | null;
  /** Seats of the variant in turn order. */
  seats: readonly Seat[];
  partner: Seat | null;
  /** Cards played so far in this deal, including the open trick. */
  played: Card[];
  /** Cards this seat has not seen: in other hands, the kitty or face-down discards. */
  unseen: Card[];
  /** Cards a given other seat is known to hold (the picked-up card, cards passed to the bidder). */
  known: Partial<Record<Seat, Card[]>>;
  /**
   * Cards a given other seat holds or has put face down, so in no other seat's hand: the up-card
   * after the dealer's discard (still in `unseen`, since the discard may have been it).
   */
  kept: Partial<Record<Seat, Card[]>>;
  /** Effective suits a seat has failed to follow under the contract. */
  voids: Partial<Record<Seat, Set<Suit>>>;
}

/** `seat`'s partner among `seats`, or null in two-hand. */
export const partnerOf = (variant: VariantId, seats: readonly Seat[], seat: Seat): Seat | null =>
  seats.find((s) => s !== seat && teamOf(variant, s) === teamOf(variant, seat)) ?? null;

export function know(view: BotView): Knowledge {
  const deal = view.deal;
  if (!deal) throw new Error("no deal in progress");
  const { variant, seat } = view;
  const contract = deal.contract;
  const tricks = deal.trick ? [...deal.tricks, deal.trick] : deal.tricks;
  const played = tricks.flatMap((t) => t.plays.map((p) => p.card));
  const partner = partnerOf(variant, view.seats, seat);

  const known: Partial<Record<Seat, Card[]>> = {};
  const kept: Partial<Record<Seat, Card[]>> = {};
  const unseen = removeAll(deckOf(variant), [...deal.hand, ...played, ...(deal.discards ?? [])]);
  const up = deal.upcard;
  if (up) {
    // Face up, turned down or left: everyone saw it and nobody holds it. Taken: the dealer has it
    // until its discard, then has it or discarded it, which the other seats cannot tell apart.
    if (up.state !== "taken") removeAll(unseen, [up.card]);
    else if (deal.dealer !== seat) (deal.phase === "discard" ? known : kept)[deal.dealer] = [up.card];
  }
  const passed = deal.exchange?.passed;
  if (passed && deal.exchange) known[deal.exchange.bidder] = [...passed];
  // A known or kept card that has since been played is no longer held.
  for (const cards of [known, kept]) {
    for (const s of Object.keys(cards) as Seat[]) {
      const left = [...cards[s]!];
      for (const t of tricks) for (const p of t.plays) if (p.seat === s) removeAll(left, [p.card]);
      cards[s] = left;
    }
  }
  for (const cards of Object.values(known)) removeAll(unseen, cards);

  return {
    variant,
    seat,
    team: teamOf(variant, seat),
    deal,
    hand: deal.hand,
    contract,
    seats: view.seats,
    partner,
    played,
    unseen,
    known,
    kept,
    voids: voidsOf(deal, contract?.denom),
  };
}

function voidsOf(deal: Deal, denom: Denomination | undefined): Partial<Record<Seat, Set<Suit>>> {
  const voids: Partial<Record<Seat, Set<Suit>>> = {};
  if (!denom) return voids;
  for (const t of deal.trick ? [...deal.tricks, deal.trick] : deal.tricks) {
    const led = t.plays.length > 0 ? effectiveSuit(t.plays[0].card, denom) : null;
    for (const p of t.plays.slice(1)) {
      if (effectiveSuit(p.card, denom) !== led) (voids[p.seat] ??= new Set()).add(led!);
    }
  }
  return voids;
}
