import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { GAME_IDS } from "../../lib/games";
import { cumulativeLayoutShift, layoutShift, watchLayoutShift } from "./layout-shift";
import { fastPlay, keepScreenshot } from "./table";

const table = (page: Page) => page.locator("section[data-phase]");
const hand = (page: Page) => table(page).getByRole("group", { name: "Your hand" }).getByRole("button");
const history = (page: Page) => page.getByRole("list", { name: "Calls" }).getByRole("listitem");

/**
 * Chooses the first call on offer or the first playable card, whichever comes, until `done` holds
 * (a condition, or an element on the page such as the result, which may come in place of a next turn).
 */
async function playUntil(page: Page, done: (() => Promise<boolean>) | Locator, max = 120) {
  const call = table(page).locator("button[data-call]").first();
  const card = table(page).locator("button[data-playable]").first();
  const end = typeof done === "function" ? null : done;
  const isDone = typeof done === "function" ? done : () => done.isVisible();
  for (let i = 0; i < max; i++) {
    if (await isDone()) return;
    await expect((end ? call.or(card).or(end) : call.or(card)).first()).toBeVisible({ timeout: 30_000 });
    if (await isDone()) return;
    // a card may play itself (or the turn pass) between the look and the click: then look again
    await ((await call.isVisible()) ? call : card).click({ timeout: 2_000 }).catch(() => undefined);
  }
  throw new Error("the condition did not come within the actions");
}

test("a fresh euchre daily opens from its deal: the up-card, then each call one at a time, the history kept through play and on the score sheet", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  // what the call history held, each time it changed, and whether the up-card was on the table then
  await context.addInitScript(() => {
    const seen: { calls: number; upcard: boolean }[] = [];
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver(() => {
      const list = document.querySelector('[data-testid="call-history"] ol');
      if (!list) return;
      const calls = list.querySelectorAll("li:not([data-empty])").length;
      if (seen.at(-1)?.calls !== calls) seen.push({ calls, upcard: document.querySelector('[data-testid="upcard"]') !== null });
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto("/daily/euchre");
  const call = table(page).locator("button[data-call]").first();
  await expect(call.or(table(page).locator("button[data-playable]")).first()).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { seen: { calls: number; upcard: boolean }[] }).seen);
  // the deal is first seen with no call made and the up-card face up; the calls then come one by one
  expect(seen[0]).toEqual({ calls: 0, upcard: true });
  seen.forEach((s, i) => i > 0 && expect(s.calls, JSON.stringify(seen)).toBe(seen[i - 1]!.calls + 1));

  // through the calls to the first card: the history stays while cards are played
  await playUntil(page, async () => (await table(page).getAttribute("data-phase")) === "play");
  await expect(history(page).first()).toBeVisible();
  const calls = await history(page).allTextContents();
  expect(calls.length).toBeGreaterThanOrEqual(1);
  // trump as its symbol in the status, by the maker's seat and in the middle of the table
  await expect(table(page).getByTestId("trump")).toHaveText(/[♠♥♦♣]/);
  await expect(table(page).getByTestId("maker")).toHaveCount(1);
  await expect(table(page).getByTestId("trump-centre")).toBeAttached();
  await fastPlay(page);
  await playUntil(page, async () => (await table(page).getByText("2 of 8").count()) > 0);
  await expect(history(page).first()).toBeVisible();

  // board 1's calls are on the score sheet
  await page.getByText("Score sheet").click();
  const row = page.getByTestId("score-sheet").locator("tbody tr").first();
  // the history reads "N" (with "North" for a screen reader); the sheet has the short form alone
  const sheetCalls = calls.map((c) => c.replace(/^(\S)(?:North|East|South|West)/, "$1")).join(" · ");
  await expect(row.locator("td").nth(1)).toHaveText(sheetCalls);

  // the calls come from the server: after a reload, with nothing kept on this device, they are still there
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await page.getByText("Score sheet").click();
  await expect(row.locator("td").nth(1)).toHaveText(sheetCalls);
});

test("the pace is a setting at the table, and one's only card plays itself unless that is turned off", async ({ page, context }) => {
  test.setTimeout(180_000);
  await context.addInitScript(() =>
    new MutationObserver(() => {
      if (document.querySelector("[data-forced]")) (window as unknown as { forced: boolean }).forced = true;
    }).observe(document, { subtree: true, childList: true, attributes: true }),
  );
  const forcedSeen = () => page.evaluate(() => (window as unknown as { forced?: boolean }).forced === true);
  await page.goto("/daily/two-hand");
  const settings = page.getByLabel("Table settings", { exact: true });
  await settings.click();
  await expect(page.getByRole("radio", { name: "Quick", exact: true })).toBeChecked();
  const auto = page.getByRole("checkbox", { name: "Play my only card for me" });
  await expect(auto).toBeChecked();
  await page.getByRole("radio", { name: "Slow" }).check();
  await page.reload();
  await page.getByLabel("Table settings", { exact: true }).click();
  await expect(page.getByRole("radio", { name: "Slow" })).toBeChecked();
  await page.getByRole("radio", { name: "Very quick" }).check();
  await page.getByLabel("Table settings", { exact: true }).click();

  // the last card of the deal is one's only card: it is marked and plays itself
  // (at the quickest pace a deal's last card may play before a check sees it: the board is read then)
  const board = async () =>
    Number(
      (await table(page)
        .getByText(/^\d+ of 8$/)
        .first()
        .textContent())!.split(" ")[0],
    );
  await playUntil(page, async () => (await table(page).getAttribute("data-phase")) === "play" && (await hand(page).count()) === 1);
  const forcedOn = await board();
  await expect.poll(forcedSeen).toBe(true);
  await expect(hand(page)).toHaveCount(5, { timeout: 30_000 }); // the next deal, without a click
  await expect(table(page).getByText(`${forcedOn + 1} of 8`)).toBeVisible();

  // turned off, the last card waits for the person
  await page.getByLabel("Table settings", { exact: true }).click();
  await auto.uncheck();
  await page.getByLabel("Table settings", { exact: true }).click();
  await playUntil(page, async () => (await table(page).getAttribute("data-phase")) === "play" && (await hand(page).count()) === 1);
  const waitedOn = await board();
  const last = table(page).locator("button[data-playable]");
  await expect(last).toHaveCount(1);
  await expect(last).not.toHaveAttribute("data-forced");
  await last.click();
  await expect(table(page).getByText(`${waitedOn + 1} of 8`)).toBeVisible({ timeout: 30_000 });
});

for (const phone of [false, true]) {
  const viewport = phone ? { width: 390, height: 844 } : { width: 1366, height: 900 };
  test(`the table does not shift as it loads, through its first moves, nor through the whole daily to its result (${viewport.width}×${viewport.height})`, async ({
    browser,
  }) => {
    test.setTimeout(300_000); // a whole daily at the default pace, as a person plays it
    const page = await (await browser.newContext({ viewport, isMobile: phone, hasTouch: phone })).newPage();
    await watchLayoutShift(page);
    await page.goto("/daily/euchre");
    // the calls and the first tricks: every shift so far counts
    await playUntil(page, async () => (await table(page).getAttribute("data-phase")) === "play" && (await hand(page).count()) <= 3);
    const first = await layoutShift(page);
    console.log(`table CLS ${viewport.width}×${viewport.height}, load and first moves: ${first.toFixed(4)}`);
    expect(first).toBeLessThanOrEqual(0.02);
    // the other boards, the result card, the analysis and the score sheet coming in their place
    const result = page.locator("#result-heading");
    await playUntil(page, result);
    await expect(page.getByRole("button", { name: "Analyse your game" })).toBeVisible();
    await expect(page.getByTestId("score-sheet")).toBeVisible();
    const cls = await cumulativeLayoutShift(page);
    console.log(`table CLS ${viewport.width}×${viewport.height}, whole daily: ${cls.toFixed(4)}`);
    expect(cls).toBeLessThanOrEqual(0.02);
  });
}

for (const viewport of [
  { width: 375, height: 667 },
  { width: 390, height: 844 },
]) {
  test.describe(`on a ${viewport.width}×${viewport.height} phone`, () => {
    test.use({ viewport, isMobile: true, hasTouch: true });

    for (const game of GAME_IDS) {
      test(`the ${game} table, one's hand and the calls fit the screen with no scrolling`, async ({ page }, testInfo) => {
        await page.goto(`/daily/${game}`);
        // one's first turn: a call (or, when the others settled the calls, a card)
        await expect(table(page).locator("button[data-call], button[data-playable]").first()).toBeVisible({ timeout: 30_000 });
        // the site's links fold behind one menu button
        await expect(page.getByRole("button", { name: "Menu" })).toBeVisible();
        await expect(page.getByRole("navigation", { name: "Language" })).toBeHidden();
        const inside = async (what: string, boxes: ({ x: number; y: number; width: number; height: number } | null)[]) => {
          for (const b of boxes) {
            expect(b, what).not.toBeNull();
            expect(b!.y + b!.height, what).toBeLessThanOrEqual(viewport.height);
            expect(b!.x + b!.width, what).toBeLessThanOrEqual(viewport.width);
            expect(b!.x, what).toBeGreaterThanOrEqual(0);
          }
        };
        // the whole felt is on the first screen (the page goes on below it with links and the footer)
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        await inside("table", [await table(page).boundingBox()]);
        await inside("hand", await Promise.all((await hand(page).all()).map((c) => c.boundingBox())));
        await inside(
          "calls",
          await Promise.all((await table(page).locator("button[data-call], select").all()).map((c) => c.boundingBox())),
        );
        await expect(table(page).getByTestId("call-history")).toBeVisible();
        // partner and opponents are named as such, briefly
        await expect(table(page).locator("[data-seat]").first()).toContainText(/\((partner|opp\.)\)/);
        // no keyboard digit on a touch screen (euchre, two-hand and bid-six calls have them on a desktop)
        if (game !== "double-deck" && (await table(page).locator("button[data-call]").count()) > 0) {
          await expect(table(page).locator("kbd")).not.toHaveCount(0);
          for (const kbd of await table(page).locator("kbd").all()) await expect(kbd).toBeHidden();
        }
        await keepScreenshot(page, testInfo, `table-${game}-${viewport.width}x${viewport.height}.png`);
      });
    }

    test("axe finds no serious or critical violation at the table", async ({ page }) => {
      test.setTimeout(90_000); // three pages, an axe run of ~10 s each on a busy machine
      for (const path of ["/daily/euchre", "/daily/double-deck", "/play/two-hand"]) {
        await page.goto(path);
        await expect(hand(page).first()).toBeVisible();
        const { violations } = await new AxeBuilder({ page }).analyze();
        const severe = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
        expect(severe.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      }
    });
  });
}
