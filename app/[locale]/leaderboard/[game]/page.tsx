import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { GameLinks } from "@/components/game-links";
import { LeaderboardTabs } from "@/components/leaderboard/leaderboard-tabs";
import { pageParams } from "@/lib/i18n/page";

type Params = Promise<{ locale: string; game: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { game } = await pageParams(params);
  const t = await getTranslations("Leaderboard");
  const g = await getTranslations("Games");
  return { title: t("title", { game: g(game) }) };
}

export default async function LeaderboardPage({ params }: { params: Params }) {
  const { game } = await pageParams(params);
  const t = await getTranslations("Leaderboard");
  const g = await getTranslations("Games");
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t("title", { game: g(game) })}</h1>
      <Suspense>
        <LeaderboardTabs game={game} />
      </Suspense>
      <GameLinks game={game} />
    </div>
  );
}
