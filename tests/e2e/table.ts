import { expect, type Page, type TestInfo } from "@playwright/test";

// Plays whatever the page offers, the way a person would: the first call on offer, the first
// playable card, or the blind exchange (cards picked until the confirm button accepts them),
// until the match summary appears. Returns the number of actions taken.
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
    } else if (await call.isVisible()) {
      await call.click();
    } else {
      await card.click();
    }
  }
  throw new Error(`the match did not end within ${maxActions} actions`);
}

/** Turns on the faster pace for the computer players (remembered on this device). */
export async function fastPlay(page: Page, label = "Fast play") {
  const box = page.getByRole("checkbox", { name: label });
  await box.check();
  await expect(box).toBeChecked();
}

/** A screenshot of the page kept under test-results/ and attached to the test's report. */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(name);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: "image/png" });
}
