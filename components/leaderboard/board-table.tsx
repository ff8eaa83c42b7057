"use client";

import type { ReactNode } from "react";
import { useTranslations } from "@/lib/i18n/client";

/** A leaderboard table: a header row and one row per player, the player's own row marked. */
export function BoardTable({
  caption,
  head,
  rows,
  more,
}: {
  caption: string;
  head: string[];
  rows: { key: string; me: boolean; cells: ReactNode[] }[];
  more: (() => void) | null;
}) {
  const t = useTranslations("Leaderboard");
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-stone-300">
            {head.map((h) => (
              <th key={h} scope="col" className="px-2 py-1">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr
              key={r.key}
              aria-current={r.me ? "true" : undefined}
              className={`border-b border-stone-100 ${r.me ? "bg-amber-100 font-semibold" : ""}`}
            >
              {r.cells.map((c, i) => (
                <td key={i} className="px-2 py-1">
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && <p className="py-3 text-sm text-stone-600">{t("empty")}</p>}
      {more && (
        <button type="button" onClick={more} className="mt-2 rounded border border-stone-300 bg-white px-3 py-1 text-sm hover:bg-stone-100">
          {t("more")}
        </button>
      )}
    </div>
  );
}
