import type { Seat } from "@/lib/engine/types";

/** Where a seat sits on screen: the person (South) at the bottom, North across the table. */
export const POSITION: Record<Seat, "bottom" | "left" | "top" | "right"> = { S: "bottom", W: "left", N: "top", E: "right" };

/** Team of a seat: N+S are team 0 (two-hand: South alone), E+W team 1 (two-hand: North). */
export const teamOf = (seats: readonly Seat[], seat: Seat): 0 | 1 =>
  seats.length === 2 ? (seat === "S" ? 0 : 1) : seat === "N" || seat === "S" ? 0 : 1;
