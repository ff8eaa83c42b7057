import { expect, type Page, type TestInfo } from "@playwright/test";

// Plays whatever the page offers, the way a person would: the first call on offer, the first
// playable card, or the blind exchange (cards picked until the confirm button accepts them),
// until the match summary appears. Returns the number of looks taken.
export async function playToTheEnd(page: Page, { maxActions = 400 } = {}): Promise<number> {
  const table = page.locator("section[data-phase]");
  const result = page.locator("#result-heading");
  const call = table.locator("button[data-call]").first();
  const card = table.locator("button[data-playable]").first();
  const exchange = table.getByTestId("exchange");
  for (let n = 0; n < maxActions; n++) {
    await expect(result.or(call).or(card).first()).toBeVisible({ timeout: 30_000 });
    if (await result.isVisible()) return n;
    if (await exchange.isVisible()) {
      const cards = table.locator("button[data-playable]");
      for (let i = 0; (await exchange.isDisabled()) && i < 3; i++) await cards.nth(i).click();
      await exchange.click();
    } else {
      // one's only card may play itself (or the turn pass) between the look and the click: then look again
      await ((await call.isVisible()) ? call : card).click({ timeout: 2_000 }).catch(() => undefined);
    }
  }
  throw new Error(`the match did not end within ${maxActions} actions`);
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
