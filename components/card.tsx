"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "@/lib/i18n/client";
import { JOKER, type Card, type Rank, type Suit } from "@/lib/engine/types";
import { useFourColour } from "./suit-colours";

/** The accessible name of a card in the page's language: "Jack of hearts", "Herz-Bube". */
export function useCardName(): (card: Card) => string {
  const t = useTranslations("Cards");
  return (card) => (card === JOKER ? t("joker") : t("card", { rank: t(`rank.${card[0] as Rank}`), suit: t(`suit.${card[1] as Suit}`) }));
}

/**
 * One card drawn from our own SVG files in public/cards (four-colour set in public/cards/4c when
 * the player chose it), or its back when `card` is "back". Size it with `className` (for example
 * "h-24 w-auto"); the intrinsic size keeps the 5:7 shape.
 */
export function CardImage({ card, className }: { card: Card | "back"; className?: string }) {
  const t = useTranslations("Cards");
  const name = useCardName();
  const src = useCardSrc()(card);
  return (
    // A plain img: the SVGs need no resizing, and next/image would add ~6 KiB of JS to the table.
    // eslint-disable-next-line @next/next/no-img-element
    <img src={src} alt={card === "back" ? t("back") : name(card)} width={60} height={84} draggable={false} className={className} />
  );
}

function useCardSrc(): (card: Card | "back") => string {
  const dir = useFourColour() ? "/cards/4c" : "/cards";
  return (card) => (card === "back" ? "/cards/back.svg" : `${dir}/${card}.svg`);
}

// The card images this page has decoded: a hand is drawn once all of its images are ready, so a
// cold load never shows an empty hand while they arrive.
const decoded = new Set<string>();

/** Whether every image of `cards` is loaded and decoded (it starts loading those that are not). */
export function useCardsReady(cards: readonly (Card | "back")[]): boolean {
  const srcOf = useCardSrc();
  const srcs = cards.map(srcOf);
  const key = srcs.join(" ");
  const [, loaded] = useState(0);
  useEffect(() => {
    const missing = key.split(" ").filter((s) => s && !decoded.has(s));
    if (missing.length === 0) return;
    let live = true;
    Promise.all(
      missing.map((src) => {
        const img = new window.Image();
        img.src = src;
        return img.decode().then(
          () => decoded.add(src),
          () => decoded.add(src), // a failed image shows its alt text rather than holding back the hand
        );
      }),
    ).then(() => live && loaded((n) => n + 1));
    return () => {
      live = false;
    };
  }, [key]);
  return srcs.every((s) => decoded.has(s));
}
