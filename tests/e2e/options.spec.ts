import { expect, test } from "@playwright/test";
import { fastPlay, keepScreenshot, playToTheEnd } from "./table";

// Standard Euchre's options in a full game (docs/rules.md §2.10): chosen in the new-game form,
// shown at the table, carried by the address a friend opens, and played to the chosen target.
test("a full game with the joker to 5: chosen, shown, shared by its link and played to the end", async ({ page, browser }, testInfo) => {
  test.setTimeout(300_000);
  await page.goto("/play/euchre");
  await fastPlay(page);
  const form = page.getByTestId("new-game-options");
  await form.locator("summary").click();
  await form.getByRole("checkbox", { name: /Joker/ }).check();
  await form.getByRole("combobox", { name: "Play to" }).selectOption("5");
  await keepScreenshot(page, testInfo, "options-form.png");
  await form.getByRole("button", { name: "Start a new game with these rules" }).click();

  // the address gets the deal code and keeps the options; the table says them
  await expect(page).toHaveURL(/\?seed=[\w-]+&joker=1&target=5$/);
  const rules = page.getByTestId("rules-line");
  await expect(rules).toHaveText("Rules: Joker · to 5");
  const hand = page.locator("section[data-phase] [role=group] [data-card]");
  await expect(hand.first()).toBeVisible();
  const dealt = await hand.evaluateAll((cards) => cards.map((c) => c.getAttribute("data-card")));
  await keepScreenshot(page, testInfo, "options-table.png");

  // a friend who opens the link plays the same deal with the same rules
  const friend = await browser.newPage();
  await friend.goto(page.url());
  await expect(friend.getByTestId("rules-line")).toHaveText("Rules: Joker · to 5");
  const friendHand = friend.locator("section[data-phase] [role=group] [data-card]");
  await expect(friendHand.first()).toBeVisible();
  // The two tables may be at different moments of the calls: a dealer who took the up-card holds
  // a sixth card, and the hand is sorted anew once trump is known. The dealt five are the same.
  const seen = await friendHand.evaluateAll((cards) => cards.map((c) => c.getAttribute("data-card")));
  const [fewer, more] = seen.length <= dealt.length ? [seen, dealt] : [dealt, seen];
  expect(fewer.length).toBeGreaterThanOrEqual(5);
  expect(more.length - fewer.length).toBeLessThanOrEqual(1);
  expect(more).toEqual(expect.arrayContaining(fewer));
  await friend.close();

  await playToTheEnd(page);
  await expect(page.locator("#result-heading")).toBeVisible();
  const score = await page.locator("#result-heading + p").textContent();
  const points = (score ?? "").match(/\d+/g)!.map(Number);
  expect(Math.max(...points)).toBeGreaterThanOrEqual(5);
  expect(Math.max(...points)).toBeLessThan(10);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`the options form and the rules line at ${viewport.width}×${viewport.height}`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.goto("/play/euchre?joker=1&canadianLoner=1&deck=32&target=11");
    await expect(page.getByTestId("rules-line")).toHaveText("Rules: Joker · Canadian loner · 32 cards · to 11");
    const form = page.getByTestId("new-game-options");
    await form.locator("summary").click();
    // the form starts from the game's own options, and a keyboard reaches every control
    await expect(form.getByRole("checkbox", { name: /Canadian loner/ })).toBeChecked();
    await expect(form.getByRole("combobox", { name: "Deck" })).toHaveValue("32");
    await expect(page.locator("section[data-phase] [role=group] [data-card]").first()).toBeVisible();
    await form.getByRole("checkbox", { name: /Joker/ }).focus();
    await page.keyboard.press("Tab");
    await expect(form.getByRole("checkbox", { name: /Canadian loner/ })).toBeFocused();
    await keepScreenshot(page, testInfo, `options-${viewport.width}.png`);
    // no sideways scrolling on a phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
}
