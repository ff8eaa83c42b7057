import { useFormatter } from "next-intl";

/**
 * A percentage (0–100) in the page's language, with `digits` decimals: "62.5%" in English,
 * "62,5 %" in German. Every percentage the site shows goes through here.
 */
export function usePercent() {
  const format = useFormatter();
  return (pct: number, digits = 1) =>
    format.number(pct / 100, { style: "percent", minimumFractionDigits: digits, maximumFractionDigits: digits });
}
