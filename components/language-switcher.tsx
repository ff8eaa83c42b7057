"use client";

import { useLocale, useTranslations } from "@/lib/i18n/client";
import { useSearchParams } from "next/navigation";
import { Suspense } from "react";
import { Link, usePathname } from "@/lib/i18n/link";
import { LOCALES, type Locale } from "@/lib/i18n/routing";

// Each language by its own name, so a reader finds theirs whatever the page's language is.
const ENDONYMS: Record<Locale, string> = { en: "English", da: "Dansk", de: "Deutsch", sv: "Svenska", nl: "Nederlands" };

/**
 * Links to the page being read in every language; a link with a `locale` writes the language
 * cookie on click, so the choice outlives Accept-Language on the next visit to "/".
 */
export function LanguageSwitcher() {
  const t = useTranslations("Site");
  return (
    <nav aria-label={t("language")}>
      {/* The query (a shared seed, a chosen date) is only known on the client: until then, links keep the path. */}
      <Suspense fallback={<LanguageLinks query={{}} />}>
        <LanguageLinksWithQuery />
      </Suspense>
    </nav>
  );
}

function LanguageLinksWithQuery() {
  return <LanguageLinks query={Object.fromEntries(useSearchParams())} />;
}

function LanguageLinks({ query }: { query: Record<string, string> }) {
  const current = useLocale();
  const pathname = usePathname();
  const search = new URLSearchParams(query).toString();
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
      {LOCALES.map((locale) => (
        <li key={locale}>
          <Link
            href={search ? `${pathname}?${search}` : pathname}
            locale={locale}
            lang={locale}
            aria-current={locale === current ? "true" : undefined}
            className="underline-offset-2 hover:underline aria-[current]:font-bold aria-[current]:underline"
          >
            {ENDONYMS[locale]}
          </Link>
        </li>
      ))}
    </ul>
  );
}
