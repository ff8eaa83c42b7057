import type { Page } from "@playwright/test";

type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };

/** Adds up, from the page's first paint, the layout shifts not caused by input (as CLS counts them). */
export async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Shift[]) if (!e.hadRecentInput) (window as unknown as { shifts: number }).shifts += e.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The sum so far: an upper bound of the page's CLS, which counts only the worst window of shifts. */
export const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number }).shifts);
