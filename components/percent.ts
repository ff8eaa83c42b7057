import { useLocale } from "@/lib/i18n/client";

/**
 * A percentage (0–100) in the page's language, with `digits` decimals: "62.5%" in English,
 * "62,5 %" in German. Every percentage the site shows goes through here (with the browser's Intl,
 * as components/day.ts says why).
 */
export function usePercent() {
  const locale = useLocale();
  return (pct: number, digits = 1) =>
    new Intl.NumberFormat(locale, { style: "percent", minimumFractionDigits: digits, maximumFractionDigits: digits }).format(pct / 100);
}
