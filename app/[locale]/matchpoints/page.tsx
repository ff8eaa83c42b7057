import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SQUARES } from "@/lib/daily/share-grid";
import { Link } from "@/lib/i18n/link";
import { pageParams } from "@/lib/i18n/page";

// What net and matchpoints mean, for the result card's link: the site's one explanation of how a
// daily is scored (docs/architecture.md, Leaderboards, says it for developers).

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  await pageParams(params);
  const t = await getTranslations("Explain");
  return { title: t("title"), description: t("lead") };
}

const SECTIONS = ["net", "matchpoints", "example", "field", "squares"] as const;

export default async function MatchpointsPage({ params }: { params: Params }) {
  await pageParams(params);
  const t = await getTranslations("Explain");
  return (
    <article className="max-w-prose space-y-6">
      <header>
        <h1 className="text-3xl font-bold">{t("title")}</h1>
        <p className="mt-2 text-lg">{t("lead")}</p>
      </header>
      {SECTIONS.map((s) => (
        <section key={s} aria-labelledby={`explain-${s}`} className="space-y-2">
          <h2 id={`explain-${s}`} className="text-xl font-semibold">
            {t(`${s}.heading`)}
          </h2>
          <p>{t(`${s}.text`, SQUARES)}</p>
        </section>
      ))}
      <p>
        <Link href="/" className="font-medium text-felt underline underline-offset-2">
          {t("back")}
        </Link>
      </p>
    </article>
  );
}
