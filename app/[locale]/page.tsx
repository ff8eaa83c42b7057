import { getTranslations, setRequestLocale } from "next-intl/server";
import { GAME_IDS } from "@/lib/games";

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations();
  return (
    <div className="space-y-6">
      <section>
        <h1 className="text-3xl font-bold">{t("Site.site")}</h1>
        <p className="mt-2 text-lg">{t("Site.tagline")}</p>
        <p className="mt-2 max-w-prose text-stone-700">{t("Home.intro")}</p>
      </section>
      <section aria-labelledby="games-heading">
        <h2 id="games-heading" className="text-xl font-semibold">
          {t("Home.gamesHeading")}
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {GAME_IDS.map((game) => (
            <li key={game} id={game} className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
              <h3 className="font-semibold">{t(`Games.${game}`)}</h3>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
