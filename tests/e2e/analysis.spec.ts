import { expect, test, type Browser, type BrowserContext } from "@playwright/test";
import { E2E_YESTERDAY } from "./clock";
import { keepScreenshot, playToTheEnd, quickestPace } from "./table";

// What a finished game offers once its day has closed: the analysis (with the par of the open hands)
// and the replay. Both only read the game, so one late euchre daily is played for both.
test.describe("a closed daily played late", () => {
  let state: Awaited<ReturnType<BrowserContext["storageState"]>>;
  const viewport = { width: 1280, height: 800 };
  /** That player's page of the finished daily. */
  const finished = async (browser: Browser) => {
    const page = await (await browser.newContext({ storageState: state, viewport })).newPage();
    await page.goto(`/daily/euchre/${E2E_YESTERDAY}`);
    return page;
  };

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(300_000);
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await quickestPace(page);
    await page.goto(`/daily/euchre/${E2E_YESTERDAY}`);
    await expect(page.getByTestId("ranked")).toHaveText("Unranked (late)");
    await playToTheEnd(page);
    state = await context.storageState();
    await context.close();
  });

  test("its analysis shows a marked decision with its options' values and, the day being closed, the par", async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const page = await finished(browser);
    // A double-deck bid lists up to 66 options, a euchre decision at most 7: the first marked
    // decision gets twelve more (worth less than any), so that its list shows the best few.
    await page.route("**/api/games/*/analysis", async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      const first =
        body.status === "ready" && body.boards.flatMap((b: { decisions: object[] }) => b.decisions).find((d: { mark?: string }) => d.mark);
      first?.options.push(...Array.from({ length: 12 }, (_, i) => ({ action: { type: "bid", tricks: i + 1 }, value: -99 })));
      await route.fulfill({ response, json: body });
    });
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
    const few = await options.count();
    expect(few).toBeGreaterThan(1);
    expect(few, "the best five, the best and your choice").toBeLessThanOrEqual(7);
    await expect(decision.getByText("your choice")).toBeVisible();
    const showAll = decision.getByRole("button", { name: /^Show all \d+ options$/ });
    await expect(showAll).toHaveAttribute("aria-expanded", "false");
    const all = Number((await showAll.textContent())!.match(/\d+/)![0]);
    expect(all).toBeGreaterThanOrEqual(14);
    await showAll.focus();
    await page.keyboard.press("Enter");
    await expect(options).toHaveCount(all);
    await expect(decision.getByRole("button", { name: "Show the best options only" })).toHaveAttribute("aria-expanded", "true");

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

  test("it is stepped through trick by trick with every hand face up", async ({ browser }, testInfo) => {
    const page = await finished(browser);
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
});
