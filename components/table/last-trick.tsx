"use client";

import { useTranslations } from "@/lib/i18n/client";
import type { PlayerView } from "@/lib/engine/types";
import { CardImage } from "../card";
import { useDescribe } from "./describe";

/** The last complete trick, on request: who played what and who won it. */
export function LastTrick({ view }: { view: PlayerView }) {
  const t = useTranslations("Table");
  const describe = useDescribe();
  const tricks = view.deal?.tricks.length ? view.deal.tricks : (view.lastDeal?.tricks ?? []);
  const last = tricks[tricks.length - 1];
  if (!last) return null;
  return (
    <details className="rounded-lg border border-stone-200 bg-white p-3">
      <summary className="cursor-pointer font-medium">{t("lastTrick")}</summary>
      <ol className="mt-2 flex flex-wrap gap-3">
        {last.plays.map(({ seat, card }) => (
          <li key={seat} className="text-center text-xs">
            <CardImage card={card} className={`h-16 w-auto ${last.winner === seat ? "rounded ring-2 ring-amber-400" : ""}`} />
            {describe.seat(seat)}
          </li>
        ))}
      </ol>
      {last.winner && <p className="mt-2 text-sm">{t("says.wins", { seat: describe.seat(last.winner) })}</p>}
    </details>
  );
}
