// The end-to-end server launches the site a week before today, so the archive has past dailies
// whatever day the tests run (see NEXT_PUBLIC_LAUNCH_DATE in lib/daily/calendar.ts).
//
// "Today" is read once, by the first process that loads this file (Playwright's runner, through
// playwright.config.ts), and handed on to its workers through the environment. Computed in each
// process, a run that crosses midnight UTC would start a worker's own server with a new launch
// date: scripts/start.mjs would then rebuild `.next` under the running main server.
const DAY_MS = 86_400_000;
const utc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

process.env.E2E_TODAY ??= utc(Date.now());
const today = Date.parse(`${process.env.E2E_TODAY}T00:00:00Z`);

export const E2E_TODAY = utc(today);
export const E2E_LAUNCH_DATE = utc(today - 7 * DAY_MS);
export const E2E_BEFORE_LAUNCH = utc(today - 8 * DAY_MS);
export const E2E_YESTERDAY = utc(today - DAY_MS);
export const E2E_TOMORROW = utc(today + DAY_MS);

/** The English long form of a yyyy-mm-dd date, as the archive calendar names its days. */
export const longDate = (date: string) =>
  new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
