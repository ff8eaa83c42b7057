"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "@/lib/i18n/client";
import { closesAt, dailyNumber, utcDate } from "@/lib/daily/calendar";
import type { GameId } from "@/lib/games";
import { api, type DailyInfo } from "@/lib/client/api";
import { Link } from "@/lib/i18n/link";
import { usePercent } from "./percent";
import { useMe } from "./use-me";
import { useNow } from "./use-now";
import { useClockTime } from "./day";

const BLANK = "\u00a0";

/**
 * Today's daily of one game on the home page: its number, the countdown to the next one in local
 * time, your status and streak. `today` is the server's date, so the number is in the first paint;
 * the lines that need the browser's clock or the player keep their room until they arrive (up to
 * five lines, the countdown wrapping on a phone), so the button below never moves.
 */
export function TodayDaily({ game, today: serverToday }: { game: GameId; today: string }) {
  const t = useTranslations("Home");
  const clock = useClockTime();
  const percent = usePercent();
  const now = useNow();
  const [me] = useMe();
  const [info, setInfo] = useState<DailyInfo | undefined>(undefined);
  const today = now === null ? serverToday : utcDate(new Date(now));
  useEffect(() => {
    api
      .daily(game, today)
      .then(setInfo)
      .catch(() => undefined);
  }, [game, today]);
  const next = closesAt(today);
  const left = now === null ? null : Math.max(0, next.getTime() - now);
  const mine = info?.me;
  // the first to finish has no one to be compared with yet: no percentage, not 50%
  const status = !info ? null : !mine ? "new" : mine.status !== "finished" ? "started" : info.field > 1 ? "done" : "first";
  return (
    <div className="space-y-1 text-sm">
      <div className="min-h-28 space-y-1">
        <p className="font-semibold">{t("dailyNumber", { number: dailyNumber(today) })}</p>
        <p>
          {left === null
            ? BLANK
            : t("nextIn", {
                hours: Math.floor(left / 3_600_000),
                minutes: Math.floor((left % 3_600_000) / 60_000),
                time: clock(next),
              })}
        </p>
        <p data-testid={`status-${game}`}>
          {status ? t(`status.${status}`, { pct: mine?.mpPct == null ? "–" : percent(mine.mpPct) }) : BLANK}
        </p>
        <p>{me ? t("streak", { count: me.stats[game]?.currentStreak ?? 0 }) : BLANK}</p>
      </div>
      <Link href={`/daily/${game}`} className="inline-block rounded-md bg-felt px-3 py-1.5 font-semibold text-white hover:bg-felt-dark">
        {t(status === "done" || status === "first" ? "seeDaily" : status === "started" ? "resumeDaily" : "playDaily")}
      </Link>
    </div>
  );
}
