"use client";

import { useTranslations } from "@/lib/i18n/client";
import { sameAction } from "@/lib/analysis/actions";
import { useDescribe } from "../table/describe";
import { CardImage } from "../card";
import { CardRow } from "./card-row";
import { points, type Placed } from "./analysis-types";

/** One decision: the hand and the trick as South saw them, and every option's value. */
export function DecisionPosition({ placed }: { placed: Placed }) {
  const t = useTranslations("Analysis");
  const describe = useDescribe();
  const { decision: d, board } = placed;
  const { hand, trick, upcard, contract } = d.position;
  const byValue = [...d.options].sort((a, b) => b.value - a.value);
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
      <table className="w-full text-sm">
        <caption className="text-left text-stone-700">{t("options")}</caption>
        <tbody>
          {byValue.map((o) => (
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
    </article>
  );
}
