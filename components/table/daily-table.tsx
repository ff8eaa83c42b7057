"use client";

import { lazy, useCallback, useState } from "react";
import { useTranslations } from "@/lib/i18n/client";
import type { GameId } from "@/lib/games";
import type { GameDto } from "@/lib/client/api";
import { startDaily } from "@/lib/client/request";
import { utcDate } from "@/lib/daily/calendar";
import { ClosingNotice } from "./closing-notice";
import { GameTable } from "./game-table";

// What shows once the daily is over (its result and analysis; a past day's replay) is not part of the table's first load.
const DailyResult = lazy(() => import("./daily-result").then((m) => ({ default: m.DailyResult })));
const GameAnalysis = lazy(() => import("../analysis/game-analysis").then((m) => ({ default: m.GameAnalysis })));
const GameReplay = lazy(() => import("../replay/game-replay").then((m) => ({ default: m.GameReplay })));

/** A daily at the table: today's (ranked) or a past one (`date`, played late and unranked); once finished, its result and analysis, and once its day has closed, its replay. */
export function DailyTable({ game, date }: { game: GameId; date?: string }) {
  const t = useTranslations("Daily");
  const [dto, setDto] = useState<GameDto | null>(null);
  const load = useCallback(() => startDaily(game, date), [game, date]);
  return (
    <div className="space-y-2 sm:space-y-3">
      {dto && (
        <>
          <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700 sm:text-base">
            {t("number", { number: dto.number ?? 0, date: dto.date ?? "" })}
            <span
              className={`rounded px-2 py-0.5 text-xs font-semibold ${dto.ranked ? "bg-green-100 text-green-900" : "bg-amber-200 text-amber-950"}`}
              data-testid="ranked"
            >
              {t(dto.ranked ? "ranked" : "unranked")}
            </span>
          </p>
          {dto.ranked && dto.status === "active" && dto.date && <ClosingNotice date={dto.date} />}
        </>
      )}
      <GameTable
        load={load}
        onGame={setDto}
        over={(g, rows) => (
          <DailyResult
            game={g}
            after={
              <>
                <GameAnalysis id={g.id} />
                {g.date && g.date < utcDate(new Date()) && <GameReplay id={g.id} />}
                {rows}
              </>
            }
          />
        )}
      />
    </div>
  );
}
