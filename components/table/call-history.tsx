"use client";

import { useEffect, useRef } from "react";
import { useTranslations } from "@/lib/i18n/client";
import type { ViewEntry } from "@/lib/engine/types";
import { useDescribe } from "./describe";

/**
 * A deal's calls in order, with the exchanges the rules reveal ("N: Order up", "N: Discard"): one
 * line that keeps its height (on a narrow screen it scrolls, the latest call in view).
 */
export function CallHistory({ auction }: { auction: ViewEntry[] }) {
  const t = useTranslations("Table");
  const describe = useDescribe();
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollLeft = el.scrollWidth;
  }, [auction.length]);
  return (
    <div className="flex h-6 items-center gap-2 text-xs text-white" data-testid="call-history">
      <span className="shrink-0 text-white/75">{t("auction")}:</span>
      {/* focusable: on a narrow screen it scrolls, and a keyboard must reach what is out of view */}
      <ol
        ref={list}
        tabIndex={0}
        aria-label={t("auction")}
        className="flex min-w-0 gap-1 overflow-x-auto whitespace-nowrap [scrollbar-width:none]"
      >
        {auction.map((e, i) => (
          <li key={i} className="rounded bg-white/15 px-1.5 py-0.5">
            <span aria-hidden="true" className="font-semibold">
              {t(`seatShort.${e.seat}`)}
            </span>
            <span className="sr-only">{describe.seat(e.seat)}</span> {describe.action(e.action)}
          </li>
        ))}
        {auction.length === 0 && (
          <li data-empty className="text-white/75">
            {t("noCalls")}
          </li>
        )}
      </ol>
    </div>
  );
}

/** The same history as one short line of text, for the score sheet. */
export function useAuctionText() {
  const t = useTranslations("Table");
  const describe = useDescribe();
  return (auction: ViewEntry[]) => auction.map((e) => `${t(`seatShort.${e.seat}`)} ${describe.action(e.action)}`).join(" · ");
}
