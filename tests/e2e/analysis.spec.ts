import { expect, test } from "@playwright/test";
import { E2E_YESTERDAY } from "./clock";
import { fastPlay, keepScreenshot, playToTheEnd } from "./table";

test("a finished daily's analysis shows a marked decision with its options' values and, the day being closed, the par", async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  await page.goto(`/daily/euchre/${E2E_YESTERDAY}`);
  await fastPlay(page);
  await playToTheEnd(page);

  const analysis = page.getByRole("region", { name: "Analysis of your game" });
  await analysis.getByRole("button", { name: "Analyse your game" }).click();
  await expect(analysis.getByTestId("analysis-summary")).toContainText(/^Accuracy \d+(\.\d)?%/, { timeout: 60_000 });
  await expect(analysis.getByRole("img", { name: /^Evaluation graph/ })).toBeVisible();

  // The scripted player takes the first option every time: some of its choices are marked.
  const marked = analysis.getByRole("list", { name: "Marked decisions" }).getByRole("button");
  expect(await marked.count()).toBeGreaterThan(0);
  await marked.first().focus();
  await page.keyboard.press("Enter");
  await expect(marked.first()).toHaveAttribute("aria-pressed", "true");
  const decision = analysis.getByTestId("decision");
  await expect(decision.getByRole("heading")).toContainText(/^Board \d, you chose: /);
  const options = decision.getByRole("table", { name: /^Each option's value/ }).getByRole("row");
  expect(await options.count()).toBeGreaterThan(1);
  await expect(decision.getByText("your choice")).toBeVisible();

  const par = analysis.getByRole("region", { name: "What the cards held" });
  const board = par.getByTestId("par-board").first();
  await board.locator("summary").click();
  const table = board.getByTestId("par-table");
  await expect(table.getByRole("row")).toHaveCount(9); // the header, four trumps and each alone
  await expect(table.getByRole("cell").first()).toHaveText(/^\d tricks, /);
  await expect(table.getByRole("rowheader", { name: /, alone$/ })).toHaveCount(4);
  await keepScreenshot(page, testInfo, "analysis-euchre.png");
  await page.setViewportSize({ width: 375, height: 667 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "nothing wider than a phone").toBeLessThanOrEqual(375);
  await keepScreenshot(page, testInfo, "analysis-euchre-phone.png");
});
