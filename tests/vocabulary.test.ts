import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DENOMINATIONS, RANKS, SEATS, SUITS } from "@/lib/engine";
import { LOCALES } from "@/lib/i18n/routing";

// The card vocabulary is written out once, in lib/engine/types.ts, and everything else derives
// from it (issue 39). This test reads the source of app/, components/, lib/ (without lib/generated)
// and scripts/, test files included, and fails on any other list of the vocabulary.
//
// The rule. Comments are skipped. A list of a vocabulary (the suit letters, the rank letters, the
// seat letters, or the suit names of any locale, in any case and any order) is:
//   - a run of string literals separated by commas (an array, a Set's list, arguments) that holds
//     every word of the vocabulary once, whatever else it holds ("NT_HIGH" after the suits too);
//   - one string literal, or one bracket group in code or in a string (a regular expression's
//     class), made of the vocabulary and nothing else: its words split at spaces, commas, quotes
//     or bars, or a single word's characters ("9TJQKA", "S H D C", [SHDC]).
// Cards are not lists of the vocabulary: a test may write the hands, cards and turns of its vectors
// (a seat that speaks twice in a run of calls makes it a sequence of turns, not the seats), a
// subset (the red suits, two seats) or a record keyed by suit (the compiler checks its keys
// against the Suit type). Spread the engine's tuples instead of writing them out.

/** A file's code with comments dropped and each string literal (a template's text parts too) replaced by \0index\0. */
function lex(src: string): { code: string; strings: string[] } {
  const strings: string[] = [];
  let code = "";
  let i = 0;
  let depth = 0; // of braces in code
  const interpolations: number[] = []; // the brace depth each open `${` closes at
  const mark = (value: string) => {
    code += `\0${strings.length}\0`;
    strings.push(value);
  };
  const template = () => {
    let text = "";
    for (; i < src.length; i++) {
      if (src[i] === "\\") text += src[++i] ?? "";
      else if (src[i] === "`") break;
      else if (src[i] === "$" && src[i + 1] === "{") {
        interpolations.push(depth++);
        i += 2;
        return mark(text);
      } else text += src[i];
    }
    i++;
    mark(text);
  };
  while (i < src.length) {
    const c = src[i]!;
    if (c === "/" && src[i + 1] === "/") {
      while (i < src.length && src[i] !== "\n") i++;
    } else if (c === "/" && src[i + 1] === "*") {
      const end = src.indexOf("*/", i + 2);
      i = end < 0 ? src.length : end + 2;
      code += " ";
    } else if (c === '"' || c === "'") {
      let text = "";
      for (i++; i < src.length && src[i] !== c && src[i] !== "\n"; i++) text += src[i] === "\\" ? (src[++i] ?? "") : src[i];
      i++;
      mark(text);
    } else if (c === "`") {
      i++;
      template();
    } else if (c === "}" && interpolations.at(-1) === --depth) {
      interpolations.pop();
      i++;
      template();
    } else {
      if (c === "{") depth++;
      code += c;
      i++;
    }
  }
  return { code, strings };
}

const messages = (locale: string) =>
  JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")) as { Cards: { suit: Record<string, string> } };
const VOCABULARIES = (
  [
    ["the suits", SUITS],
    ["the ranks", RANKS],
    ["the seats", SEATS],
    ...LOCALES.map((l) => [`the suit names (${l})`, SUITS.map((s) => messages(l).Cards.suit[s]!)] as const),
  ] as const
).map(([name, words]): [string, string[]] => [name, words.map((w) => w.toLowerCase())]);

/** A string's or a bracket group's words: split at separators, or a single word's characters. */
function wordsOf(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(/[\s,;|'"`]+/)
    .filter(Boolean);
  return words.length === 1 ? [...words[0]!] : words;
}

/** What each list of the vocabulary in `src` lists ("the suits"), in order of the checks. */
function vocabularyLists(src: string): string[] {
  const { code, strings } = lex(src);
  const found: string[] = [];
  const holdsAll = (values: string[]) => VOCABULARIES.filter(([, v]) => v.every((w) => values.includes(w)));
  const holdsOnce = (values: string[]) => holdsAll(values).filter(([, v]) => v.every((w) => values.indexOf(w) === values.lastIndexOf(w)));
  const isExactly = (values: string[]) => holdsAll(values).filter(([, v]) => values.every((w) => v.includes(w)));
  for (const run of code.matchAll(/\0\d+\0(?:\s*,\s*\0\d+\0)+/g)) {
    const values = [...run[0].matchAll(/\0(\d+)\0/g)].map((m) => strings[Number(m[1])]!.trim().toLowerCase());
    found.push(...holdsOnce(values).map(([name]) => name));
  }
  for (const text of strings) found.push(...isExactly(wordsOf(text)).map(([name]) => name));
  for (const text of [code.replace(/\0\d+\0/g, " "), ...strings]) {
    for (const group of text.matchAll(/\[([^[\]]*)\]/g)) found.push(...isExactly(wordsOf(group[1]!)).map(([name]) => name));
  }
  return found;
}

/** Source files under the scanned folders. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return file === path.join("lib", "generated") ? [] : sources(file);
    return /\.[cm]?[jt]sx?$/.test(e.name) ? [file] : [];
  });
}

/** Where the vocabulary is declared: its three lists and nothing else. */
const DECLARATION = path.join("lib", "engine", "types.ts");
describe("the vocabulary is written out once", () => {
  const files = ["app", "components", "lib", "scripts"].flatMap(sources);

  it("lib/engine/types.ts declares the seats, the suits and the ranks", () => {
    expect(vocabularyLists(readFileSync(DECLARATION, "utf8")).sort()).toEqual(["the ranks", "the seats", "the suits"]);
  });

  it("no other file writes a list of the vocabulary", () => {
    expect(files.length).toBeGreaterThan(100);
    const lists = files
      .filter((f) => f !== DECLARATION)
      .flatMap((f) => vocabularyLists(readFileSync(f, "utf8")).map((what) => `${f}: ${what}`));
    expect(lists).toEqual([]);
  });
});

// Samples are built from the engine's tuples, so this file writes no list out either.
describe("the scanner", () => {
  const quoted = (words: readonly string[], q = '"', sep = ", ") => words.map((w) => `${q}${w}${q}`).join(sep);
  const suitNames = (locale: string) => SUITS.map((s) => messages(locale).Cards.suit[s]!);

  it.each([
    ["an array", `const x = [${quoted(SUITS)}];`, "the suits"],
    ["single quotes, no spaces", `const x = [${quoted(RANKS, "'", ",")}] as const;`, "the ranks"],
    ["a list over several lines", `f(\n  ${quoted(SEATS, '"', ",\n  ")},\n);`, "the seats"],
    ["template literals, another order", `new Set([${quoted([...SUITS].reverse(), "`")}])`, "the suits"],
    ["the denominations", `type D = [${quoted(DENOMINATIONS)}];`, "the suits"],
    ["a string of letters", `const R = "${RANKS.join("")}";`, "the ranks"],
    ["a string of spaced letters", `"${SUITS.join(" ")}".split(" ")`, "the suits"],
    ["a regular expression's class", `/^[${RANKS.join("")}][${SUITS.join("")}]$/.test(card)`, "the ranks,the suits"],
    ["a class in a regular expression string", `new RegExp("[${SUITS.join("")}]")`, "the suits"],
    ["capitalised suit names", `[${quoted(suitNames("en").map((n) => n.toUpperCase()))}]`, "the suit names (en)"],
    ["another locale's suit names", `"${suitNames("de").join(", ")}"`, "the suit names (de)"],
  ])("finds %s", (_, src, lists) => {
    expect(vocabularyLists(src).join()).toBe(lists);
  });

  it.each([
    ["cards", `const hand = [${quoted(SUITS.map((s) => `A${s}`))}];`],
    ["three suits", `new Set([${quoted(SUITS.slice(1))}])`],
    ["turns, a seat speaking twice", `steps(${quoted([...SEATS, SEATS[0]])})`],
    ["a record keyed by suit", `const C = { ${SUITS.map((s) => `${s}: "${s}"`).join(", ")} };`],
    ["a list in a comment", `// [${quoted(SUITS)}]\n/* ${RANKS.join("")} */ const x = 1;`],
    ["a word holding the letters", `const s = "${SUITS.join("")}X";`],
    ["a derived list", `const d = [...SUITS, "NT_HIGH"];`],
    ["an interpolation", "const c = `${rank}${suit}`; const n = [a, b];"],
    ["prose naming the suits", `t("${suitNames("en").join(", ")} and no trumps")`],
  ])("passes %s", (_, src) => {
    expect(vocabularyLists(src)).toEqual([]);
  });
});
