// The shape of a variant: one object per game holds every rule difference (deck, deal, calls,
// scoring, target). Shared mechanics read these fields; nothing outside the variant objects asks
// which game is being played.

import type { Action, Card, Contract, DealState, Result, Seat, SeatPoints, Team, VariantInfo, VariantOptions } from "./types";

/** What the rules of one phase need: the variant and the match's options. */
export interface Rules {
  variant: Variant;
  options: VariantOptions;
}

/** Legal actions and their effect in one phase. `apply` gets a well-formed action from the turn seat. */
export interface PhaseRules {
  legal(deal: DealState, rules: Rules): Action[];
  apply(deal: DealState, seat: Seat, action: Action, rules: Rules): Result<DealState>;
}

/**
 * A played-out deal's score: points per team and the team that may win the game on it. Where
 * each plays for themselves (three-hand, napoleon), also each seat's points: the game is then won by a seat.
 */
export interface DealScore {
  points: [number, number];
  eligible: Team;
  seats?: SeatPoints;
}

export interface Variant {
  info: Omit<VariantInfo, "trumpByLead">; // trumpByLead: whether it has contractFromLead
  /** The seat's side; three-hand's sides depend on the deal's contract (none before it). */
  team(seat: Seat, contract?: Contract | null): Team;
  /** The unshuffled deck. */
  deck: readonly Card[];
  /** The deck under the match's options, for a variant whose options change it (else `deck`). */
  deckFor?(options: VariantOptions): readonly Card[];
  /** Packet sizes per dealing round, clockwise from the dealer's left (cosmetic but fixed). */
  packets: readonly (readonly number[])[];
  /** Turn the first undealt card face up (euchre, two-hand). */
  turnsUpCard: boolean;
  /** Rule options the variant reads; setting any other is a bad setup. */
  options: readonly (keyof VariantOptions)[];
  /** The auction. Games with extra steps before play add their phases below. */
  bidding: PhaseRules;
  pickup?: PhaseRules;
  declare?: PhaseRules;
  exchange?: PhaseRules;
  /** Who leads the first trick once the auction is over and the active seats are known. */
  firstLeader(deal: DealState): Seat;
  /** A game whose first card led sets trump (Napoleon) makes its contract from that card. */
  contractFromLead?(deal: DealState, card: Card): Contract;
  score(deal: DealState): DealScore;
}
