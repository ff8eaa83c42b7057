import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { DailyDetails } from "@/components/daily-details";
import { DailyTable } from "@/components/table/daily-table";
import { GameLinks } from "@/components/game-links";
import { isDateString } from "@/lib/daily/calendar";
import { pageParams } from "@/lib/i18n/page";

type Params = Promise<{ locale: string; game: string; date: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { game, date } = await pageParams(params);
  const t = await getTranslations("Daily");
  const g = await getTranslations("Games");
  return { title: t("titleDate", { game: g(game), date }) };
}

/** A daily of a given date: played late (unranked) while the table, its leaderboard and, once the day has closed, every deal and the field's results. */
export default async function DatedDailyPage({ params }: { params: Params }) {
  const { game, date } = await pageParams(params);
  if (!isDateString(date)) notFound();
  const t = await getTranslations("Daily");
  const g = await getTranslations("Games");
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t("titleDate", { game: g(game), date })}</h1>
      <DailyTable game={game} date={date} />
      <DailyDetails game={game} date={date} />
      <GameLinks game={game} />
    </div>
  );
}
