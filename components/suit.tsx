"use client";

import { useTranslations } from "@/lib/i18n/client";
import type { Suit as SuitId } from "@/lib/engine/types";
import { useSuitColour } from "./suit-colours";

// U+FE0E asks for the text form, so no platform swaps in a coloured emoji.
export const SUIT_SYMBOLS: Record<SuitId, string> = { S: "♠\uFE0E", H: "♥\uFE0E", D: "♦\uFE0E", C: "♣\uFE0E" };

/**
 * A suit symbol in its colour, read out by name ("hearts"). The shape alone tells the suits
 * apart; colour is a second cue, never the only one.
 */
export function Suit({ suit, className = "" }: { suit: SuitId; className?: string }) {
  const t = useTranslations("Cards.suit");
  return (
    <span className={`${useSuitColour(suit)} ${className}`}>
      <span aria-hidden="true">{SUIT_SYMBOLS[suit]}</span>
      <span className="sr-only">{t(suit)}</span>
    </span>
  );
}
