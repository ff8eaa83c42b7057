"use client";

import { useTranslations } from "@/lib/i18n/client";
import { isSuit } from "@/lib/engine/cards";
import type { Denomination, Trick, Upcard } from "@/lib/engine/types";
import { CardImage } from "../card";
import { SUIT_SYMBOLS } from "../suit";
import { POSITION } from "./seats";

const PLACE = {
  bottom: "left-1/2 bottom-0 -translate-x-1/2",
  top: "left-1/2 top-0 -translate-x-1/2",
  left: "left-0 top-1/2 -translate-y-1/2",
  right: "right-0 top-1/2 -translate-y-1/2",
} as const;

// Where a gathered trick goes: toward the side of the seat that won it.
const GATHER = {
  bottom: "translate-y-20",
  top: "-translate-y-20",
  left: "-translate-x-20",
  right: "translate-x-20",
} as const;

/**
 * The middle of the table: the cards of the trick in front of the seats that played them (the
 * winner's card marked), gathered to the winner's side when the trick is complete; during the
 * calls, the up-card; trump's symbol faintly underneath; a notice (a board's result) over it all.
 * Motion is left out when the player prefers reduced motion.
 */
export function TrickArea({
  trick,
  upcard,
  collecting,
  trump = null,
  notice = null,
}: {
  trick: Trick | null;
  upcard: Upcard | null;
  collecting: boolean;
  trump?: Denomination | null;
  notice?: string | null;
}) {
  const t = useTranslations("Table");
  const winner = trick?.winner ? POSITION[trick.winner] : null;
  // Only during the calls: a card turned down in round 2 gives way to trump's symbol once play starts.
  const showUpcard = !trick && upcard && (upcard.state === "up" || upcard.state === "down");
  return (
    <div className="relative mx-auto h-36 w-40 sm:h-64 sm:w-72" aria-label={t("trickArea")} role="group">
      {trump && isSuit(trump) && !showUpcard && (
        <span
          aria-hidden="true"
          data-testid="trump-centre"
          className="absolute inset-0 flex items-center justify-center text-6xl text-white/25 select-none sm:text-8xl"
        >
          {SUIT_SYMBOLS[trump]}
        </span>
      )}
      {trick?.plays.map(({ seat, card }) => (
        <div
          key={seat}
          className={`absolute ${PLACE[POSITION[seat]]} transition duration-300 ease-in motion-reduce:transition-none ${
            collecting && winner ? `${GATHER[winner]} opacity-0` : ""
          }`}
        >
          <CardImage
            card={card}
            className={`h-16 w-auto rounded-md drop-shadow sm:h-24 ${trick.winner === seat ? "ring-4 ring-amber-300" : ""}`}
          />
        </div>
      ))}
      {showUpcard && (
        <figure className="absolute top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2 text-center" data-testid="upcard">
          <CardImage
            card={upcard.card}
            className={`mx-auto h-20 w-auto drop-shadow sm:h-24 ${upcard.state === "down" ? "opacity-50 grayscale" : ""}`}
          />
          <figcaption className="mt-1 text-xs text-white">{t(upcard.state === "up" ? "upcard" : "turnedDown")}</figcaption>
        </figure>
      )}
      {notice && (
        <p className="absolute top-1/2 left-1/2 z-10 w-max max-w-full -translate-x-1/2 -translate-y-1/2 rounded bg-white px-3 py-1 text-center text-sm font-semibold text-stone-900 shadow">
          {notice}
        </p>
      )}
    </div>
  );
}
