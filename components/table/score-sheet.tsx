"use client";

import { useTranslations } from "@/lib/i18n/client";
import type { PlayerView } from "@/lib/engine/types";
import { useAuctionText } from "./call-history";
import { minus, signed } from "../signed";
import { useDescribe } from "./describe";
import { useSeatScores } from "./seat-scores";

const COLUMNS = ["board", "auction", "contractLabel", "tricks", "points", "net"] as const;

/**
 * One row per finished board: its calls (with the exchanges the rules reveal), contract, tricks,
 * points per side (three-hand: per player) and the board's net for us.
 */
export function ScoreSheet({ view }: { view: PlayerView }) {
  const t = useTranslations("Table");
  const describe = useDescribe();
  const auctionText = useAuctionText();
  const seatScores = useSeatScores();
  if (view.results.length === 0) return null;
  return (
    <details className="rounded-lg border border-stone-200 bg-white p-3" open={view.over}>
      <summary className="cursor-pointer font-medium">{t("scoreSheet")}</summary>
      <div className="overflow-x-auto">
        <table className="mt-2 w-full text-left text-sm" data-testid="score-sheet">
          <thead>
            <tr className="border-b border-stone-200">
              {COLUMNS.map((key, i) => (
                <th key={key} scope="col" className={i < COLUMNS.length - 1 ? "py-1 pr-2" : "py-1"}>
                  {t(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.results.map((r, i) => (
              <tr key={r.index} className="border-b border-stone-100">
                <td className="py-1 pr-2">{r.index + 1}</td>
                <td className="py-1 pr-2 text-xs">{auctionText(view.auctions[i] ?? []) || "–"}</td>
                <td className="py-1 pr-2">{r.contract ? describe.contract(r.contract) : t("thrownIn")}</td>
                <td className="py-1 pr-2">{t("sides", { us: r.tricks[0], them: r.tricks[1] })}</td>
                <td className="py-1 pr-2">
                  {r.seatPoints ? seatScores(r.seatPoints) : t("sides", { us: minus(r.points[0]), them: minus(r.points[1]) })}
                </td>
                <td className="py-1 font-semibold">{signed(r.net[0])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
