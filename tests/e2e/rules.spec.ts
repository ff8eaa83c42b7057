import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import de from "../../content/rules/de";
import en from "../../content/rules/en";
import type { RulesContent } from "../../content/rules/types";
import { GAME_GROUPS, GAME_IDS, gamesIn, type GameGroup, type GameId } from "../../lib/games";

type Messages = {
  Games: Record<GameId, string>;
  GameKinds: Record<GameId, string>;
  Rules: Record<string, string>;
  Site: { groups: Record<GameGroup, string> };
};
const messages = (locale: string): Messages => JSON.parse(readFileSync(`messages/${locale}.json`, "utf8"));

const LANGUAGES: { locale: string; prefix: string; content: RulesContent }[] = [
  { locale: "en", prefix: "", content: en },
  { locale: "de", prefix: "/de", content: de },
];

const fill = (text: string, game: string) => text.replace("{game}", game);

test.describe("rules pages", () => {
  for (const { locale, prefix, content } of LANGUAGES) {
    for (const game of GAME_IDS) {
      test(`${game} in ${locale}: headings, the deal's stages and the differences table`, async ({ page }) => {
        const m = messages(locale);
        const rules = content[game];
        const response = await page.goto(`${prefix}/rules/${game}`);
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(fill(m.Rules.title, m.Games[game]));
        const h2 = [
          fill(m.Rules.about, m.Games[game]),
          m.Rules.deal,
          m.Rules.trumpOrder,
          game === "euchre" ? m.Rules.options : m.Rules.differences,
          m.Rules.decisions,
          m.Rules.history,
        ];
        await expect(page.getByRole("heading", { level: 2 })).toHaveText(h2);
        await expect(page.getByRole("heading", { level: 3 })).toHaveText(rules.steps.map((s) => s.title));

        const table = page.getByRole("table", { name: rules.differences.caption });
        await expect(table.getByRole("columnheader")).toHaveText(rules.differences.head);
        await expect(table.getByRole("rowheader")).toHaveText(rules.differences.rows.map((row) => row[0]));
        const scoring = rules.steps.find((s) => s.table)!.table!;
        await expect(page.getByRole("table", { name: scoring.caption }).getByRole("row")).toHaveCount(scoring.rows.length + 1);
      });
    }
  }

  test("an unknown game is a 404", async ({ page }) => {
    expect((await page.goto("/rules/poker"))?.status()).toBe(404);
    expect((await page.goto("/de/rules/poker"))?.status()).toBe(404);
  });

  test("home groups the games by family, says in a line what kind of game each is, and links to its rules", async ({ page }) => {
    const m = messages("en");
    await page.goto("/");
    for (const group of GAME_GROUPS) {
      const section = page.getByRole("region", { name: m.Site.groups[group] });
      for (const game of gamesIn(group)) await expect(section.locator(`#${game}`)).toContainText(m.GameKinds[game]);
    }
    await expect(page.locator("li[id]:has(h3)")).toHaveCount(GAME_IDS.length);
    await page.getByRole("link", { name: "Bid Euchre (six cards): rules" }).click();
    await expect(page).toHaveURL(/\/rules\/bid-six$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fill(m.Rules.title, m.Games["bid-six"]));
  });
});

test.describe("language switcher", () => {
  const switcher = (page: Page, name: string) => page.getByRole("navigation", { name });

  test("moves between languages keeping the path, marks the current one and keeps the choice", async ({ page, context }) => {
    await page.goto("/rules/double-deck");
    await expect(switcher(page, "Language").getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");

    await switcher(page, "Language").getByRole("link", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(/\/de\/rules\/double-deck$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bid Euchre mit Doppeldeck: die Regeln");
    const nav = switcher(page, "Sprache");
    await expect(nav.getByRole("link", { name: "Deutsch" })).toHaveAttribute("aria-current", "true");
    await expect(nav.getByRole("link", { name: "English" })).not.toHaveAttribute("aria-current");
    expect((await context.cookies()).find((c) => c.name === "NEXT_LOCALE")?.value).toBe("de");

    await nav.getByRole("link", { name: "Svenska" }).click();
    await expect(page).toHaveURL(/\/sv\/rules\/double-deck$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bud-euchre med dubbel kortlek: reglerna");

    await switcher(page, "Språk").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/rules\/double-deck$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect((await context.cookies()).find((c) => c.name === "NEXT_LOCALE")?.value).toBe("en");
  });

  test("the chosen language wins over Accept-Language on the next visit", async ({ browser }) => {
    const ctx = await browser.newContext({ locale: "de-DE", extraHTTPHeaders: { "Accept-Language": "de-DE,de;q=0.9" } });
    const page = await ctx.newPage();
    await page.goto("/");
    await expect(page).toHaveURL(/\/de$/);
    await switcher(page, "Sprache").getByRole("link", { name: "Nederlands" }).click();
    await expect(page).toHaveURL(/\/nl$/);
    await page.goto("/");
    await expect(page).toHaveURL(/\/nl$/);
    await ctx.close();
  });
});

test.describe("cards", () => {
  test("card files are served as SVG", async ({ request }) => {
    for (const path of ["/cards/AH.svg", "/cards/TS.svg", "/cards/9C.svg", "/cards/4c/JD.svg", "/cards/4c/QC.svg", "/cards/back.svg"]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()["content-type"], path).toContain("image/svg+xml");
      expect(await res.text(), path).toContain("<svg");
    }
  });

  test("the trump order is drawn with our cards, named in the page's language", async ({ page }) => {
    await page.goto("/rules/euchre");
    const right = page.getByRole("img", { name: "Jack of hearts" });
    await expect(right).toHaveAttribute("src", "/cards/JH.svg");
    await expect(page.getByRole("img", { name: "Ten of hearts" })).toBeVisible();
    expect(await right.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.goto("/de/rules/euchre");
    await expect(page.getByRole("img", { name: "Karo-Bube" })).toHaveAttribute("src", "/cards/JD.svg");
  });

  test("the four-colour choice switches the card set and is remembered", async ({ page }) => {
    await page.goto("/rules/euchre");
    const leftBower = page.getByRole("img", { name: "Jack of diamonds" });
    await expect(leftBower).toHaveAttribute("src", "/cards/JD.svg");
    await page.getByRole("checkbox", { name: "Four-colour suits" }).check();
    await expect(leftBower).toHaveAttribute("src", "/cards/4c/JD.svg");
    await page.reload();
    await expect(page.getByRole("checkbox", { name: "Four-colour suits" })).toBeChecked();
    await expect(leftBower).toHaveAttribute("src", "/cards/4c/JD.svg");
  });
});

// Every rules page on a desktop; on a phone (the same components, narrower) one of them.
for (const [device, viewport, paths] of [
  ["desktop", { width: 1366, height: 900 }, ["/", ...GAME_IDS.map((game) => `/rules/${game}`), "/de/rules/euchre", "/matchpoints"]],
  ["phone", { width: 390, height: 844 }, ["/", "/rules/napoleon", "/matchpoints"]],
] as const) {
  test.describe(`accessibility on a ${device}`, () => {
    test.use({ viewport });
    for (const path of paths) {
      test(`axe finds no serious or critical violation on ${path} (${device})`, async ({ page }) => {
        await page.goto(path);
        const { violations } = await new AxeBuilder({ page }).analyze();
        const severe = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
        expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      });
    }
  });
}
