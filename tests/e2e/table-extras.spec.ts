import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { E2E_BEFORE_LAUNCH, E2E_LAUNCH_DATE, E2E_TODAY, E2E_TOMORROW, E2E_YESTERDAY, longDate } from "./clock";
import { GAME_IDS } from "../../lib/games";
import { keepScreenshot, playToTheEnd, quickestPace } from "./table";

const hand = (page: Page, name = "Your hand") => page.getByRole("group", { name }).getByRole("button");

async function expectNoSevereViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const severe = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("keyboard play: digits call, arrows and Enter play a card; blocked cards say why; a reload resumes", async ({ page }) => {
  test.setTimeout(120_000);
  await quickestPace(page);
  await page.goto("/daily/euchre");
  const cards = hand(page);
  // Five cards; six when South deals and a bot ordered the up-card up (South then discards first:
  // the deals differ from run to run, as each run has its own daily secret).
  await expect(cards.first()).toBeVisible();
  expect([5, 6]).toContain(await cards.count());

  // Until it is time to play a card, every call is made with its digit (0 is pass).
  const table = page.locator("section[data-phase]");
  const playable = table.locator("button[data-playable]");
  for (let i = 0; i < 40 && (await playable.count()) === 0; i++) {
    const pass = table.locator('button[data-call][aria-keyshortcuts="0"]');
    await expect(pass.or(playable).first()).toBeVisible();
    if (await pass.isVisible()) {
      // A card that cannot be played yet explains itself on focus.
      const first = cards.first();
      await first.focus();
      await expect(page.getByRole("tooltip").first()).toBeVisible();
      // over the card, not over the seat label above the hand
      const tip = (await page.getByRole("tooltip").first().boundingBox())!;
      const label = (await table.getByText("You (South)").boundingBox())!;
      expect(tip.y).toBeGreaterThanOrEqual(label.y + label.height);
      await expect(first).toHaveAccessibleDescription(/Cards are played after the calls|Wait for your turn/);
      await page.keyboard.press("0");
    }
  }
  await expect(playable.first()).toBeVisible();
  const before = await cards.count();

  // Roving focus: one tab stop, arrows walk the hand until a playable card, Enter plays it.
  await cards.first().focus();
  for (let i = 0; i < before && !(await page.evaluate(() => document.activeElement?.hasAttribute("data-playable"))); i++) {
    await page.keyboard.press("ArrowRight");
  }
  const chosen = await page.evaluate(() => document.activeElement?.getAttribute("data-card"));
  expect(chosen).toMatch(/^[9TJQKA][SHDC]$/);
  await page.keyboard.press("Enter");
  await expect(cards).toHaveCount(before - 1);
  // focus stays in the hand (or moves to the calls), not back to the page
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest("section[data-phase]") !== null)).toBe(true);
  await expect(page.getByTestId("announcer")).not.toBeEmpty();

  // Once it is South's turn again, every blocked card says why. The hand is read in one go: a
  // forced last card plays itself, so the hand may shrink between two separate reads.
  await expect(table.locator("button[data-call], button[data-playable]").first()).toBeVisible();
  const silent = await cards.evaluateAll((els) =>
    els
      .filter((e) => e.getAttribute("aria-disabled") === "true")
      .filter((e) => !document.getElementById(e.getAttribute("aria-describedby") ?? "")?.textContent?.trim())
      .map((e) => e.getAttribute("data-card")),
  );
  expect(silent, "blocked cards with no reason").toEqual([]);

  // The server keeps the game: a reload comes back to the same hand.
  const held = await cards.evaluateAll((els) => els.map((e) => e.getAttribute("data-card")));
  await page.reload();
  await expect(hand(page).first()).toBeVisible();
  expect(await hand(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-card")))).toEqual(held);
  expect(held).not.toContain(chosen);
});

test("the hand is shown sorted: each suit together, alternating colours, highest card first; the others' counts show", async ({ page }) => {
  await page.goto("/daily/double-deck");
  await expect(hand(page)).toHaveCount(12);
  // the others' hands are drawn as five backs at most, with the count beside them
  await expect(page.getByRole("img", { name: "12 cards" })).toHaveCount(3);
  await expect(page.locator('[data-seat="W"]')).toContainText("12");
  const shown = (await hand(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-card")!))) as string[];
  const order = "9TJQKA";
  const runs: string[] = [];
  shown.forEach((card, i) => {
    if (i === 0 || card[1] !== shown[i - 1]![1]) runs.push(card[1]!);
    else expect(order.indexOf(card[0]!), `${shown.join(" ")}: highest first`).toBeLessThanOrEqual(order.indexOf(shown[i - 1]![0]!));
  });
  expect(new Set(runs).size, `${shown.join(" ")}: one run a suit`).toBe(runs.length);
  // three or four suits can always alternate red and black (two suits of one colour cannot)
  const red = (s: string) => s === "H" || s === "D";
  if (runs.length >= 3) runs.slice(1).forEach((s, i) => expect(red(s), `${runs.join(" ")}: colours alternate`).not.toBe(red(runs[i]!)));
});

test("switching to German shows the table in German and keeps the game", async ({ page }) => {
  await page.goto("/daily/bid-six");
  await expect(hand(page)).toHaveCount(6);
  const held = await hand(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-card")));
  await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/de\/daily\/bid-six$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/: heutiges Tagesspiel$/);
  const table = page.getByRole("region", { name: "Spieltisch" });
  await expect(table).toBeVisible();
  await expect(table.getByRole("group", { name: "Deine Hand" }).getByRole("button")).toHaveCount(6);
  expect(await hand(page, "Deine Hand").evaluateAll((els) => els.map((e) => e.getAttribute("data-card")))).toEqual(held);
  await expect(table).toContainText(/Board\s*1 von 6/);
  await page.getByLabel("Tischeinstellungen", { exact: true }).click();
  await expect(page.getByRole("radio", { name: "Schnell", exact: true })).toBeChecked();
  await expect(table.getByRole("button", { name: /^(Pik|Herz|Karo|Kreuz)-|^(Neun|Zehn|Bube|Dame|König|Ass)/ }).first()).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

  test("a whole two-hand daily fits a 375×667 screen and ends with the result", async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    await quickestPace(page);
    await page.goto("/daily/two-hand");
    await expect(hand(page)).toHaveCount(5);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await keepScreenshot(page, testInfo, "table-two-hand-phone.png");
    await playToTheEnd(page);
    // ranked among those who finished before, or the first to finish (when this test runs alone)
    await expect(page.getByRole("region", { name: /your result/ }).getByTestId("standing")).toHaveText(/ so far$|^First to finish/);
    expect(await overflow()).toBeLessThanOrEqual(0);
  });

  test("a double-deck hand of twelve cards fits the screen", async ({ page }, testInfo) => {
    await page.goto("/daily/double-deck");
    await expect(hand(page)).toHaveCount(12);
    const box = await hand(page).last().boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    for (const seat of ["W", "N", "E"]) {
      const panel = await page.locator(`[data-seat=${seat}]`).boundingBox();
      expect(panel!.x, seat).toBeGreaterThanOrEqual(0);
      expect(panel!.x + panel!.width, seat).toBeLessThanOrEqual(375);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // the hand wraps rather than squeezing: each card shows a finger's width
    const corners = await hand(page).evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y })));
    for (let i = 1; i < corners.length; i++)
      if (corners[i]!.y === corners[i - 1]!.y) expect(corners[i]!.x - corners[i - 1]!.x, `card ${i}`).toBeGreaterThanOrEqual(40);
    await keepScreenshot(page, testInfo, "table-double-deck-phone.png");
  });

  test("every game's table keeps each seat's name and dealer chip on one line inside the felt", async ({ page }, testInfo) => {
    for (const game of GAME_IDS) {
      await page.goto(`/daily/${game}`);
      const felt = page.locator("section[data-phase]");
      await expect(hand(page).first()).toBeVisible();
      const table = (await felt.boundingBox())!;
      for (const panel of await felt.locator("[data-seat]").all()) {
        const at = `${game} ${await panel.getAttribute("data-seat")}`;
        const box = (await panel.boundingBox())!;
        expect(box.x, at).toBeGreaterThanOrEqual(table.x);
        expect(box.x + box.width, at).toBeLessThanOrEqual(table.x + table.width);
        expect((await panel.locator("p").first().boundingBox())!.height, `${at}: one line`).toBeLessThan(24);
      }
      await keepScreenshot(page, testInfo, `seats-${game}-phone.png`);
    }
  });
});

test("the archive shows every daily since the launch and links to them; a day with no daily says when there is one", async ({ page }) => {
  await page.goto("/archive/euchre");
  const today = E2E_TODAY;
  const cell = page.getByRole("link", { name: new RegExp(`^${longDate(today)}: `) });
  await expect(cell).toHaveAttribute("data-state", "notPlayed");
  const firstShown = E2E_LAUNCH_DATE.slice(0, 7) === today.slice(0, 7) ? E2E_LAUNCH_DATE : `${today.slice(0, 7)}-01`;
  await expect(page.locator("a[data-state]").first()).toHaveAccessibleName(new RegExp(`^${longDate(firstShown)}: `));
  await cell.click();
  await expect(page).toHaveURL(/\/daily\/euchre$/);
  await expect(page.getByTestId("ranked")).toHaveText("Ranked");
  await page.goto("/archive/euchre");
  await expect(page.getByRole("link", { name: new RegExp(`^${longDate(today)}: started`) })).toHaveAttribute("data-state", "started");
  await page.goto(`/daily/euchre/${E2E_BEFORE_LAUNCH}`);
  await expect(page.getByTestId("no-daily")).toHaveText(`There was no daily on ${E2E_BEFORE_LAUNCH}: the first was on ${E2E_LAUNCH_DATE}.`);
  await page.goto(`/de/daily/euchre/${E2E_TOMORROW}`);
  // the launch is a week before today, so today is No. 8
  await expect(page.getByTestId("no-daily")).toHaveText(`Tagesspiel Nr. 9 beginnt am ${E2E_TOMORROW} um 00:00 UTC.`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.getByTestId("ranked")).toHaveCount(0);
});

test("in a ranked daily's last hour the table says how long is left to finish it ranked, then that the day has closed", async ({
  browser,
}) => {
  // the browser's clock only: the server still makes today's daily ranked
  const ctx = await browser.newContext({ timezoneId: "Europe/Copenhagen" });
  const page = await ctx.newPage();
  await page.clock.install({ time: new Date(`${E2E_TODAY}T23:35:10Z`) });
  await page.goto("/daily/two-hand");
  await expect(page.getByTestId("ranked")).toHaveText("Ranked");
  await expect(page.getByTestId("closing")).toHaveText("Finish by 01:00 AM your time (00:00 UTC) to be ranked: 25 minutes left.");
  await page.clock.fastForward("24:00");
  await expect(page.getByTestId("closing")).toHaveText("Finish by 01:00 AM your time (00:00 UTC) to be ranked: 1 minute left.");
  await page.clock.fastForward("01:00");
  await expect(page.getByTestId("closing")).toHaveText("The day has closed: finished now, this daily counts as late (unranked).");
  // the home page's countdown names the next daily's start in the browser's time zone too
  await page.goto("/");
  await expect(page.getByText(/^Next daily in \d+ h \d+ min \(at 01:00 AM your time\)$/).first()).toBeVisible();
  await ctx.close();
});

test("a full game carries its seed in the address, and the seed deals the same cards to a friend", async ({ page, browser }) => {
  await page.goto("/play/euchre");
  await expect(page).toHaveURL(/\/play\/euchre\?seed=[A-Za-z0-9_-]+$/);
  // the deal is shown from its start, so the hand is compared once it is South's turn
  const yourTurn = (p: Page) => p.locator("section[data-phase]").locator("button[data-call], button[data-playable]").first();
  await expect(yourTurn(page)).toBeVisible();
  // five cards, or six when South deals and the up-card was ordered up (South must discard)
  const url = page.url();
  const held = await hand(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-card")));
  expect(held.length === 5 || held.length === 6).toBe(true);
  const friend = await (await browser.newContext()).newPage();
  await friend.goto(url);
  await expect(yourTurn(friend)).toBeVisible();
  await expect(hand(friend)).toHaveCount(held.length);
  expect(await hand(friend).evaluateAll((els) => els.map((e) => e.getAttribute("data-card")))).toEqual(held);
  await friend.context().close();
});

for (const [device, viewport] of [
  ["desktop", { width: 1366, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test.describe(`accessibility of the table and the leaderboard on a ${device}`, () => {
    test.use({ viewport });
    for (const path of ["/daily/euchre", "/daily/double-deck", "/leaderboard/euchre", "/archive/euchre", "/me", "/play/two-hand"]) {
      test(`axe finds no serious or critical violation on ${path} (${device})`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator("main h1")).toBeVisible();
        await expect(page.locator("main").getByText(/Loading|Dealing/)).toHaveCount(0);
        await expectNoSevereViolations(page);
      });
    }
  });
}

test("a past daily is played late from the archive and marked unranked", async ({ page }) => {
  test.setTimeout(300_000);
  const yesterday = () => page.getByRole("link", { name: new RegExp(`^${longDate(E2E_YESTERDAY)}: `) });
  // On the first of a month, yesterday is in the month before the one the calendar opens on.
  const lastMonth = async () => {
    if (E2E_YESTERDAY.slice(0, 7) !== E2E_TODAY.slice(0, 7)) await page.getByRole("button", { name: "← Previous" }).click();
  };
  await quickestPace(page);
  await page.goto("/archive/bid-six");
  await lastMonth();
  await yesterday().click();
  await expect(page).toHaveURL(new RegExp(`/daily/bid-six/${E2E_YESTERDAY}$`));
  await expect(page.getByTestId("ranked")).toHaveText("Unranked (late)");
  await playToTheEnd(page);
  // nobody played yesterday ranked (the test server began today): no field, so no percentage
  await expect(page.getByTestId("standing")).toHaveText(
    "Played late, and nobody played this daily ranked: there is no field to compare with.",
  );
  await page.goto("/archive/bid-six");
  await lastMonth();
  await expect(yesterday()).toHaveAttribute("data-state", "late");
  await expect(yesterday()).toHaveAccessibleName(`${longDate(E2E_YESTERDAY)}: played late`);
});
