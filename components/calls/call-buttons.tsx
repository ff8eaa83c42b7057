"use client";

import { useTranslations } from "@/lib/i18n/client";
import type { Action, Suit } from "@/lib/engine/types";
import { SUIT_SYMBOLS } from "../suit";
import { useSuitColour } from "../suit-colours";
import { useDescribe } from "../table/describe";
import { useDigitKeys } from "./use-digit-keys";

/** The digit that chooses a call: a bid's number of tricks, 0 for pass, else its place in the row. */
export function shortcuts(actions: Action[]): number[] {
  const taken = new Set<number>();
  const fixed = actions.map((a) => (a.type === "pass" ? 0 : a.type === "bid" && !a.denom && a.tricks < 10 ? a.tricks : null));
  fixed.forEach((k) => k !== null && taken.add(k));
  let next = 1;
  return fixed.map((k) => {
    if (k !== null) return k;
    while (taken.has(next)) next++;
    taken.add(next);
    return next;
  });
}

/**
 * The calls on offer as buttons, each with its digit key (its hint not drawn on a touch screen): euchre's order up / pass / name a suit
 * / alone, two-hand's pick-up choice, bid-six's bids and trump. Only legal calls are listed.
 */
export function CallButtons({ actions, onCall }: { actions: Action[]; onCall: (a: Action) => void }) {
  const describe = useDescribe();
  const keys = shortcuts(actions);
  useDigitKeys((d) => {
    const i = keys.indexOf(d);
    if (i >= 0) onCall(actions[i]!);
  });
  return (
    <ul className="flex flex-wrap justify-center gap-x-2 gap-y-1 sm:gap-y-2">
      {actions.map((a, i) => (
        <li key={JSON.stringify(a)}>
          <button
            type="button"
            data-call
            onClick={() => onCall(a)}
            aria-label={a.type === "name" ? describe.action(a) : undefined}
            aria-keyshortcuts={keys[i] !== undefined && keys[i] < 10 ? String(keys[i]) : undefined}
            className="rounded-md bg-white px-3 py-2 text-sm font-semibold text-stone-900 shadow hover:bg-amber-100 focus-visible:outline-3 focus-visible:outline-amber-400"
          >
            {keys[i]! < 10 && (
              <kbd aria-hidden="true" className="mr-1.5 rounded pointer-coarse:hidden border border-stone-300 px-1 text-xs text-stone-500">
                {keys[i]}
              </kbd>
            )}
            {a.type === "name" ? <NameCall suit={a.suit} alone={a.alone === true} /> : describe.action(a)}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** A named trump as its symbol ("♥", "♥ alone"), short enough for a phone's row; the button's name says it in words. */
function NameCall({ suit, alone }: { suit: Suit; alone: boolean }) {
  const t = useTranslations("Table");
  return (
    <>
      <span className={`text-base ${useSuitColour(suit)}`}>{SUIT_SYMBOLS[suit]}</span>
      {alone && ` ${t("aloneShort")}`}
    </>
  );
}
