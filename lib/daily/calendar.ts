// Dailies are keyed by UTC date ("yyyy-mm-dd"): a day runs from 00:00 to 00:00 UTC. A daily's
// number counts days since the launch (the launch day is No. 1). Pure: "now" is passed in.

/**
 * Daily No. 1. An operator setting (NEXT_PUBLIC_LAUNCH_DATE, read at build time so the browser
 * agrees with the server; config.ts validates it); the end-to-end tests move it back a week so
 * that past dailies exist whatever the date.
 */
export const LAUNCH_DATE = process.env.NEXT_PUBLIC_LAUNCH_DATE || "2026-11-30";
/** A UTC day, in ms (no leap seconds in JavaScript's clock). */
export const DAY_MS = 86_400_000;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

export type DateString = string;

/** A real calendar date in yyyy-mm-dd form ("2026-02-30" is not). */
export function isDateString(s: string): boolean {
  if (!DATE_RE.test(s)) return false;
  const t = Date.parse(`${s}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === s;
}

export const utcDate = (now: Date): DateString => now.toISOString().slice(0, 10);

export function addDays(date: DateString, days: number): DateString {
  return utcDate(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS));
}

export function daysBetween(from: DateString, to: DateString): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export const dailyNumber = (date: DateString): number => daysBetween(LAUNCH_DATE, date) + 1;

/** When the daily of `date` closes (the next UTC midnight). */
export const closesAt = (date: DateString): Date => new Date(Date.parse(`${addDays(date, 1)}T00:00:00Z`));

/**
 * "open": today's daily, ranked; "closed": a past daily (playable late, unranked; its seed and
 * deals are public); "future" and "before-launch" do not exist.
 */
export type DayStatus = "open" | "closed" | "future" | "before-launch";

export function dayStatus(date: DateString, now: Date): DayStatus {
  const today = utcDate(now);
  if (date > today) return "future";
  if (date < LAUNCH_DATE) return "before-launch";
  return date === today ? "open" : "closed";
}
