"use client";

import { useTranslations } from "@/lib/i18n/client";
import { closesAt } from "@/lib/daily/calendar";
import { useClockTime } from "../day";
import { useNow } from "../use-now";

/** The last hour before a daily closes: warn from here that finishing later counts as late. */
const WARN_MS = 3_600_000;

/**
 * Beside an unfinished ranked daily: in its last hour, how long is left to finish it ranked; once
 * its day has closed, that it will now count as late (the server decides at the finishing move).
 */
export function ClosingNotice({ date }: { date: string }) {
  const t = useTranslations("Daily");
  const clock = useClockTime();
  const now = useNow();
  if (now === null) return null;
  const close = closesAt(date);
  const left = close.getTime() - now;
  if (left > WARN_MS) return null;
  return (
    <p role="status" data-testid="closing" className="text-sm font-medium text-amber-900">
      {left > 0
        ? t("closingSoon", {
            minutes: Math.ceil(left / 60_000),
            time: clock(close),
          })
        : t("dayClosed")}
    </p>
  );
}
