"use client";

import { useTranslations } from "@/lib/i18n/client";
import type { Seat, SeatPoints } from "@/lib/engine/types";
import { minus } from "../signed";

const FORMS = {
  compact: { names: "seatShort", gap: "", join: " " }, // "S3 W1 E0": fits a phone's status column
  short: { names: "seatShort", gap: " ", join: " · " }, // "S 3 · W 1 · E 0"
  long: { names: "seat", gap: " ", join: " · " }, // "South 3 · West 1 · East 0"
} as const;
type Form = keyof typeof FORMS;

/** Each player's points where each plays for themselves (three-hand, Napoleon), one "S 3" a player, South first and then in turn order. */
export function useSeatPoints(): (points: SeatPoints, form: Form) => string[] {
  const t = useTranslations("Table");
  return (points, form) => {
    const { names, gap } = FORMS[form];
    const seats = Object.keys(points) as Seat[];
    const south = seats.indexOf("S");
    return [...seats.slice(south), ...seats.slice(0, south)].map((s) => `${t(`${names}.${s}`)}${gap}${minus(points[s]!)}`);
  };
}

/** The same on one line: "S 3 · W 1 · E 0". */
export function useSeatScores(): (points: SeatPoints, form?: Form) => string {
  const each = useSeatPoints();
  return (points, form = "short") => each(points, form).join(FORMS[form].join);
}
