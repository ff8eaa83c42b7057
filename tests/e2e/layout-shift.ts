import type { Page } from "@playwright/test";
import { cls } from "../../scripts/cls.mjs";

type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
type Seen = { t: number; v: number }[];

/** Records, from the page's first paint, the layout shifts not caused by input (those CLS counts). */
export async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const seen: Seen = [];
    (window as unknown as { shifts: Seen }).shifts = seen;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Shift[]) if (!e.hadRecentInput) seen.push({ t: e.startTime, v: e.value });
    }).observe({ type: "layout-shift", buffered: true });
  });
}

const shifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: Seen }).shifts);

/** The sum so far: an upper bound of the page's CLS, which counts only the worst window of shifts. */
export const layoutShift = async (page: Page) => (await shifts(page)).reduce((sum, s) => sum + s.v, 0);

/** The page's CLS so far, as browsers count it (its worst window of shifts): for a page used a long while. */
export const cumulativeLayoutShift = async (page: Page) => cls(await shifts(page));
