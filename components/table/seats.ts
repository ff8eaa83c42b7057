import type { Seat } from "@/lib/engine/types";

/** Where a seat sits on screen: the person (South) at the bottom, North across the table. */
export const POSITION: Record<Seat, "bottom" | "left" | "top" | "right"> = { S: "bottom", W: "left", N: "top", E: "right" };
