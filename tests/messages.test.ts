import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { GAME_GROUPS, GAME_IDS, gamesIn } from "@/lib/games";
import { LOCALES } from "@/lib/i18n/routing";

// Every language has every text: a missing key would show its path on the page.
const keys = (o: unknown, prefix = ""): string[] =>
  typeof o === "object" && o !== null ? Object.entries(o).flatMap(([k, v]) => keys(v, `${prefix}${k}.`)) : [prefix.slice(0, -1)];

it.each(LOCALES.filter((l) => l !== "en"))("messages/%s.json has exactly the keys of messages/en.json", (locale) => {
  const read = (l: string) => keys(JSON.parse(readFileSync(`messages/${l}.json`, "utf8"))).sort();
  expect(read(locale)).toEqual(read("en"));
});

it("every game and every family of games has its texts: a name, a one-line kind, a family name", () => {
  const en = JSON.parse(readFileSync("messages/en.json", "utf8"));
  for (const game of GAME_IDS) {
    expect(en.Games[game], game).toBeTruthy();
    expect(en.GameKinds[game], game).toMatch(/^.{10,80}$/);
  }
  for (const group of GAME_GROUPS) expect(en.Site.groups[group], group).toBeTruthy();
  expect(GAME_GROUPS.flatMap(gamesIn).sort()).toEqual([...GAME_IDS].sort());
});
