"use client";

import { useTranslations } from "next-intl";
import type { Trick, Upcard } from "@/lib/engine/types";
import { CardImage } from "../card";
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
 * calls, the up-card. Motion is left out when the player prefers reduced motion.
 */
export function TrickArea({ trick, upcard, collecting }: { trick: Trick | null; upcard: Upcard | null; collecting: boolean }) {
  const t = useTranslations("Table");
  const winner = trick?.winner ? POSITION[trick.winner] : null;
  return (
    <div className="relative mx-auto h-48 w-40 sm:h-64 sm:w-72" aria-label={t("trickArea")} role="group">
      {trick?.plays.map(({ seat, card }) => (
        <div
          key={seat}
          className={`absolute ${PLACE[POSITION[seat]]} transition duration-500 ease-in motion-reduce:transition-none ${
            collecting && winner ? `${GATHER[winner]} opacity-0` : ""
          }`}
        >
          <CardImage
            card={card}
            className={`h-16 w-auto rounded-md drop-shadow sm:h-24 ${trick.winner === seat ? "ring-4 ring-amber-300" : ""}`}
          />
        </div>
      ))}
      {!trick && upcard && (upcard.state === "up" || upcard.state === "down") && (
        <figure className="absolute left-1/2 top-1/2 -translate-x-1/2 -translate-y-1/2 text-center">
          <CardImage
            card={upcard.card}
            className={`mx-auto h-20 w-auto drop-shadow sm:h-24 ${upcard.state === "down" ? "opacity-50 grayscale" : ""}`}
          />
          <figcaption className="mt-1 text-xs text-white">{t(upcard.state === "up" ? "upcard" : "turnedDown")}</figcaption>
        </figure>
      )}
    </div>
  );
}
