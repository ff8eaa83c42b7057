"use client";

import { useTranslations } from "next-intl";
import type { Seat, SeatPoints } from "@/lib/engine/types";
import { minus } from "../signed";

const FORMS = {
  compact: { names: "seatShort", gap: "", join: " " }, // "S3 W1 E0": fits a phone's status column
  short: { names: "seatShort", gap: " ", join: " · " }, // "S 3 · W 1 · E 0"
  long: { names: "seat", gap: " ", join: " · " }, // "South 3 · West 1 · East 0"
} as const;

/** Each player's points where each plays for themselves (three-hand), South first and then in turn order. */
export function useSeatScores(): (points: SeatPoints, form?: keyof typeof FORMS) => string {
  const t = useTranslations("Table");
  return (points, form = "short") => {
    const { names, gap, join } = FORMS[form];
    const seats = Object.keys(points) as Seat[];
    const south = seats.indexOf("S");
    return [...seats.slice(south), ...seats.slice(0, south)].map((s) => `${t(`${names}.${s}`)}${gap}${minus(points[s]!)}`).join(join);
  };
}
