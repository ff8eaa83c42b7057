"use client";

import { useSyncExternalStore } from "react";
import type { Suit } from "@/lib/engine/types";

// The player's choice between the usual two-colour suits and a four-colour set (♦ blue, ♣ green),
// kept in localStorage. A tiny external store rather than a React context provider: every card and
// suit on the page reads the same value without a provider in the layout, a change in another tab
// arrives through the "storage" event, and the server snapshot (two colours) keeps hydration exact.

const KEY = "suit-colours";
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

const readFourColour = () => window.localStorage.getItem(KEY) === "four";

export function setFourColour(on: boolean) {
  window.localStorage.setItem(KEY, on ? "four" : "two");
  listeners.forEach((listener) => listener());
}

export function useFourColour(): boolean {
  return useSyncExternalStore(subscribe, readFourColour, () => false);
}

const TEXT_COLOURS = {
  two: { S: "text-stone-900", H: "text-red-700", D: "text-red-700", C: "text-stone-900" },
  four: { S: "text-stone-900", H: "text-red-700", D: "text-blue-700", C: "text-green-700" },
} as const satisfies Record<string, Record<Suit, string>>;

/** The Tailwind text colour of a suit under the player's colour choice. */
export function useSuitColour(suit: Suit): string {
  return TEXT_COLOURS[useFourColour() ? "four" : "two"][suit];
}
