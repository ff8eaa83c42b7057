"use client";

import Image from "next/image";
import { useTranslations } from "next-intl";
import type { Card, Rank, Suit } from "@/lib/engine/types";
import { useFourColour } from "./suit-colours";

/** The accessible name of a card in the page's language: "Jack of hearts", "Herz-Bube". */
export function useCardName(): (card: Card) => string {
  const t = useTranslations("Cards");
  return (card) => t("card", { rank: t(`rank.${card[0] as Rank}`), suit: t(`suit.${card[1] as Suit}`) });
}

/**
 * One card drawn from our own SVG files in public/cards (four-colour set in public/cards/4c when
 * the player chose it), or its back when `card` is "back". Size it with `className` (for example
 * "h-24 w-auto"); the intrinsic size keeps the 5:7 shape.
 */
export function CardImage({ card, className }: { card: Card | "back"; className?: string }) {
  const t = useTranslations("Cards");
  const name = useCardName();
  const dir = useFourColour() ? "/cards/4c" : "/cards";
  const src = card === "back" ? "/cards/back.svg" : `${dir}/${card}.svg`;
  return (
    <Image
      src={src}
      alt={card === "back" ? t("back") : name(card)}
      width={60}
      height={84}
      unoptimized
      draggable={false}
      className={className}
    />
  );
}
