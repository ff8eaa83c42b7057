import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { BOARDS_PER_DAILY } from "../../lib/daily/boards";
import { GAME_IDS } from "../../lib/games";
import { keepScreenshot, playToTheEnd, quickestPace } from "./table";

// A newcomer plays today's daily of each game (lib/games.ts) to the end through the table, sees
// the result and finds their own row on the day's leaderboard. Each game gets a fresh browser (a
// new guest); every other game is played in German, so both languages go through a whole daily.
/** A language's texts by their path in its messages file ("Home.status.new"). */
function texts(locale: string): (path: string) => string {
  const all = JSON.parse(readFileSync(`messages/${locale}.json`, "utf8"));
  return (path) => path.split(".").reduce((o, k) => o[k], all);
}
const LANGUAGES = [
  { locale: "en", prefix: "", t: texts("en") },
  { locale: "de", prefix: "/de", t: texts("de") },
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A message as a regular expression, its {placeholders} matching `vars` (regular expression sources). */
const pattern = (text: string, vars: Record<string, string>) =>
  escape(text).replace(/\\\{(\w+)\\\}/g, (_, name: string) => vars[name] ?? "\\S+");
/** The "one" branch of an ICU plural message, with # as 1. */
const one = (text: string) => text.match(/one \{([^}]*)\}/)![1]!.replace("#", "1");

GAME_IDS.forEach((id, i) => {
  const { locale, prefix, t } = LANGUAGES[i % LANGUAGES.length]!;
  const name = t(`Games.${id}`);
  const boards = BOARDS_PER_DAILY[id];
  test(`a newcomer plays today's ${id} daily from the home page to the leaderboard (${locale})`, async ({ page, context }, testInfo) => {
    test.setTimeout(300_000);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await quickestPace(page);
    await page.goto(`${prefix}/`);
    const card = page.locator(`li#${id}`);
    await expect(card.getByText(new RegExp(`^${pattern(t("Home.dailyNumber"), { number: "\\d+" })}$`))).toBeVisible();
    await expect(
      card.getByText(new RegExp(`^${pattern(t("Home.nextIn").split("{time}")[0]!, { hours: "\\d+", minutes: "\\d+" })}`)),
    ).toBeVisible();
    await expect(card.getByTestId(`status-${id}`)).toHaveText(t("Home.status.new"));
    await card.getByRole("link", { name: t("Home.playDaily") }).click();

    await expect(page).toHaveURL(new RegExp(`${prefix}/daily/${id}$`));
    await expect(page.getByTestId("ranked")).toHaveText(t("Daily.ranked"));
    const table = page.getByRole("region", { name: t("Table.table") });
    await expect(
      table
        .getByRole("group", { name: t("Table.yourHand") })
        .getByRole("button")
        .first(),
    ).toBeVisible();
    await keepScreenshot(page, testInfo, `table-${id}.png`);

    await playToTheEnd(page);
    const result = page.getByRole("region", { name: new RegExp(pattern(t("Result.heading"), { number: "\\d+" })) });
    await expect(result.getByRole("table", { name: t("Result.boards") }).getByRole("row")).toHaveCount(boards + 1);
    // This suite runs first on a fresh server: the newcomer is the first to finish the day's daily,
    // told that the rank comes as others play, not given 50% or "1 of 1".
    await expect(result.getByTestId("standing")).toHaveText(t("Result.first"));
    await expect(result.getByTestId("mp-pct")).toHaveText("–");
    await result.getByRole("button", { name: t("Result.share") }).click();
    await expect(result.getByRole("status")).toHaveText(t("Share.copied"));
    const shared = await page.evaluate(() => navigator.clipboard.readText());
    // the squares say each net's sign, as there is no field yet
    const title = pattern(t("Result.shareTitle"), { number: "\\d+", game: escape(name) });
    const last = `${escape(t("Result.shareFirst"))} · ${escape(one(t("Result.shareStreak")))}`;
    expect(shared).toMatch(new RegExp(`^${title}\\n[🟩🟨🟥]{${boards}}\\n${last}\\n`, "u"));

    // A reload shows the same finished daily and its result, not a new one.
    await page.reload();
    await expect(page.getByTestId("standing")).toHaveText(t("Result.first"));

    await page.getByRole("link", { name: t("Result.leaderboard") }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/leaderboard/${id}\\?date=`));
    const mine = page.locator('tbody tr[aria-current="true"]');
    await expect(mine).toHaveCount(1);
    await expect(mine.locator("td").first()).toHaveText(/^\d+$/);
    // when the player finished, in the browser's time
    await expect(page.getByRole("columnheader").nth(4)).toHaveText(t("Leaderboard.finishedAt"));
    await expect(mine.locator("td").nth(4)).toHaveText(/^\d\d:\d\d( [AP]M)?$/);
  });
});
