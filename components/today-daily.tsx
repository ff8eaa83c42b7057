"use client";

import { useEffect, useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { closesAt, dailyNumber, utcDate } from "@/lib/daily/calendar";
import type { GameId } from "@/lib/games";
import { api, type DailyInfo } from "@/lib/client/api";
import { Link } from "@/lib/i18n/navigation";
import { useMe } from "./use-me";
import { browserTimeZone, useNow } from "./use-now";

/** Today's daily of one game on the home page: its number, the countdown to the next one in local time, your status and streak. */
export function TodayDaily({ game }: { game: GameId }) {
  const t = useTranslations("Home");
  const format = useFormatter();
  const now = useNow();
  const [me] = useMe();
  const [mine, setMine] = useState<DailyInfo["me"] | undefined>(undefined);
  const today = now === null ? null : utcDate(new Date(now));
  useEffect(() => {
    if (!today) return;
    api
      .daily(game, today)
      .then((d) => setMine(d.me))
      .catch(() => undefined);
  }, [game, today]);
  if (now === null || today === null) return <p className="h-16 text-sm text-stone-500">{t("loading")}</p>;
  const next = closesAt(today);
  const left = Math.max(0, next.getTime() - now);
  const status = mine === undefined ? null : !mine ? "new" : mine.status === "finished" ? "done" : "started";
  const streak = me?.stats[game]?.currentStreak ?? 0;
  return (
    <div className="space-y-1 text-sm">
      <p className="font-semibold">{t("dailyNumber", { number: dailyNumber(today) })}</p>
      <p>
        {t("nextIn", {
          hours: Math.floor(left / 3_600_000),
          minutes: Math.floor((left % 3_600_000) / 60_000),
          time: format.dateTime(next, { hour: "2-digit", minute: "2-digit", timeZone: browserTimeZone() }),
        })}
      </p>
      {status && <p data-testid={`status-${game}`}>{t(`status.${status}`, { pct: mine?.mpPct?.toFixed(1) ?? "–" })}</p>}
      <p>{t("streak", { count: streak })}</p>
      <Link
        href={`/daily/${game}`}
        className="mt-1 inline-block rounded-md bg-felt px-3 py-1.5 font-semibold text-white hover:bg-felt-dark"
      >
        {t(status === "done" ? "seeDaily" : status === "started" ? "resumeDaily" : "playDaily")}
      </Link>
    </div>
  );
}
