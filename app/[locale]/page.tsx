import { notFound } from "next/navigation";
import { connection } from "next/server";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { TodayDaily } from "@/components/today-daily";
import { utcDate } from "@/lib/daily/calendar";
import { GAME_GROUPS, gamesIn } from "@/lib/games";
import { Link } from "@/lib/i18n/link";
import { routing } from "@/lib/i18n/routing";

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  // The layout rejects unknown locales too, but the page renders alongside it.
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations();
  // per request: today's date goes into the page, so that each game's daily number is in its first paint
  await connection();
  const today = utcDate(new Date());
  return (
    <div className="space-y-6">
      <section>
        <h1 className="text-3xl font-bold">{t("Site.site")}</h1>
        <p className="mt-2 text-lg">{t("Site.tagline")}</p>
        <p className="mt-2 max-w-prose text-stone-700">{t("Home.intro")}</p>
      </section>
      {GAME_GROUPS.map((group) => (
        <section key={group} id={`group-${group}`} aria-labelledby={`${group}-heading`} className="scroll-mt-2">
          <h2 id={`${group}-heading`} className="text-xl font-semibold">
            {t(`Site.groups.${group}`)}
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {gamesIn(group).map((game) => (
              <li key={game} id={game} className="space-y-2 rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
                <h3 className="font-semibold">{t(`Games.${game}`)}</h3>
                <p className="text-sm text-stone-700">{t(`GameKinds.${game}`)}</p>
                <TodayDaily game={game} today={today} />
                <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  <li>
                    <Link href={`/play/${game}`} className="font-medium text-felt underline underline-offset-2">
                      {t("Home.playGame", { game: t(`Games.${game}`) })}
                    </Link>
                  </li>
                  <li>
                    <Link href={`/leaderboard/${game}`} className="font-medium text-felt underline underline-offset-2">
                      {t("Home.leaderboardLink", { game: t(`Games.${game}`) })}
                    </Link>
                  </li>
                  <li>
                    <Link href={`/rules/${game}`} className="font-medium text-felt underline underline-offset-2">
                      {t("Home.rulesLink", { game: t(`Games.${game}`) })}
                    </Link>
                  </li>
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
