// The hooks client components translate with, from use-intl (the library under next-intl, the same
// version and context as next-intl's provider): next-intl's client entry wraps useTranslations and
// useFormatter in one module, so importing either from it puts the formatter (about 1 KiB of gzip
// JavaScript, which the site does not use: components/day.ts) in every page's first load.
export { useLocale, useTranslations } from "use-intl";
