"use client";

import type { Card } from "@/lib/engine/types";
import { CardImage } from "../card";

/** A hand's cards face up in a row that wraps. */
export function CardRow({ cards, className = "h-10 w-auto" }: { cards: readonly Card[]; className?: string }) {
  return (
    <ul className="flex flex-wrap gap-0.5">
      {cards.map((c, i) => (
        <li key={`${c}-${i}`}>
          <CardImage card={c} className={className} />
        </li>
      ))}
    </ul>
  );
}
