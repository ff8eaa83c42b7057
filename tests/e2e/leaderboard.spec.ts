import { expect, test } from "@playwright/test";

test("the overall tab shows the all-games board and, around me, says why a newcomer is not on it", async ({ page }) => {
  await page.goto("/leaderboard/euchre");
  const overall = page.getByRole("tab", { name: "Overall (all games)" });
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/leaderboards/overall");
  await overall.click();
  await expect(overall).toHaveAttribute("aria-selected", "true");
  expect((await answer).status()).toBe(200);
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByRole("table", { name: "Overall (all games)" })).toBeVisible();
  // nobody has three closed dailies on the end-to-end server: the board says so in words
  await expect(panel.getByText("No results yet.")).toBeVisible();
  await page.getByRole("checkbox", { name: "Around me" }).check();
  await expect(panel.getByText("You need more finished dailies to appear here.")).toBeVisible();
});
