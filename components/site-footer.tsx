import { getTranslations } from "next-intl/server";
import { buildInfo } from "@/lib/build-info";

export async function SiteFooter() {
  const t = await getTranslations("Site");
  const { version, commit } = buildInfo();
  return (
    <footer className="border-t border-stone-200 py-4 text-center text-xs text-stone-600">
      {t("site")} · {t("version", { version, commit })}
    </footer>
  );
}
