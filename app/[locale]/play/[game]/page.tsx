import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { GameLinks } from "@/components/game-links";
import { PlayTable } from "@/components/table/play-table";
import { pageParams } from "@/lib/i18n/page";

type Params = Promise<{ locale: string; game: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { game } = await pageParams(params);
  const t = await getTranslations("Play");
  const g = await getTranslations("Games");
  return { title: t("title", { game: g(game) }) };
}

/** A full game to the target score; `?seed=` replays the deals of a shared game. */
export default async function PlayPage({ params }: { params: Params }) {
  const { game } = await pageParams(params);
  const t = await getTranslations("Play");
  const g = await getTranslations("Games");
  return (
    <div className="space-y-2 sm:space-y-4">
      <h1 className="text-base font-bold sm:text-2xl">{t("title", { game: g(game) })}</h1>
      <Suspense>
        <PlayTable game={game} />
      </Suspense>
      <GameLinks game={game} />
    </div>
  );
}
