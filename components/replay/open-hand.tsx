"use client";

import { useTranslations } from "@/lib/i18n/client";
import type { Card, Seat } from "@/lib/engine/types";
import { CardImage } from "../card";

/** A seat in a replay: its name, the dealer chip, and its cards face up (or that it sits out). */
/** `narrow`: a side seat, whose cards wrap into rows on a phone. */
export function OpenHand({
  seat,
  cards,
  dealer,
  out,
  narrow,
}: {
  seat: Seat;
  cards: Card[];
  dealer: boolean;
  out: boolean;
  narrow: boolean;
}) {
  const t = useTranslations("Table");
  return (
    <div data-seat={seat} className="flex flex-col items-center gap-1 text-center text-white">
      <p className="text-sm font-semibold">
        {t(`seat.${seat}`)}
        {dealer && (
          <span className="ml-1 rounded-full bg-white px-1.5 text-xs font-bold text-felt" title={t("dealer")}>
            {t("dealerChip")}
            <span className="sr-only"> {t("dealer")}</span>
          </span>
        )}
      </p>
      {out ? (
        <p className="text-xs">{t("sitsOut")}</p>
      ) : (
        <ul
          aria-label={t(`seat.${seat}`)}
          className={`flex flex-wrap justify-center gap-0.5 ${narrow ? "max-w-[5.5rem] sm:max-w-64" : ""}`}
        >
          {cards.map((c, i) => (
            <li key={`${c}-${i}`} data-card={c}>
              <CardImage card={c} className="h-10 w-auto sm:h-16" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
