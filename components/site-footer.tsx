import { getTranslations } from "next-intl/server";
import { buildInfo } from "@/lib/build-info";
import { Link } from "@/lib/i18n/link";
import { FourColourToggle } from "./four-colour-toggle";

export async function SiteFooter() {
  const t = await getTranslations("Site");
  const { version, commit } = buildInfo();
  return (
    <footer className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2 border-t border-stone-200 py-4 text-xs text-stone-600">
      <FourColourToggle />
      <Link href="/matchpoints" className="underline underline-offset-2 hover:text-stone-900">
        {t("scoring")}
      </Link>
      <p>
        {t("site")} · {t("version", { version, commit })}
      </p>
    </footer>
  );
}
