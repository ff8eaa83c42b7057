"use client";

import { useId, useState } from "react";
import { useTranslations } from "@/lib/i18n/client";
import { sameAction } from "@/lib/analysis/actions";
import { useDescribe } from "../table/describe";
import { CardImage } from "../card";
import { CardRow } from "./card-row";
import { points, type Placed } from "./analysis-types";
import { shownOptions } from "./option-list";

/** One decision: the hand and the trick as South saw them, and every option's value (the best few first, option-list.ts). */
export function DecisionPosition({ placed }: { placed: Placed }) {
  const t = useTranslations("Analysis");
  const describe = useDescribe();
  const { decision: d, board } = placed;
  const { hand, trick, upcard, contract } = d.position;
  const { byValue, shown, hidden } = shownOptions(d.options, d.best, d.action);
  const [all, setAll] = useState(false);
  const table = useId();
  return (
    <article
      aria-labelledby="decision-heading"
      className="space-y-2 rounded-lg border border-stone-200 bg-white p-3"
      data-testid="decision"
    >
      <h4 id="decision-heading" className="font-semibold">
        {t("position", { board, action: describe.action(d.action) })}
        {d.mark && <span className="ml-2 text-sm font-normal">({t(`mark.${d.mark}`)})</span>}
      </h4>
      <p className="text-sm text-stone-700">
        {contract ? describe.contract(contract) : upcard ? t("upcard", { card: describe.cardName(upcard) }) : null}
      </p>
      {trick.length > 0 && (
        <div>
          <p className="text-sm">{t("trick")}</p>
          <ul className="flex flex-wrap gap-2">
            {trick.map((p) => (
              <li key={p.seat} className="flex flex-col items-center text-xs">
                <CardImage card={p.card} className="h-12 w-auto" />
                {describe.seat(p.seat)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <p className="text-sm">{t("hand")}</p>
        <CardRow cards={hand} className="h-12 w-auto" />
      </div>
      <table id={table} className="w-full text-sm">
        <caption className="text-left text-stone-700">{t("options")}</caption>
        <tbody>
          {(all ? byValue : shown).map((o) => (
            <tr key={JSON.stringify(o.action)} className={sameAction(o.action, d.action) ? "font-semibold" : ""}>
              <td className="py-0.5">{describe.action(o.action)}</td>
              <td className="py-0.5 text-right tabular-nums">{points(o.value)}</td>
              <td className="py-0.5 pl-2 text-xs text-stone-600">
                {[sameAction(o.action, d.best) ? t("best") : null, sameAction(o.action, d.action) ? t("chosen") : null]
                  .filter(Boolean)
                  .join(", ")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {hidden > 0 && (
        <button
          type="button"
          aria-expanded={all}
          aria-controls={table}
          onClick={() => setAll(!all)}
          className="text-sm text-felt underline hover:no-underline"
        >
          {all ? t("showFewer") : t("showAll", { count: byValue.length })}
        </button>
      )}
    </article>
  );
}
