"use client";

import type { Suit } from "@/lib/engine/types";
import { localSetting } from "./local-setting";

// The player's choice between the usual two-colour suits and a four-colour set (♦ blue, ♣ green),
// remembered on this device.
const colours = localSetting("suit-colours", ["two", "four"] as const, "two");

export const setFourColour = (on: boolean) => colours.set(on ? "four" : "two");
export const useFourColour = (): boolean => colours.use() === "four";

const TEXT_COLOURS = {
  two: { S: "text-stone-900", H: "text-red-700", D: "text-red-700", C: "text-stone-900" },
  four: { S: "text-stone-900", H: "text-red-700", D: "text-blue-700", C: "text-green-700" },
} as const satisfies Record<string, Record<Suit, string>>;

/** The Tailwind text colour of a suit under the player's colour choice. */
export function useSuitColour(suit: Suit): string {
  return TEXT_COLOURS[colours.use()][suit];
}
