// The end-to-end server launches the site a week before today, so the archive has past dailies
// whatever day the tests run (see NEXT_PUBLIC_LAUNCH_DATE in lib/daily/calendar.ts).
const DAY_MS = 86_400_000;
const utc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const E2E_TODAY = utc(Date.now());
export const E2E_LAUNCH_DATE = utc(Date.now() - 7 * DAY_MS);
export const E2E_BEFORE_LAUNCH = utc(Date.now() - 8 * DAY_MS);
export const E2E_YESTERDAY = utc(Date.now() - DAY_MS);

/** The English long form of a yyyy-mm-dd date, as the archive calendar names its days. */
export const longDate = (date: string) =>
  new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
