"use client";

import { usePathname as useFullPathname } from "next/navigation";
import { useLocale } from "@/lib/i18n/client";
import type { ComponentProps } from "react";
import { LOCALES, routing, type Locale } from "./routing";

// The site's links are plain links: every page is rendered per request, so next/link's prefetching
// and client-side moves buy little, while they and next-intl's navigation helpers cost every page's
// first load about 5 KiB of gzip JavaScript (the table's goal is 150 KiB in all).

const PREFIX = new RegExp(`^/(${LOCALES.filter((l) => l !== routing.defaultLocale).join("|")})(?=/|$)`);

/** A path in a language: English at the root, the others under their code ("as-needed" prefixes). */
export const localePath = (locale: string, path: string) =>
  locale === routing.defaultLocale ? path : `/${locale}${path.replace(/^\/(?=[?#]|$)/, "")}`;

/** The page's path without its language prefix ("/daily/euchre" on /de/daily/euchre). */
export function usePathname(): string {
  return useFullPathname().replace(PREFIX, "") || "/";
}

type Props = Omit<ComponentProps<"a">, "href"> & { href: string; locale?: Locale };

/**
 * A link to `href` (a path without a language) in the page's language, or in `locale`. Choosing
 * another language writes the cookie next-intl's middleware reads, so the choice outlives
 * Accept-Language on the next visit to "/".
 */
export function Link({ href, locale, onClick, ...props }: Props) {
  const current = useLocale();
  const target = locale ?? current;
  return (
    <a
      {...props}
      href={localePath(target, href)}
      onClick={(e) => {
        if (target !== current) document.cookie = `NEXT_LOCALE=${target}; path=/; SameSite=Lax`;
        onClick?.(e);
      }}
    />
  );
}
