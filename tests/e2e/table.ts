import { expect, type Page, type TestInfo } from "@playwright/test";

// Plays whatever the page offers, the way a person would: the first call on offer, the first
// playable card, or the blind exchange (cards picked until the confirm button accepts them),
// until the match summary appears. Returns the number of moves made. The loop runs in the page and
// clicks the table's own buttons: a round trip from the test per look would be most of the time.
export function playToTheEnd(page: Page, { maxActions = 400 } = {}): Promise<number> {
  return page.evaluate(async (maxActions) => {
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    const table = () => document.querySelector("section[data-phase]");
    const first = (selector: string) => table()?.querySelector<HTMLButtonElement>(selector) ?? null;
    const over = () => document.getElementById("result-heading") !== null;
    for (let n = 0; n < maxActions; n++) {
      const since = performance.now();
      let target: HTMLButtonElement | null = null;
      while (!over() && !(target = first('[data-testid="exchange"]') ?? first("button[data-call]") ?? first("button[data-playable]"))) {
        if (performance.now() - since > 30_000) throw new Error("nothing to do at the table for 30 s");
        await frame();
      }
      if (!target) return n;
      if (target.dataset.testid === "exchange") {
        for (let i = 0; target.disabled && i < 3; i++) {
          table()?.querySelectorAll<HTMLButtonElement>("button[data-playable]")[i]?.click();
          await frame();
        }
      }
      target.click();
      // The table takes the move when the button goes or nothing is on offer; one's only card may
      // play itself between the look and the click: then look again after a while.
      const clicked = performance.now();
      while (
        target.isConnected &&
        !target.disabled &&
        first("button[data-call], button[data-playable]") &&
        performance.now() - clicked < 2_000
      ) {
        await frame();
      }
    }
    throw new Error(`the match did not end within ${maxActions} actions`);
  }, maxActions);
}

/**
 * The quickest pace for this page's tables, kept the way a player's choice is (on the device)
 * before the page loads: suites that play whole dailies spend the least time on the pacing.
 */
export const quickestPace = (page: Page) => page.addInitScript(() => window.localStorage.setItem("table-pace", "fast"));

/**
 * Sets the computer players' pace in the table's settings (remembered on this device): by default
 * the very quick one, which keeps tests short.
 */
export async function fastPlay(page: Page, { pace = "Very quick", settings = "Table settings" } = {}) {
  const summary = page
    .locator("summary")
    .and(page.getByLabel(settings, { exact: true }))
    .first();
  await summary.click();
  const radio = page.getByRole("radio", { name: pace, exact: true });
  await radio.check();
  await expect(radio).toBeChecked();
  await summary.click();
}

/** A screenshot of the page kept under test-results/ and attached to the test's report. */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(name);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: "image/png" });
}
