import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/routing";

// Every language has every text: a missing key would show its path on the page.
const keys = (o: unknown, prefix = ""): string[] =>
  typeof o === "object" && o !== null ? Object.entries(o).flatMap(([k, v]) => keys(v, `${prefix}${k}.`)) : [prefix.slice(0, -1)];

it.each(LOCALES.filter((l) => l !== "en"))("messages/%s.json has exactly the keys of messages/en.json", (locale) => {
  const read = (l: string) => keys(JSON.parse(readFileSync(`messages/${l}.json`, "utf8"))).sort();
  expect(read(locale)).toEqual(read("en"));
});
