import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { GAME_IDS } from "../../lib/games";
import { E2E_TODAY, E2E_YESTERDAY, longDate } from "./clock";
import { layoutShift, watchLayoutShift } from "./layout-shift";
import { keepScreenshot } from "./table";

// The daily ritual around the table: the result card (the field, the explanation, the streak, the
// countdown, the share text), the profile and archive after several dailies, the home page's
// layout stability and axe on every page, phone and desktop. The dailies are played through the
// API in the page's own session (what the table does is covered by daily.spec.ts); what a person
// sees is checked in the browser.

/** The four dailies the player of these tests plays (of the site's games: lib/games.ts). */
const GAMES = ["euchre", "two-hand", "bid-six", "double-deck"] as const;
const PHONE = { width: 390, height: 844 };
const NUMBER = 8; // the launch is a week before today (clock.ts)

/** Plays a daily (today's, or `date` late) to its end through the API, taking the first (or last) action on offer. */
async function playDaily(request: APIRequestContext, baseURL: string, game: string, date?: string, pick: "first" | "last" = "first") {
  const headers = { origin: baseURL };
  const start = await request.post("/api/games", { data: { mode: "daily", game, ...(date ? { date } : {}) }, headers });
  expect(start.status()).toBe(201);
  let g = await start.json();
  while (g.status !== "finished") {
    const res = await request.post(`/api/games/${g.id}/actions`, {
      data: { seq: g.seq, action: g.view.legal[pick === "first" ? 0 : g.view.legal.length - 1] },
      headers,
    });
    expect(res.status()).toBe(200);
    g = await res.json();
  }
  return g;
}

const result = (page: Page) => page.getByRole("region", { name: /your result|dein Ergebnis/ });

async function sharedText(page: Page, button: string) {
  await result(page).getByRole("button", { name: button }).click();
  await expect(result(page).getByRole("status")).not.toBeEmpty();
  return page.evaluate(() => navigator.clipboard.readText());
}

test("the result card: the field per board, the explanation, the rank so far, streak, countdown and share text in two languages", async ({
  page,
  context,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  // someone else has finished today's euchre, so there is a field to compare with
  const other = await browser.newContext();
  await playDaily(other.request, baseURL!, "euchre", undefined, "last");
  await other.close();
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await playDaily(page.request, baseURL!, "euchre");

  await page.goto("/daily/euchre");
  const card = result(page);
  const boards = card.getByRole("table", { name: "Your boards against the field" });
  await expect(boards.getByRole("row")).toHaveCount(9);
  // each board: the net, its matchpoints and the field's counts, one's own among them
  for (const row of (await boards.getByRole("row").all()).slice(1)) {
    await expect(row.getByRole("cell").nth(0)).toHaveText(/^([+−]\d+|0)$/);
    await expect(row.getByRole("cell").nth(1)).toHaveText(/^\d+\.\d%$/);
    await expect(row.getByRole("listitem").filter({ hasText: "(yours)" })).toHaveCount(1);
  }
  await expect(card.getByTestId("mp-pct")).toHaveText(/^\d+\.\d%$/);
  await expect(card.getByTestId("standing")).toHaveText(/^\d+ of \d+ so far$/);
  await expect(card.getByTestId("streak")).toHaveText("1 day");
  await expect(card.getByTestId("next-daily")).toHaveText(/^Next daily in \d+ h \d+ min$/);
  await keepScreenshot(page, testInfo, "result-desktop.png");

  const shared = (await sharedText(page, "Share your result")).split("\n");
  expect(shared[0]).toBe(`Daily Euchre No. ${NUMBER} · Euchre`);
  expect(shared[1]).toMatch(/^[🟩🟨🟥]{8}$/u);
  expect(shared[2]).toMatch(/^\d+\.\d% · streak 1 day$/);
  expect(shared[3]).toMatch(/\/daily\/euchre$/);

  await page.setViewportSize(PHONE);
  await expect(card.getByTestId("streak")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await keepScreenshot(page, testInfo, "result-phone.png");

  await page.goto("/de/daily/euchre");
  await expect(result(page).getByTestId("streak")).toHaveText("1 Tag");
  await expect(result(page).getByTestId("next-daily")).toHaveText(/^Nächstes Tagesspiel in \d+ Std\. \d+ Min\.$/);
  const german = (await sharedText(page, "Ergebnis teilen")).split("\n");
  expect(german[0]).toBe(`Daily Euchre Nr. ${NUMBER} · Euchre`);
  expect(german[1]).toBe(shared[1]);
  expect(german[2]).toMatch(/^\d+,\d\u00a0% · Serie 1 Tag$/);
  // percentages elsewhere are German too: the home page's status and the archive's day
  await page.goto("/de");
  await expect(page.getByTestId("status-euchre")).toHaveText(/^Beendet: \d+,\d\u00a0%$/);
  await page.goto("/de/archive/euchre");
  await expect(page.locator(`a[data-state][href="/de/daily/euchre"]`)).toContainText(/\d+\u00a0%/);

  // the sentence on matchpoints and net leads to the explanation, in the page's language
  await page.goto("/de/daily/euchre");
  await result(page).getByTestId("explain").getByRole("link").click();
  await expect(page).toHaveURL(/\/de\/matchpoints$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Netto und Matchpoints");
  await expect(page.getByRole("heading", { level: 2 })).toHaveText([
    "Netto",
    "Matchpoints",
    "Ein Beispiel",
    "Das Feld",
    "Die Quadrate in einem geteilten Ergebnis",
  ]);
});

test.describe("after four ranked dailies and one late", () => {
  let state: Awaited<ReturnType<BrowserContext["storageState"]>>;
  /** A page of that player's, on a desktop or the given screen. */
  const playerPage = async (browser: Browser, viewport = { width: 1280, height: 800 }) =>
    (await browser.newContext({ storageState: state, viewport })).newPage();

  test.beforeAll(async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const ctx = await browser.newContext();
    for (const game of GAMES) await playDaily(ctx.request, baseURL!, game);
    await playDaily(ctx.request, baseURL!, "euchre", E2E_YESTERDAY);
    state = await ctx.storageState();
    await ctx.close();
  });

  test("the profile counts every ranked daily, today's as provisional, and not the late one", async ({ browser }) => {
    const page = await playerPage(browser);
    await page.goto("/me");
    const stats = page.getByRole("table", { name: "Your statistics" });
    const row = (name: string) => stats.getByRole("row").filter({ has: page.getByRole("rowheader", { name, exact: true }) });
    for (const name of ["Euchre", "Two-handed Euchre", "Bid Euchre (six cards)", "Double-deck Bid Euchre"]) {
      const cells = row(name).getByRole("cell");
      await expect(cells.nth(0), name).toHaveText("1");
      await expect(cells.nth(1), name).toHaveText(/^\d+\.\d%$/);
      // the best day's date in the page's language ("Dec 5, 2026"), not as ISO
      await expect(cells.nth(2), name).toHaveText(new RegExp(`^\\d+\\.\\d% \\(${longDate(E2E_TODAY, "medium")}\\)$`));
      await expect(cells.nth(3), name).toHaveText("1");
    }
    const all = row("All games").getByRole("cell");
    await expect(all.nth(0)).toHaveText("4");
    await expect(all.nth(1)).toHaveText(/^\d+\.\d%$/);
    await expect(all.nth(3)).toHaveText("1");
    await expect(page.getByTestId("provisional")).toHaveText(/^4 of these dailies are from days still open/);
  });

  test("the archive marks the late play apart from the ranked one, for the eye too, with a legend", async ({ browser }, testInfo) => {
    const page = await playerPage(browser);
    await page.goto("/archive/euchre");
    const day = (date: string) => page.getByRole("link", { name: new RegExp(`^${longDate(date)}: `) });
    // on the first of a month, yesterday is in the month before the one the calendar opens on
    if (E2E_YESTERDAY.slice(0, 7) !== E2E_TODAY.slice(0, 7)) {
      await expect(day(E2E_TODAY)).toHaveAttribute("data-state", "played");
      await page.getByRole("button", { name: "← Previous" }).click();
    } else {
      await expect(day(E2E_TODAY)).toHaveAttribute("data-state", "played");
      await expect(day(E2E_TODAY)).toHaveCSS("border-top-style", "solid");
    }
    const late = day(E2E_YESTERDAY);
    await expect(late).toHaveAttribute("data-state", "late");
    // nobody played yesterday ranked (the test server began today): no percentage against nobody
    await expect(late).toHaveAccessibleName(`${longDate(E2E_YESTERDAY)}: played late`);
    await expect(late).toHaveCSS("border-top-style", "dashed");
    expect(await late.evaluate((a) => (a as HTMLElement).innerText)).toContain("late");
    const legend = page.getByRole("list", { name: "Legend" });
    await expect(legend.getByRole("listitem")).toHaveText(["played, ranked", "played late (unranked)", "started"]);
    await keepScreenshot(page, testInfo, "archive.png");
    // each day's name holds what it shows (axe's rule is experimental, so it is asked for by name)
    const named = await new AxeBuilder({ page }).withRules(["label-content-name-mismatch"]).analyze();
    expect(named.violations.map((v) => v.nodes.map((n) => n.target.join(" ")))).toEqual([]);
    expect(named.passes.length + named.inapplicable.length).toBeGreaterThan(0);

    await late.click();
    await expect(result(page).getByTestId("standing")).toHaveText(
      "Played late, and nobody played this daily ranked: there is no field to compare with.",
    );
    await expect(result(page).getByTestId("mp-pct")).toHaveText("–");
  });

  for (const viewport of [null, PHONE]) {
    test(`axe finds no serious or critical violation on any page ${viewport ? "on a phone" : "on a desktop"}`, async ({ browser }) => {
      test.setTimeout(120_000);
      const page = await playerPage(browser, viewport ?? undefined);
      const pages = [
        "/",
        "/rules/euchre",
        "/leaderboard/euchre",
        "/archive/euchre",
        "/me",
        "/matchpoints",
        "/de/matchpoints",
        "/daily/euchre",
      ];
      for (const path of pages) {
        await page.goto(path);
        await expect(page.locator("main h1")).toBeVisible();
        await expect(page.locator("main").getByText(/Loading|Dealing/)).toHaveCount(0);
        if (path === "/daily/euchre") await expect(result(page).getByTestId("streak")).toBeVisible();
        const { violations } = await new AxeBuilder({ page }).analyze();
        const severe = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
        expect(severe.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      }
    });
  }

  for (const viewport of [{ width: 1366, height: 900 }, PHONE]) {
    test(`the home page does not shift as its status lines arrive (${viewport.width}×${viewport.height})`, async ({ browser }) => {
      test.setTimeout(90_000); // two first visits of the home page: slow on a loaded machine
      // for that player (four dailies finished, a streak in each) and for a first visit (nothing played)
      const visits: { page: Page; played: readonly string[] }[] = [
        { page: await playerPage(browser, viewport), played: GAMES },
        { page: await (await browser.newContext({ viewport })).newPage(), played: [] },
      ];
      for (const { page, played } of visits) {
        await watchLayoutShift(page);
        await page.goto("/");
        for (const game of GAME_IDS)
          await expect(page.getByTestId(`status-${game}`)).toHaveText(played.includes(game) ? /^Finished/ : /^Not played yet$/);
        await expect(page.getByText("Streak: 1 day", { exact: true })).toHaveCount(played.length);
        await expect(page.getByText("No streak yet", { exact: true })).toHaveCount(GAME_IDS.length - played.length);
        await expect(page.getByText(/^Next daily in/)).toHaveCount(GAME_IDS.length);
        const cls = await layoutShift(page);
        console.log(`home CLS ${viewport.width}×${viewport.height} (${played.length} played): ${cls.toFixed(4)}`);
        expect(cls).toBeLessThanOrEqual(0.02);
      }
    });
  }
});
