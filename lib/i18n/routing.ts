import { defineRouting } from "next-intl/routing";

export const LOCALES = ["en", "da", "de", "sv", "nl"] as const;
export type Locale = (typeof LOCALES)[number];

// English lives at the root (/daily/euchre); the others under their code (/de/daily/euchre).
// A first visit is sent to the language of Accept-Language; the switcher's choice is kept in a cookie.
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: "en",
  localePrefix: "as-needed",
});
