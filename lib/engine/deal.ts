// One deal: dealing from a seed, the shared phases (dealer's discard, trick play) and the helpers
// the variants' auctions use to hand over to play.

import { distinct, effectiveSuit, legalPlays, revokes, trickWinner, withoutOne } from "./cards";
import { EngineError, fail, ok } from "./errors";
import { createRng, shuffle } from "./rng";
import { partnerIn } from "./teams";
import {
  JOKER,
  type Action,
  type Card,
  type Contract,
  type DealState,
  type Hands,
  type LogEntry,
  type Phase,
  type Seat,
  type Team,
  type Trick,
  type VariantOptions,
} from "./types";
import type { PhaseRules, Rules, Variant } from "./variant";

export const emptyHands = (): Hands => ({ N: [], E: [], S: [], W: [] });

/** The seat after `seat` in turn order among `seats`. */
export function seatAfter(seats: readonly Seat[], seat: Seat): Seat {
  const i = seats.indexOf(seat);
  return seats[(i + 1) % seats.length];
}

/** The seats that take part when `declarer` plays (alone: without the partner). */
export function activeSeats(variant: Variant, declarer: Seat, alone: boolean): Seat[] {
  const partner = alone ? partnerIn(variant.info.seats, declarer) : null;
  return variant.info.seats.filter((s) => s !== partner);
}

/** The unshuffled deck of a match: the variant's, as its options make it. */
export const deckWith = (variant: Variant, options: VariantOptions): readonly Card[] => variant.deckFor?.(options) ?? variant.deck;

/** The shuffled deck of a deal: Fisher–Yates over the match's deck with createRng(seed). */
export function shuffledDeck(variant: Variant, seed: string, options: VariantOptions = {}): Card[] {
  return shuffle(createRng(seed), [...deckWith(variant, options)]);
}

/** Deal `deck` (top = index 0) in the variant's packets, clockwise from the dealer's left. */
export function dealCards(variant: Variant, deck: readonly Card[], dealer: Seat) {
  const seats = variant.info.seats;
  const hands = emptyHands();
  let next = 0;
  for (const round of variant.packets) {
    let seat = dealer;
    for (const size of round) {
      seat = seatAfter(seats, seat);
      hands[seat].push(...deck.slice(next, next + size));
      next += size;
    }
  }
  const upcard = variant.turnsUpCard ? deck[next] : null;
  const stock = deck.slice(upcard ? next + 1 : next);
  return { hands, upcard, stock };
}

/** A fresh deal in its auction. */
export function newDeal(variant: Variant, index: number, seed: string, dealer: Seat, options: VariantOptions): DealState {
  const { hands, upcard, stock } = dealCards(variant, shuffledDeck(variant, seed, options), dealer);
  return dealFrom(variant, index, seed, dealer, hands, upcard, stock);
}

/** A deal in its auction from given cards (also used by the test helper). */
export function dealFrom(
  variant: Variant,
  index: number,
  seed: string,
  dealer: Seat,
  hands: Hands,
  upcard: Card | null,
  stock: Card[],
): DealState {
  return {
    index,
    seed,
    dealer,
    dealt: hands,
    hands,
    stock,
    upcard: upcard ? { card: upcard, state: "up" } : null,
    // A turned joker: the dealer names trump at once, before anyone else speaks (§2.10).
    phase: { kind: "bidding", turn: upcard === JOKER ? dealer : seatAfter(variant.info.seats, dealer) },
    calls: [],
    contract: null,
    active: variant.info.seats,
    discards: [],
    passed: null,
    trick: null,
    tricks: [],
    won: [0, 0],
    actions: [],
  };
}

/** `deal` with a public call appended. */
export const withCall = (deal: DealState, seat: Seat, action: Action): LogEntry[] => [...deal.calls, { seat, action }];

/** `hands` with one seat's cards replaced. */
export function withHand(hands: Readonly<Hands>, seat: Seat, cards: Card[]): Hands {
  const next: Hands = { N: hands.N, E: hands.E, S: hands.S, W: hands.W };
  next[seat] = cards;
  return next;
}

/** `deal` with some fields replaced: the way every rule builds the next state. */
export const patch = (d: DealState, changes: Partial<DealState>): DealState => ({ ...d, ...changes });

/** Fix the contract and who plays; play starts unless the caller adds a phase in between. */
export function withContract(deal: DealState, variant: Variant, contract: Contract): DealState {
  return patch(deal, { contract, active: activeSeats(variant, contract.declarer, contract.alone) });
}

/**
 * The auction is over: a lone bidder first exchanges where the variant has an exchange
 * (double-deck, railroad), everyone else goes to play.
 */
export function afterAuction(deal: DealState, variant: Variant): DealState {
  const contract = deal.contract!;
  if (contract.alone && variant.exchange) return patch(deal, { phase: { kind: "exchange", turn: contract.declarer, count: null } });
  return startPlay(deal, variant);
}

/** Open the first trick. */
export function startPlay(deal: DealState, variant: Variant): DealState {
  const leader = variant.firstLeader(deal);
  return patch(deal, { phase: { kind: "play", turn: leader }, trick: { leader, plays: [], winner: null } });
}

/** The first seat after `seat` in turn order that takes part (euchre and two-hand first lead). */
export function firstActiveAfter(seats: readonly Seat[], active: readonly Seat[], seat: Seat): Seat {
  let next = seatAfter(seats, seat);
  while (!active.includes(next)) next = seatAfter(seats, next);
  return next;
}

/** Whose turn it is, or null when the deal is done. */
export const turnOf = (phase: Phase): Seat | null => (phase.kind === "done" ? null : phase.turn);

/**
 * The dealer's face-down discard after taking the up-card (euchre, two-hand). Any of the six cards
 * may go, the up-card included: the sources only say "discards one card" (docs/rules.md §2.4).
 */
export const discardRules: PhaseRules = {
  legal(deal) {
    return distinct(deal.hands[deal.dealer]).map((card) => ({ type: "discard", card }));
  },
  apply(deal, seat, action, { variant }) {
    if (action.type !== "discard") return fail("wrong_phase", "the dealer must discard a card");
    const hand = deal.hands[seat];
    if (!hand.includes(action.card)) return fail("card_not_in_hand", `${action.card} is not in hand`);
    const discarded = patch(deal, {
      hands: withHand(deal.hands, seat, withoutOne(hand, action.card)),
      discards: [...deal.discards, { seat, cards: [action.card] }],
    });
    return ok(afterAuction(discarded, variant));
  },
};

const ledCard = (trick: Trick): Card | null => (trick.plays.length > 0 ? trick.plays[0].card : null);

/** Trick play, shared by every game. Without a contract yet (Napoleon's first lead) any card may be led. */
export const playRules: PhaseRules = {
  legal(deal, { variant }) {
    const hand = deal.hands[turnOf(deal.phase)!];
    const plays = deal.contract === null ? hand : legalPlays(hand, ledCard(deal.trick!), deal.contract.denom, variant.info.ranking);
    return distinct(plays).map((card) => ({ type: "play", card }));
  },
  apply(dealt, seat, action, rules) {
    if (action.type !== "play") return fail("wrong_phase", "play a card");
    const { card } = action;
    const hand = dealt.hands[seat];
    if (!hand.includes(card)) return fail("card_not_in_hand", `${card} is not in hand`);
    const deal = dealt.contract === null ? patch(dealt, { contract: leadContract(dealt, card, rules) }) : dealt;
    const trick = deal.trick!;
    const denom = deal.contract!.denom;
    const ranking = rules.variant.info.ranking;
    if (revokes(hand, card, ledCard(trick), denom, ranking)) {
      return fail("must_follow_suit", `must follow ${effectiveSuit(trick.plays[0].card, denom, ranking)}`);
    }
    const hands = withHand(deal.hands, seat, withoutOne(hand, card));
    const plays = [...trick.plays, { seat, card }];
    if (plays.length < deal.active.length) {
      const turn = seatAfter(deal.active, seat);
      return ok(patch(deal, { hands, trick: { ...trick, plays }, phase: { kind: "play", turn } }));
    }
    return ok(closeTrick(patch(deal, { hands }), { ...trick, plays }, rules));
  },
};

/** The contract the first card led makes, in a game that has none before it. */
function leadContract(deal: DealState, card: Card, { variant }: Rules): Contract {
  if (!variant.contractFromLead) throw new EngineError("play without a contract: not a state the engine made");
  return variant.contractFromLead(deal, card);
}

function closeTrick(deal: DealState, trick: Trick, { variant }: Rules): DealState {
  const cards = trick.plays.map((p) => p.card);
  const winner = trick.plays[trickWinner(cards, deal.contract!.denom, variant.info.ranking)].seat;
  const team: Team = variant.team(winner, deal.contract);
  const won: [number, number] = [deal.won[0], deal.won[1]];
  won[team]++;
  const tricks = [...deal.tricks, { ...trick, winner }];
  // A deal ends when the next leader has no card left: every active hand empties together.
  if (deal.hands[winner].length === 0) return patch(deal, { won, tricks, trick: null, phase: { kind: "done" } });
  return patch(deal, { won, tricks, trick: { leader: winner, plays: [], winner: null }, phase: { kind: "play", turn: winner } });
}
