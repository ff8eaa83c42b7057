import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { BOARDS_PER_DAILY } from "../../lib/daily/boards";
import { GAME_IDS } from "../../lib/games";
import { keepScreenshot, playToTheEnd, quickestPace } from "./table";

// A newcomer plays today's daily of each game (lib/games.ts) to the end through the table, sees
// the result and finds their own row on the day's leaderboard. Each game gets a fresh browser (a new guest).
const names: Record<string, string> = JSON.parse(readFileSync("messages/en.json", "utf8")).Games;
const GAMES = GAME_IDS.map((id) => ({ id, name: names[id], boards: BOARDS_PER_DAILY[id] }));

for (const game of GAMES) {
  test(`a newcomer plays today's ${game.id} daily from the home page to the leaderboard`, async ({ page, context }, testInfo) => {
    test.setTimeout(300_000);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await quickestPace(page);
    await page.goto("/");
    const card = page.locator(`li#${game.id}`);
    await expect(card.getByText(/^Daily No\. \d+$/)).toBeVisible();
    await expect(card.getByText(/^Next daily in \d+ h \d+ min/)).toBeVisible();
    await expect(card.getByTestId(`status-${game.id}`)).toHaveText("Not played yet");
    await card.getByRole("link", { name: "Play today's daily" }).click();

    await expect(page).toHaveURL(new RegExp(`/daily/${game.id}$`));
    await expect(page.getByTestId("ranked")).toHaveText("Ranked");
    const table = page.getByRole("region", { name: "Card table" });
    await expect(table.getByRole("group", { name: "Your hand" }).getByRole("button").first()).toBeVisible();
    await keepScreenshot(page, testInfo, `table-${game.id}.png`);

    await playToTheEnd(page);
    const result = page.getByRole("region", { name: /your result/ });
    await expect(result.getByRole("table", { name: "Your boards against the field" }).getByRole("row")).toHaveCount(game.boards + 1);
    // This suite runs first on a fresh server: the newcomer is the first to finish the day's daily,
    // told that the rank comes as others play, not given 50% or "1 of 1".
    const first = "First to finish: your rank will come as others play.";
    await expect(result.getByTestId("standing")).toHaveText(first);
    await expect(result.getByTestId("mp-pct")).toHaveText("–");
    await result.getByRole("button", { name: "Share your result" }).click();
    await expect(result.getByRole("status")).toHaveText("Copied to the clipboard");
    const shared = await page.evaluate(() => navigator.clipboard.readText());
    // the squares say each net's sign, as there is no field yet
    const title = `Daily Euchre No\\. \\d+ · ${game.name.replace(/[()]/g, "\\$&")}`;
    expect(shared).toMatch(new RegExp(`^${title}\\n[🟩🟨🟥]{${game.boards}}\\nfirst to finish · streak 1 day\\n`, "u"));

    // A reload shows the same finished daily and its result, not a new one.
    await page.reload();
    await expect(page.getByRole("region", { name: /your result/ }).getByTestId("standing")).toHaveText(first);

    await page.getByRole("link", { name: "See the leaderboard" }).click();
    await expect(page).toHaveURL(new RegExp(`/leaderboard/${game.id}\\?date=`));
    const mine = page.locator('tbody tr[aria-current="true"]');
    await expect(mine).toHaveCount(1);
    await expect(mine.locator("td").first()).toHaveText(/^\d+$/);
    // when the player finished, in the browser's time
    await expect(page.getByRole("columnheader").nth(4)).toHaveText("Finished");
    await expect(mine.locator("td").nth(4)).toHaveText(/^\d\d:\d\d [AP]M$/);
  });
}
