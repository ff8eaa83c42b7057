"use client";

import { useState } from "react";
import { useTranslations } from "@/lib/i18n/client";
import { useSearchParams } from "next/navigation";
import { LAUNCH_DATE, isDateString, utcDate } from "@/lib/daily/calendar";
import type { GameId } from "@/lib/games";
import { AllTimeBoard } from "./all-time-board";
import { DailyBoard } from "./daily-board";

const TABS = ["daily", "allTime", "overall"] as const;
type Tab = (typeof TABS)[number];

/** Daily (today or any date since the launch), all-time (this game) and overall (every game) tabs, each with "around me". */
export function LeaderboardTabs({ game }: { game: GameId }) {
  const t = useTranslations("Leaderboard");
  const asked = useSearchParams().get("date");
  const today = utcDate(new Date());
  const [tab, setTab] = useState<Tab>("daily");
  const [date, setDate] = useState(asked && isDateString(asked) && asked <= today && asked >= LAUNCH_DATE ? asked : today);
  const [around, setAround] = useState(false);
  const tabClass = (on: boolean) =>
    `rounded-t-md px-3 py-2 text-sm font-semibold ${on ? "bg-white text-felt shadow" : "text-stone-700 hover:bg-stone-100"}`;
  return (
    <div className="space-y-3">
      <div role="tablist" aria-label={t("tabs")} className="flex gap-1 border-b border-stone-300">
        {TABS.map((id) => (
          <button
            key={id}
            role="tab"
            type="button"
            id={`tab-${id}`}
            aria-controls="panel"
            aria-selected={tab === id}
            className={tabClass(tab === id)}
            onClick={() => setTab(id)}
          >
            {t(id)}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-4 text-sm">
        {tab === "daily" && (
          <label className="flex items-center gap-2">
            {t("date")}
            <input
              type="date"
              value={date}
              min={LAUNCH_DATE}
              max={today}
              onChange={(e) => isDateString(e.target.value) && setDate(e.target.value)}
              className="rounded border border-stone-300 px-2 py-1"
            />
          </label>
        )}
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={around} onChange={(e) => setAround(e.target.checked)} className="size-4 accent-felt" />
          {t("aroundMe")}
        </label>
      </div>
      <div role="tabpanel" id="panel" aria-labelledby={`tab-${tab}`}>
        {tab === "daily" ? (
          <DailyBoard game={game} date={date} around={around} />
        ) : (
          <AllTimeBoard board={tab === "overall" ? "overall" : game} caption={t(tab)} around={around} />
        )}
      </div>
    </div>
  );
}
