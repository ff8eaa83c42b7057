import { useFormatter } from "next-intl";

/**
 * A daily's date ("2026-12-04") in the page's language: "Dec 4, 2026", "4. Dez. 2026". Dailies
 * are UTC days, so the date is shown as such whatever the browser's zone.
 */
export function useDay(style: "medium" | "long" = "medium") {
  const format = useFormatter();
  return (date: string) => format.dateTime(new Date(`${date}T00:00:00Z`), { dateStyle: style, timeZone: "UTC" });
}
