import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { DailyDetails } from "@/components/daily-details";
import { DailyTable } from "@/components/table/daily-table";
import { GameLinks } from "@/components/game-links";
import { LAUNCH_DATE, dailyNumber, dayStatus, isDateString } from "@/lib/daily/calendar";
import { pageParams } from "@/lib/i18n/page";

type Params = Promise<{ locale: string; game: string; date: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { game, date } = await pageParams(params);
  const t = await getTranslations("Daily");
  const g = await getTranslations("Games");
  const status = isDateString(date) ? dayStatus(date, new Date()) : null;
  // a day with no daily is a page for people, not for search engines
  const exists = status === "open" || status === "closed";
  return { title: t("titleDate", { game: g(game), date }), ...(exists ? {} : { robots: { index: false } }) };
}

/**
 * A daily of a given date: the table (played late, unranked, once the day has closed; once finished,
 * its result and analysis), its leaderboard and, once closed, every deal and the field's results. A day with no daily says
 * when that daily opens, or when the first one was.
 */
export default async function DatedDailyPage({ params }: { params: Params }) {
  const { game, date } = await pageParams(params);
  if (!isDateString(date)) notFound();
  const t = await getTranslations("Daily");
  const g = await getTranslations("Games");
  const status = dayStatus(date, new Date());
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t("titleDate", { game: g(game), date })}</h1>
      {status === "future" || status === "before-launch" ? (
        <p role="status" data-testid="no-daily">
          {status === "future" ? t("opensOn", { number: dailyNumber(date), date }) : t("beforeLaunch", { date, launch: LAUNCH_DATE })}
        </p>
      ) : (
        <>
          <DailyTable game={game} date={date} />
          <DailyDetails game={game} date={date} />
        </>
      )}
      <GameLinks game={game} />
    </div>
  );
}
