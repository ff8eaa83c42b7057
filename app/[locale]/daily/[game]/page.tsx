import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DailyTable } from "@/components/table/daily-table";
import { GameLinks } from "@/components/game-links";
import { pageParams } from "@/lib/i18n/page";

type Params = Promise<{ locale: string; game: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { game } = await pageParams(params);
  const t = await getTranslations("Daily");
  const g = await getTranslations("Games");
  return { title: t("title", { game: g(game) }) };
}

/** Today's daily: the table loads (or resumes) the player's attempt from the API. */
export default async function DailyPage({ params }: { params: Params }) {
  const { game } = await pageParams(params);
  const t = await getTranslations("Daily");
  const g = await getTranslations("Games");
  return (
    <div className="space-y-2 sm:space-y-4">
      <h1 className="text-base font-bold sm:text-2xl">{t("title", { game: g(game) })}</h1>
      <DailyTable game={game} />
      <GameLinks game={game} />
    </div>
  );
}
