"use client";

import { useTranslations } from "@/lib/i18n/client";
import type { GameId } from "@/lib/games";
import { api } from "@/lib/client/api";
import { useDay } from "../day";
import { usePercent } from "../percent";
import { BoardTable } from "./board-table";
import { usePages } from "./use-pages";

/** An all-time leaderboard (one game, or every game overall): average matchpoint %, dailies, best day, streaks. */
export function AllTimeBoard({ board, caption, around }: { board: GameId | "overall"; caption: string; around: boolean }) {
  const t = useTranslations("Leaderboard");
  const percent = usePercent();
  const day = useDay();
  const { first, rows, more, loading, missing } = usePages((q) => api.allTimeBoard(board, q), board, around);
  if (loading) return <p role="status">{t("loading")}</p>;
  if (missing) return <p>{t("notEnough")}</p>;
  return (
    <div className="space-y-2">
      {first && <p className="text-sm text-stone-700">{t("minDailies", { count: first.minDailies })}</p>}
      <BoardTable
        caption={caption}
        head={[t("rank"), t("name"), t("avgPct"), t("dailies"), t("best"), t("streak"), t("longest")]}
        rows={rows.map((r) => ({
          key: `${r.rank}-${r.name}`,
          me: r.me,
          cells: [
            r.rank,
            r.name,
            percent(r.avgPct),
            r.dailies,
            r.best ? `${percent(r.best.pct)} (${day(r.best.date)})` : "–",
            r.currentStreak,
            r.longestStreak,
          ],
        }))}
        more={more}
      />
    </div>
  );
}
