"use client";

import { useTranslations } from "next-intl";
import type { Seat, SeatPoints } from "@/lib/engine/types";
import { minus } from "../signed";

/**
 * Each player's points where each plays for themselves (three-hand), South first and then in turn
 * order: "S 3 · W 1 · E 0", or with the seats' names ("South 3 · West 1 · East 0").
 */
export function useSeatScores(): (points: SeatPoints, names?: "short" | "long") => string {
  const t = useTranslations("Table");
  return (points, names = "short") => {
    const seats = Object.keys(points) as Seat[];
    const south = seats.indexOf("S");
    return [...seats.slice(south), ...seats.slice(0, south)]
      .map((s) => `${t(names === "long" ? `seat.${s}` : `seatShort.${s}`)} ${minus(points[s]!)}`)
      .join(" · ");
  };
}
