"use client";

import { useTranslations } from "@/lib/i18n/client";
import type { Seat } from "@/lib/engine/types";
import { CardImage } from "../card";
import { MakerChip, type ShownContract } from "./trump-chip";

/**
 * A computer player's place: who sits there and on which side (a short form on a phone), how many
 * cards they hold (drawn face down), their last call, whether they made trump, whether it is their
 * turn, they deal, or they sit out a lone hand.
 */
export function SeatPanel({
  seat,
  role,
  count,
  call,
  maker,
  turn,
  dealer,
  out,
}: {
  seat: Seat;
  role: "partner" | "opponent";
  count: number;
  call: string | null;
  maker: ShownContract | null;
  turn: boolean;
  dealer: boolean;
  out: boolean;
}) {
  const t = useTranslations("Table");
  return (
    <div
      data-seat={seat}
      aria-current={turn ? "true" : undefined}
      className={`flex flex-col items-center gap-0.5 rounded-lg px-1 py-0.5 text-center text-white sm:gap-1 sm:px-2 sm:py-1 ${turn ? "bg-amber-300/25 ring-2 ring-amber-300" : ""}`}
    >
      <p className="text-xs font-semibold whitespace-nowrap sm:text-sm">
        {t(`seat.${seat}`)}{" "}
        <span className="font-normal text-white/80">
          <span className="sm:hidden">({t(`roleShort.${role}`)})</span>
          <span className="hidden sm:inline">({t(`role.${role}`)})</span>
        </span>
      </p>
      <div className="flex items-center">
        <div className="flex" aria-label={t("cardsHeld", { count })} role="img">
          {Array.from({ length: Math.min(count, 5) }, (_, i) => (
            // Only the backs fade for a seat that sits out: faded text would be too faint to read.
            <CardImage key={i} card="back" className={`-ml-6 h-9 w-auto first:ml-0 sm:-ml-5 sm:h-12 ${out ? "opacity-50" : ""}`} />
          ))}
          {/* at most five backs are drawn: a longer hand (bid-six, double deck) shows its count */}
          {count > 5 && <span className="ml-1 self-center text-sm font-semibold">{count}</span>}
          {/* an empty hand keeps its height, so the table does not move */}
          {count === 0 && <span className="h-9 sm:h-12" />}
        </div>
        {dealer && (
          <span className="ml-1 inline-block rounded-full bg-white px-1.5 text-xs font-bold text-felt" title={t("dealer")}>
            {t("dealerChip")}
            <span className="sr-only"> {t("dealer")}</span>
          </span>
        )}
        {maker && <MakerChip contract={maker} />}
      </div>
      <p className="min-h-5 text-xs" aria-hidden={call ? undefined : true}>
        {out ? (
          t("sitsOut")
        ) : call ? (
          <span className="inline-block rounded bg-white px-1.5 py-0.5 leading-tight font-medium whitespace-nowrap text-stone-900">
            {call}
          </span>
        ) : turn ? (
          t("thinking")
        ) : (
          ""
        )}
      </p>
    </div>
  );
}
