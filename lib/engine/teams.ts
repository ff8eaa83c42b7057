// Who plays with whom. When four play, partners sit across the table; team 0 is always South's
// side (the person's). So in the four-player games N+S are team 0 and E+W team 1, and in two-hand
// S is team 0 and N team 1. Scores are always a pair [team 0, team 1]. In three-hand and Napoleon
// nobody has a partner for good: each deal's maker or bidder plays against the others (`sideIn`).

import { SEATS, type Seat, type Team } from "./types";

const across = (seat: Seat): Seat => SEATS[(SEATS.indexOf(seat) + 2) % SEATS.length];

/** The partner of `seat` when `seats` play: the seat across if four play, none otherwise. */
export const partnerIn = (seats: readonly Seat[], seat: Seat): Seat | null => (seats.length === 4 ? across(seat) : null);

/** The team of `seat` when `seats` play (a seat that does not play: 1). */
export const teamIn = (seats: readonly Seat[], seat: Seat): Team => (seat === "S" || partnerIn(seats, seat) === "S" ? 0 : 1);

/**
 * The side of `seat` where each plays for themselves, in a deal whose maker is `declarer`: South's
 * side is South and, when South defends, the other defenders. Before the contract each seat is on
 * its own (South: 0).
 */
export function sideIn(seat: Seat, declarer: Seat | null): Team {
  const southDefends = declarer !== null && declarer !== "S";
  return seat === "S" || (southDefends && seat !== declarer) ? 0 : 1;
}

/** The side of `seat` under `contract`: its team, or, where each plays for themselves, its side of the deal. */
export const sideOf = (seats: readonly Seat[], seat: Seat, contract: { declarer: Seat } | null, eachForThemselves: boolean): Team =>
  eachForThemselves ? sideIn(seat, contract?.declarer ?? null) : teamIn(seats, seat);
