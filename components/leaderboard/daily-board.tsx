"use client";

import { useTranslations } from "next-intl";
import type { GameId } from "@/lib/games";
import { api } from "@/lib/client/api";
import { signed } from "../table/score-sheet";
import { BoardTable } from "./board-table";
import { usePages } from "./use-pages";

/** One day's leaderboard: rank by matchpoint %, total net; provisional while the day is open. */
export function DailyBoard({ game, date, around }: { game: GameId; date: string; around: boolean }) {
  const t = useTranslations("Leaderboard");
  const { first, rows, more, loading, missing } = usePages((q) => api.dailyBoard(game, date, q), `${game}/${date}`, around);
  if (loading) return <p role="status">{t("loading")}</p>;
  if (missing) return <p>{t("noResultToday")}</p>;
  return (
    <div className="space-y-2">
      {first && (
        <p className="text-sm text-stone-700">
          {t("dailyInfo", { number: first.number, field: first.field })} {first.provisional ? t("provisional") : t("final")}
        </p>
      )}
      <BoardTable
        caption={t("dailyCaption", { date })}
        head={[t("rank"), t("name"), t("mpPct"), t("totalNet")]}
        rows={rows.map((r) => ({ key: `${r.rank}-${r.name}-${r.finishedAt}`, me: r.me, cells: [r.rank, r.name, `${r.mpPct.toFixed(1)}%`, signed(r.totalNet)] }))}
        more={more}
      />
    </div>
  );
}
