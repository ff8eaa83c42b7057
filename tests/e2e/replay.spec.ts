import { expect, test } from "@playwright/test";
import { E2E_YESTERDAY } from "./clock";
import { fastPlay, keepScreenshot, playToTheEnd } from "./table";

test("a closed daily played late is stepped through trick by trick with every hand face up", async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  await page.goto(`/daily/euchre/${E2E_YESTERDAY}`);
  await expect(page.getByTestId("ranked")).toHaveText("Unranked (late)");
  await fastPlay(page);
  await playToTheEnd(page);

  const replay = page.getByRole("region", { name: "Replay of your game" });
  await replay.getByRole("button", { name: "Step through your game" }).click();
  const steps = replay.getByRole("navigation", { name: "Replay steps" });
  await expect(steps.getByText("Board 1 of 8")).toBeVisible();
  const nextTrick = steps.getByRole("button", { name: "Next trick →" });
  const nextBoard = steps.getByRole("button", { name: "Next board →" });
  // a thrown-in board has no tricks: go on to the first board that was played
  for (let b = 1; b < 8 && (await nextTrick.isDisabled()); b++) {
    await nextBoard.click();
    await expect(steps.getByText(`Board ${b + 1} of 8`)).toBeVisible();
  }
  await expect(steps.getByText(/^The deal, (North|East|South|West) deals$/)).toBeVisible();
  const held = replay.locator("[data-seat] li[data-card]");
  await expect(held).toHaveCount(20); // four hands of five, face up
  const trick = replay.getByRole("group", { name: "Trick" }).getByRole("img");

  await nextTrick.focus();
  await page.keyboard.press("Enter");
  await expect(steps.getByText(/^Trick 1 of 5: (North|East|South|West) wins$/)).toBeVisible();
  const played = await trick.count();
  expect(played, "three or four seats play a trick").toBeGreaterThanOrEqual(3);
  // every seat that plays has four cards left; one sitting out a lone hand shows none
  await expect(held).toHaveCount(4 * played);
  await keepScreenshot(page, testInfo, "replay-euchre.png");
  await page.setViewportSize({ width: 375, height: 667 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "nothing wider than a phone").toBeLessThanOrEqual(375);
  await keepScreenshot(page, testInfo, "replay-euchre-phone.png");

  await steps.getByRole("button", { name: "← Previous trick" }).click();
  await expect(held).toHaveCount(20);
  await expect(trick).toHaveCount(1); // the up-card
});
