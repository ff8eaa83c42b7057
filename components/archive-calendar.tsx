"use client";

import { useEffect, useState } from "react";
import { useLocale, useTranslations } from "@/lib/i18n/client";
import { LAUNCH_DATE, addDays, utcDate } from "@/lib/daily/calendar";
import type { GameId } from "@/lib/games";
import { api, type MyDaily } from "@/lib/client/api";
import { Link } from "@/lib/i18n/link";
import { useDay } from "./day";
import { usePercent } from "./percent";

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

type DayState = "notPlayed" | "started" | "played" | "late";

const dayState = (m: MyDaily | undefined): DayState =>
  !m ? "notPlayed" : m.status !== "finished" ? "started" : m.ranked ? "played" : "late";

/** How each state is drawn: a late play striped with a dashed border, told apart from a ranked one without colour too. */
const LOOK: Record<DayState, string> = {
  notPlayed: "border-stone-200 bg-white",
  started: "border-amber-400 bg-amber-50",
  played: "border-green-700 bg-green-50",
  late: "border-dashed border-sky-800 bg-[repeating-linear-gradient(135deg,var(--color-sky-100)_0_3px,white_3px_6px)]",
};

/** A month calendar of dailies since the launch; each day links to its daily, yours marked (ranked, late or started), with a legend. */
export function ArchiveCalendar({ game }: { game: GameId }) {
  const t = useTranslations("Archive");
  const percent = usePercent();
  const locale = useLocale();
  const longDate = useDay("long");
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
          const state = dayState(m);
          const href = date === today ? `/daily/${game}` : `/daily/${game}/${date}`;
          const pct = m?.mpPct == null ? null : percent(m.mpPct, 0);
          // The link's name is its text: the spoken date (which holds the visible day number) and
          // its state; what is drawn for the eye is the same, shorter (WCAG 2.5.3).
          return (
            <li key={date}>
              <Link href={href} data-state={state} className={`block h-full rounded border px-1 py-2 ${LOOK[state]}`}>
                <span className="sr-only">{`${longDate(date)}: ${t(pct !== null || state === "notPlayed" || state === "started" ? state : `${state}NoPct`, { pct: pct ?? "" })}`}</span>
                <span className="block font-semibold" aria-hidden="true">
                  {Number(date.slice(8))}
                </span>
                <span className="block text-[0.65rem] leading-tight text-stone-800" aria-hidden="true">
                  {state === "notPlayed"
                    ? "\u00a0"
                    : state === "started"
                      ? t("startedShort")
                      : pct !== null
                        ? pct
                        : state === "played"
                          ? t("playedFirst")
                          : ""}
                  {state === "late" && <span className="block font-semibold">{t("lateShort")}</span>}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-700" aria-label={t("legend")}>
        {(
          [
            ["played", "legendPlayed"],
            ["late", "legendLate"],
            ["started", "started"],
          ] as const
        ).map(([state, label]) => (
          <li key={state} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={`inline-block h-4 w-5 rounded border ${LOOK[state]}`} />
            {t(label)}
          </li>
        ))}
      </ul>
    </section>
  );
}
