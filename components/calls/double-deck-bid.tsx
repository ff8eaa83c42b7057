"use client";

import { useId, useRef, useState } from "react";
import { useTranslations } from "@/lib/i18n/client";
import type { Action, Denomination } from "@/lib/engine/types";
import { isSuit } from "@/lib/engine/cards";
import { Suit } from "../suit";
import { useDescribe } from "../table/describe";
import { useDigitKeys } from "./use-digit-keys";

/**
 * Double-deck bidding: a number of tricks (digits type it: "1" then "2" is 12), then a suit or
 * sans; ALONE with its denomination; or pass. Only what `legal` offers can be chosen. Compact, so it
 * fits a phone beside the hand: the denominations as their symbols.
 */
export function DoubleDeckBid({ legal, onCall }: { legal: Action[]; onCall: (a: Action) => void }) {
  const t = useTranslations("Table");
  const describe = useDescribe();
  const id = useId();
  const bids = legal.filter((a): a is Extract<Action, { type: "bid" }> => a.type === "bid");
  const counts = [...new Set(bids.map((b) => b.tricks))].sort((a, b) => a - b);
  const [chosen, setChosen] = useState<number | null>(null);
  const tricks = chosen !== null && counts.includes(chosen) ? chosen : (counts[0] ?? null);
  const lastDigit = useRef<{ digit: number; at: number } | null>(null);
  useDigitKeys((d, at) => {
    const prev = lastDigit.current;
    const typed = prev?.digit === 1 && at - prev.at < 1000 ? 10 + d : d;
    lastDigit.current = { digit: d, at };
    if (counts.includes(typed)) setChosen(typed);
    else if (counts.includes(d)) setChosen(d);
  });
  const denoms = [...new Set(bids.filter((b) => b.tricks === tricks).map((b) => b.denom as Denomination))];
  const alone = legal.filter((a): a is Extract<Action, { type: "alone" }> => a.type === "alone");
  const pass = legal.find((a) => a.type === "pass");
  const button =
    "rounded-md bg-white px-3 py-2 text-sm font-semibold text-stone-900 shadow hover:bg-amber-100 focus-visible:outline-3 focus-visible:outline-amber-400";
  // Each denomination's button shows its symbol (a sans by name); its accessible name is the whole call.
  const choice = (a: Action, denom: Denomination) => (
    <button
      key={`${a.type}-${denom}`}
      type="button"
      data-call
      className={`${button} max-sm:px-2.5`}
      onClick={() => onCall(a)}
      aria-label={describe.action(a)}
    >
      {isSuit(denom) ? <Suit suit={denom} /> : t("sans")}
    </button>
  );
  return (
    <div className="flex flex-col items-center gap-1 sm:gap-2">
      {tricks !== null && (
        <div className="flex flex-wrap items-center justify-center gap-1 sm:gap-2">
          <label htmlFor={`${id}-tricks`} className="text-sm text-white">
            {t("tricksToBid")}
          </label>
          <select
            id={`${id}-tricks`}
            value={tricks}
            onChange={(e) => setChosen(Number(e.target.value))}
            className="rounded-md bg-white px-2 py-2 text-stone-900"
          >
            {counts.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          {denoms.map((d) => choice({ type: "bid", tricks, denom: d }, d))}
        </div>
      )}
      <div className="flex flex-wrap items-center justify-center gap-1 sm:gap-2">
        {alone.length > 0 && <span className="text-sm text-white">{t("aloneIn")}</span>}
        {alone.map((a) => choice(a, a.denom))}
        {pass && (
          <button type="button" data-call className={button} onClick={() => onCall(pass)}>
            {describe.action(pass)}
          </button>
        )}
      </div>
    </div>
  );
}
