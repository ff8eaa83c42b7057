import { getTranslations } from "next-intl/server";
import { GAME_GROUPS } from "@/lib/games";
import { Link } from "@/lib/i18n/link";
import { HeaderMenu } from "./header-menu";
import { LanguageSwitcher } from "./language-switcher";

export async function SiteHeader() {
  const t = await getTranslations();
  return (
    <header className="bg-felt text-white">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-2 sm:py-3">
        <Link href="/" className="flex items-center gap-2 text-lg font-bold">
          {t("Site.site")}
          <span className="rounded bg-amber-300 px-1.5 py-0.5 text-xs font-semibold uppercase text-stone-900">{t("Site.beta")}</span>
        </Link>
        <HeaderMenu>
          <nav aria-label={t("Site.nav")}>
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {GAME_GROUPS.map((group) => (
                <li key={group}>
                  <Link href={`/#group-${group}`} className="hover:underline">
                    {t(`Site.groups.${group}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex flex-wrap items-center gap-x-4">
            <Link href="/me" className="text-sm hover:underline">
              {t("Site.me")}
            </Link>
            <LanguageSwitcher />
          </div>
        </HeaderMenu>
      </div>
    </header>
  );
}
