"use client";

import { useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslations } from "@/lib/i18n/client";
import type { Card } from "@/lib/engine/types";
import { CardImage, useCardsReady } from "../card";

export interface HandCard {
  card: Card;
  /** Why this card cannot be chosen now; null when it can. */
  blocked: string | null;
  selected?: boolean;
  /** The only card one may play, about to play itself. */
  forced?: boolean;
}

/**
 * The person's hand, fanned at the bottom. One tab stop: arrows move between cards, Enter or
 * Space chooses. A card that cannot be chosen stays focusable and says why on hover and focus,
 * over the card itself (the seat label above stays readable). The hand is drawn once its
 * card images are ready; until then it keeps its place, invisible. On a phone it keeps one height
 * as cards come and go (a long hand's one or two fanned rows, a short one's row), so the table does not move.
 */
export function Hand({
  cards,
  faceDown = 0,
  onChoose,
  label,
  tall = false,
}: {
  cards: HandCard[];
  /** Cards held but not yet seen (the dealer naming trump under a turned joker), drawn as backs. */
  faceDown?: number;
  onChoose: (index: number) => void;
  label: string;
  /** The game's hands are long enough for two rows on a phone (double deck's twelve cards): their room is kept. */
  tall?: boolean;
}) {
  const t = useTranslations("Table");
  const [focus, setFocus] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();
  const current = Math.min(focus, cards.length - 1);
  const ready = useCardsReady(cards.map((c) => c.card));
  // A long hand (more than six cards: seven full-size cards overflow a 375 px phone's row) wraps
  // on a phone: smaller cards, the rows overlapping like a fan, each card still a finger's width apart.
  const long = cards.length > 6;

  const move = (e: KeyboardEvent, i: number) => {
    const to =
      e.key === "ArrowRight" || e.key === "ArrowDown"
        ? i + 1
        : e.key === "ArrowLeft" || e.key === "ArrowUp"
          ? i - 1
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? cards.length - 1
              : null;
    if (to === null) return;
    e.preventDefault();
    const next = (to + cards.length) % cards.length;
    setFocus(next);
    refs.current[next]?.focus();
  };

  return (
    <div
      role="group"
      aria-label={label}
      className={`flex flex-wrap content-start justify-center gap-y-1 px-2 max-sm:min-h-24 ${tall ? "max-sm:min-h-[7.5rem]" : ""} ${long ? "max-sm:pb-11" : ""} ${ready ? "" : "invisible"}`}
    >
      {cards.map(({ card, blocked, selected, forced }, i) => (
        <div key={`${card}-${i}`} className={`group relative first:ml-0 sm:-ml-4 ${long ? "-ml-4 max-sm:-mb-11" : "-ml-7"}`}>
          <button
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            tabIndex={i === current ? 0 : -1}
            aria-disabled={blocked ? true : undefined}
            aria-pressed={selected === undefined ? undefined : selected}
            aria-describedby={blocked ? `${id}-${i}` : undefined}
            data-card={card}
            data-playable={blocked ? undefined : "true"}
            data-forced={forced ? "true" : undefined}
            onFocus={() => setFocus(i)}
            onKeyDown={(e) => move(e, i)}
            onClick={() => !blocked && onChoose(i)}
            className={`block rounded-md transition-transform focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-400 motion-reduce:transition-none ${
              blocked ? "cursor-not-allowed brightness-75" : "cursor-pointer hover:-translate-y-2 focus-visible:-translate-y-2"
            } ${selected || forced ? "-translate-y-4" : ""}`}
          >
            <CardImage card={card} className={`w-auto drop-shadow sm:h-28 ${long ? "h-20" : "h-24"}`} />
          </button>
          {blocked && (
            <span
              id={`${id}-${i}`}
              role="tooltip"
              className="pointer-events-none absolute top-2 left-1/2 z-20 hidden w-max max-w-40 -translate-x-1/2 rounded bg-stone-900/90 px-2 py-1 text-center text-xs text-white group-focus-within:block group-hover:block"
            >
              {blocked}
            </span>
          )}
        </div>
      ))}
      {Array.from({ length: faceDown }, (_, i) => (
        <div key={`back-${i}`} className="first:ml-0 -ml-7 sm:-ml-4" data-card="back">
          <CardImage card="back" className="h-24 w-auto drop-shadow sm:h-28" />
        </div>
      ))}
      {cards.length === 0 && faceDown === 0 && <p className="flex h-24 items-center text-sm text-white/80 sm:h-28">{t("noCards")}</p>}
    </div>
  );
}
