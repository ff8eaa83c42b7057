// The end-to-end server launches the site a week before today, so the archive has past dailies
// whatever day the tests run (see NEXT_PUBLIC_LAUNCH_DATE in lib/daily/calendar.ts).
//
// "Today" is read once, by the first process that loads this file (Playwright's runner, through
// playwright.config.ts), and handed on to its workers through the environment. Computed in each
// process, a run that crosses midnight UTC would start a worker's own server with a new launch
// date: scripts/start.mjs would then rebuild `.next` under the running main server.
//
// The server reads the real clock, though: a run that crosses midnight would see today's daily
// turn into a late one under its tests. So the first process, when a run begun now could reach
// midnight, waits for the new day first (a whole run takes 6-9 minutes on these machines).
import { addDays, DAY_MS, utcDate } from "../../lib/daily/calendar";

const RUN_MS = 12 * 60_000;

if (process.env.E2E_TODAY === undefined) {
  const toMidnight = DAY_MS - (Date.now() % DAY_MS);
  if (toMidnight < RUN_MS) {
    console.log(`End-to-end tests: waiting ${Math.ceil(toMidnight / 1000)} s for midnight UTC, so that no test sees the day change.`);
    // A blocking wait: the configuration is loaded synchronously, before the server starts.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, toMidnight + 5_000);
  }
  process.env.E2E_TODAY = utcDate(new Date());
}

export const E2E_TODAY = process.env.E2E_TODAY;
export const E2E_LAUNCH_DATE = addDays(E2E_TODAY, -7);
export const E2E_BEFORE_LAUNCH = addDays(E2E_TODAY, -8);
export const E2E_YESTERDAY = addDays(E2E_TODAY, -1);
export const E2E_TOMORROW = addDays(E2E_TODAY, 1);

/** The English long (or medium) form of a yyyy-mm-dd date, as the archive names its days (and the profile its best day). */
export const longDate = (date: string, dateStyle: "long" | "medium" = "long") =>
  new Intl.DateTimeFormat("en", { dateStyle, timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
