import { useLocale } from "@/lib/i18n/client";
import { browserTimeZone } from "./use-now";

// Dates and numbers are formatted with the browser's own Intl in the page's language: next-intl's
// useFormatter would add its formatter (about 1 KiB of gzip JavaScript) to every page's first load.

/**
 * A daily's date ("2026-12-04") in the page's language: "Dec 4, 2026", "4. Dez. 2026". Dailies
 * are UTC days, so the date is shown as such whatever the browser's zone.
 */
export function useDay(style: "medium" | "long" = "medium") {
  const format = new Intl.DateTimeFormat(useLocale(), { dateStyle: style, timeZone: "UTC" });
  return (date: string) => format.format(new Date(`${date}T00:00:00Z`));
}

/** A moment's clock time in the browser's zone and the page's language: "14:05", "02:05 PM". */
export function useClockTime() {
  const locale = useLocale();
  return (at: Date) => new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", timeZone: browserTimeZone() }).format(at);
}
