import { sideOf } from "@/lib/engine/teams";
import type { Card, Denomination, Hands, Seat } from "@/lib/engine/types";
import type { GameReplay } from "@/lib/client/api";

export type FullReplay = Extract<GameReplay, { full: true }>;
export type ReplayBoard = FullReplay["boards"][number];

/**
 * What each seat holds at a step of a board: as dealt at step 0, and after trick `step` the cards
 * it still has to play (every card held when the play starts is played), in the order dealt.
 * A seat that plays no card in the board (sitting out a lone hand) holds nothing after the deal.
 */
export function handsAt(board: ReplayBoard, dealt: Hands, step: number): Hands {
  if (step === 0) return dealt;
  const later = board.tricks.slice(step).flatMap((t) => t.plays);
  const order = (seat: Seat) => (c: Card) => {
    const i = dealt[seat].indexOf(c);
    return i < 0 ? dealt[seat].length : i;
  };
  const hold = (seat: Seat) => {
    const rank = order(seat);
    return later
      .filter((p) => p.seat === seat)
      .map((p) => p.card)
      .sort((a, b) => rank(a) - rank(b));
  };
  return { N: hold("N"), E: hold("E"), S: hold("S"), W: hold("W") };
}

/** Tricks won by each side (South's first) once `step` tricks are played. */
export function wonAt(board: ReplayBoard, seats: readonly Seat[], step: number, each: boolean): [number, number] {
  const won: [number, number] = [0, 0];
  for (const t of board.tricks.slice(0, step)) if (t.winner) won[sideOf(seats, t.winner, board.contract, each)]++;
  return won;
}

/**
 * Trump as the table showed it at a step: the contract's, except that where the first card led
 * makes trump (Napoleon) the deal before that card has a bid and no trump yet.
 */
export function trumpAt(board: ReplayBoard, step: number, trumpByLead: boolean): Denomination | null {
  return board.contract && (step > 0 || !trumpByLead) ? board.contract.denom : null;
}
