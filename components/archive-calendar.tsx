"use client";

import { useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { LAUNCH_DATE, addDays, utcDate } from "@/lib/daily/calendar";
import type { GameId } from "@/lib/games";
import { api, type MyDaily } from "@/lib/client/api";
import { Link } from "@/lib/i18n/navigation";

/** The days of one month (yyyy-mm) from the launch to today, with leading blanks for a Monday start. */
function monthDays(month: string, today: string): (string | null)[] {
  const first = `${month}-01`;
  const blanks = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const days: (string | null)[] = Array.from({ length: blanks }, () => null);
  for (let d = first; d.startsWith(month); d = addDays(d, 1)) days.push(d >= LAUNCH_DATE && d <= today ? d : null);
  return days;
}

const shiftMonth = (month: string, by: number) => {
  const d = new Date(`${month}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + by);
  return d.toISOString().slice(0, 7);
};

/** A month calendar of dailies since the launch; each day links to its daily, yours marked. */
export function ArchiveCalendar({ game }: { game: GameId }) {
  const t = useTranslations("Archive");
  const locale = useLocale();
  const today = utcDate(new Date());
  const [month, setMonth] = useState(today.slice(0, 7));
  const [mine, setMine] = useState<Record<string, MyDaily>>({});
  const days = monthDays(month, today);
  useEffect(() => {
    let live = true;
    api
      .myDailies(game, month)
      .then((list) => live && setMine(Object.fromEntries(list.map((d) => [d.date, d]))))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [game, month]);
  const title = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
  // The accessible name starts with the spoken date, which holds the visible day number (WCAG 2.5.3).
  const longDate = (date: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
  const weekday = (i: number) =>
    new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" }).format(new Date(Date.UTC(2024, 0, 1 + i)));
  return (
    <section aria-label={title} className="max-w-md space-y-2">
      <div className="flex items-center justify-between">
        <button
          type="button"
          onClick={() => setMonth(shiftMonth(month, -1))}
          disabled={month <= LAUNCH_DATE.slice(0, 7)}
          className="rounded px-2 py-1 hover:bg-stone-200 disabled:opacity-40"
        >
          {t("previous")}
        </button>
        <h2 className="font-semibold">{title}</h2>
        <button
          type="button"
          onClick={() => setMonth(shiftMonth(month, 1))}
          disabled={month >= today.slice(0, 7)}
          className="rounded px-2 py-1 hover:bg-stone-200 disabled:opacity-40"
        >
          {t("next")}
        </button>
      </div>
      <ol className="grid grid-cols-7 gap-1 text-center text-sm">
        {Array.from({ length: 7 }, (_, i) => (
          <li key={`h${i}`} aria-hidden="true" className="text-xs text-stone-500">
            {weekday(i)}
          </li>
        ))}
        {days.map((date, i) => {
          if (!date) return <li key={`b${i}`} aria-hidden="true" />;
          const m = mine[date];
          const state = !m ? "notPlayed" : m.status === "finished" ? (m.ranked ? "played" : "late") : "started";
          const href = date === today ? `/daily/${game}` : `/daily/${game}/${date}`;
          return (
            <li key={date}>
              <Link
                href={href}
                aria-label={`${longDate(date)}: ${t(state, { pct: m?.mpPct?.toFixed(0) ?? "" })}`}
                data-state={state}
                className={`block rounded border px-1 py-2 ${state === "notPlayed" ? "border-stone-200 bg-white" : state === "started" ? "border-amber-300 bg-amber-50" : "border-green-600 bg-green-50"}`}
              >
                <span className="block font-semibold">{Number(date.slice(8))}</span>
                <span className="block text-[0.65rem] leading-tight text-stone-700" aria-hidden="true">
                  {m?.mpPct != null ? `${m.mpPct.toFixed(0)}%` : state === "notPlayed" ? "" : t(`${state}Short`)}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
