import { existsSync, readdirSync, readFileSync } from "node:fs";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// What the comments and documents point to must be there: a clone has no other notes to follow.
//
// The scanner's rules:
// - Where it reads: the comments of the source files (.ts .tsx .mts .cts .js .mjs .cjs; found by
//   the TypeScript parser, so a string or a regular expression is never taken for a comment) and of
//   prisma/schema.prisma (its // lines); all the text of README.md and docs/*.md.
// - A path: a token that starts with one of ROOTS and "/", and ends with an extension (".ts",
//   ".md", ".json"…). Not a path: a token right after a letter, digit, ".", "/", "@" or "-" (part of
//   a longer or relative path, an import alias), anything inside a URL ("scheme://…", removed
//   first), a token without extension (a folder). A path must exist; "*" and "<name>" stand for any
//   one name ("messages/<locale>.json", "lib/engine/*.test.ts") and must match at least one file.
// - A section: "docs/<doc>.md" followed by "§N" or "§N.M" (or several: "§2.4–2.5, §3.4") needs a
//   heading numbered so in that document ("## 2. …", "### 2.4 …"); inside a document a bare "§N"
//   means its own.
// - A named heading: "docs/<doc>.md, Heading" (the heading may be quoted; it starts with a capital)
//   needs a heading of that document with which the text goes on.
// - The team's former rules and design notes (RETIRED) are named nowhere in these files.

const ROOTS = ["app", "components", "lib", "docs", "scripts", "tests", "bench", "prisma", "public", "content", "messages"];
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const SKIP = new Set(["node_modules", "lib/generated", "test-results", "playwright-report"]);
const RETIRED = ["RULES", "DESIGN"].map((name) => `${name}.md`);

const URL_RE = /\b[a-z][a-z0-9+.-]*:\/\/\S*/gi;
const PATH_RE = new RegExp(String.raw`(?<![\w./@-])(?:${ROOTS.join("|")})/[\w.\-\[\]<>*/]*\.[a-z][a-z0-9]*\b`, "g");
const ANY_PATH = new RegExp(PATH_RE.source);
const NUMBER = String.raw`\d+(?:\.\d+)*`;
// one or more § numbers, each maybe a range: "§2.7, §3.6", "§2.4–2.5", "§1–§3"
const RUN = String.raw`§\s?${NUMBER}(?:\s?[–-]\s?§?${NUMBER})?`;
const RUNS_AFTER_DOC = new RegExp(String.raw`^(?:\s*(?:,|;|and|or)?\s*${RUN})+`);
const BARE_RUN = new RegExp(RUN, "g");
const HEADING_AFTER_DOC = /^,\s*["“]?([A-Z].*)/;

/** What a document offers to point at: its numbered headings and every heading's title. */
interface Headings {
  numbers: Set<string>;
  titles: string[];
}

function headingsOf(markdown: string): Headings {
  const numbers = new Set<string>();
  const titles: string[] = [];
  for (const [, title] of markdown.matchAll(/^#{1,6}\s+(.+?)\s*$/gm)) {
    const numbered = new RegExp(String.raw`^§?(${NUMBER})\.?(?:\s+(.*))?$`).exec(title);
    if (numbered) numbers.add(numbered[1]);
    titles.push(numbered?.[2] ?? title);
  }
  return { numbers, titles };
}

/** The comments of a source file, each as one line of text without its markers. */
function commentsOf(file: string, text: string): string[] {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : /\.[mc]?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found = new Map<number, string>();
  // Every comment is trivia before some token, the end-of-file token included: on the line of the
  // token before it (TypeScript calls that trailing) or on lines of its own (leading).
  const visit = (node: ts.Node) => {
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    const ranges = [...(ts.getTrailingCommentRanges(text, node.pos) ?? []), ...(ts.getLeadingCommentRanges(text, node.pos) ?? [])];
    for (const r of ranges) found.set(r.pos, text.slice(r.pos, r.end));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...found.values()].map(oneLine);
}

const oneLine = (comment: string) =>
  comment
    .split("\n")
    .map((line) => line.replace(/^\s*(?:\/\/\/?|\/\*\*?|\*(?!\/))?/, "").replace(/\*\/\s*$/, ""))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();

/** What the checks may ask of the repository. */
interface Repository {
  exists(path: string): boolean;
  /** The headings of docs/<doc>.md, or null when there is no such document. */
  headings(doc: string): Headings | null;
}

/** The retired notes that `text` names. */
const retiredIn = (file: string, text: string) => RETIRED.filter((name) => text.includes(name)).map((name) => `${file} names ${name}`);

/**
 * Everything one text of `file` points to that is not there: paths, and the sections and headings
 * of documents. `own`: the document the text is, for its bare § numbers.
 */
function problemsIn(file: string, text: string, repo: Repository, own: string | null = null): string[] {
  const problems: string[] = [];
  const plain = text.replace(URL_RE, (url) => " ".repeat(url.length));
  const pointed = new Set<number>(); // where the § numbers that follow a document's path start
  for (const m of plain.matchAll(PATH_RE)) {
    const path = m[0];
    if (!repo.exists(path)) problems.push(`${file}: no file ${path}`);
    const doc = /^docs\/([\w-]+)\.md$/.exec(path)?.[1];
    if (!doc) continue;
    const after = plain.slice(m.index + path.length);
    const runs = RUNS_AFTER_DOC.exec(after)?.[0];
    if (runs) {
      pointed.add(m.index + path.length + runs.indexOf("§"));
      problems.push(...missingSections(file, path, runs, repo.headings(doc)));
      continue;
    }
    const named = HEADING_AFTER_DOC.exec(after)?.[1];
    const headings = repo.headings(doc);
    if (named && headings && !headings.titles.some((t) => named.startsWith(t))) {
      problems.push(`${file}: ${path} has no heading "${named.slice(0, 40)}"`);
    }
  }
  if (own !== null) {
    for (const m of plain.matchAll(BARE_RUN)) {
      if (!pointed.has(m.index)) problems.push(...missingSections(file, `docs/${own}.md`, m[0], repo.headings(own)));
    }
  }
  return problems;
}

function missingSections(file: string, path: string, runs: string, headings: Headings | null): string[] {
  const wanted = [...runs.matchAll(new RegExp(NUMBER, "g"))].map((n) => n[0]);
  return wanted.filter((n) => !headings?.numbers.has(n)).map((n) => `${file}: ${path} has no §${n}`);
}

// ---------------------------------------------------------------------------------------------

/** The repository's files, relative and with "/", without dependencies, builds and dot-folders. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir || ".", { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.name.startsWith(".") || SKIP.has(path)) return [];
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

const FILES = filesUnder("");

/** A path with wildcards as a regular expression over whole paths. */
const pattern = (path: string) =>
  new RegExp(
    `^${path
      .replace(/<[^>/]*>/g, "\0")
      .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
      .replace(/\*\*\//g, "(?:.*/)?")
      .replace(/\*/g, "[^/]*")
      .replace(/\0/g, "[^/]+")}$`,
  );

const repository: Repository = {
  exists: (path) => (/[*<]/.test(path) ? FILES.some((f) => pattern(path).test(f)) : existsSync(path)),
  headings: (doc) => (existsSync(`docs/${doc}.md`) ? headingsOf(readFileSync(`docs/${doc}.md`, "utf8")) : null),
};

const DOCS = ["README.md", ...FILES.filter((f) => /^docs\/[^/]+\.md$/.test(f))];

function repositoryProblems(): string[] {
  const inSources = FILES.filter((f) => SOURCE.test(f)).flatMap((file) => {
    const text = readFileSync(file, "utf8");
    const comments = ANY_PATH.test(text) ? commentsOf(file, text) : []; // parsing is most of the time
    return [...retiredIn(file, text), ...comments.flatMap((c) => problemsIn(file, c, repository))];
  });
  const schema = "prisma/schema.prisma";
  const schemaComments = [...readFileSync(schema, "utf8").matchAll(/\/\/.*$/gm)].map((m) => m[0]).join("\n");
  const inDocs = DOCS.flatMap((file) => {
    const own = /^docs\/([\w-]+)\.md$/.exec(file)?.[1] ?? null;
    const text = readFileSync(file, "utf8");
    return [...retiredIn(file, text), ...problemsIn(file, text, repository, own)];
  });
  return [...inSources, ...problemsIn(schema, schemaComments, repository), ...inDocs];
}

describe("the scanner", () => {
  const sample = [
    `// Reads lib/engine/cards.ts and lib/engine/gone.ts (docs/rules.md §1.4; docs/rules.md §1.2–1.9).`,
    `const s = "// lib/engine/in-a-string.ts"; // see https://example.com/lib/engine/in-a-url.ts`,
    `/* docs/guide.md, Folders; docs/guide.md, No such heading; ./relative/lib/x.ts and @/lib/y.ts */`,
    `/** messages/<locale>.json, lib/engine/*.test.ts, lib/engine/*.nothing. As in ${RETIRED[0]}. */`,
    `const re = /lib\\/engine\\/in-a-regex.ts/;`,
  ].join("\n");
  const repo: Repository = {
    exists: (path) =>
      ["lib/engine/cards.ts", "docs/rules.md", "docs/guide.md", "messages/<locale>.json", "lib/engine/*.test.ts"].includes(path),
    headings: (doc) => (doc === "rules" ? headingsOf("# Rules\n## 1. Cards\n### 1.2 Rank\n### 1.4 Tricks") : headingsOf("## Folders")),
  };

  it("reads comments, not strings, regular expressions or URLs", () => {
    const comments = commentsOf("sample.ts", sample);
    expect(comments).toHaveLength(4);
    expect(comments.join(" ")).not.toMatch(/in-a-(string|regex)/);
  });

  it("reports every path, section and heading that is not there, and the retired names", () => {
    const problems = commentsOf("sample.ts", sample).flatMap((c) => problemsIn("sample.ts", c, repo));
    expect(problems).toEqual([
      "sample.ts: no file lib/engine/gone.ts",
      "sample.ts: docs/rules.md has no §1.9",
      'sample.ts: docs/guide.md has no heading "No such heading; ./relative/lib/x.ts and"',
      "sample.ts: no file lib/engine/*.nothing",
    ]);
    expect(retiredIn("sample.ts", sample)).toEqual([`sample.ts names ${RETIRED[0]}`]);
  });

  it("checks a document's bare § numbers against its own headings", () => {
    const text = "As in §1.2 and docs/guide.md, Folders; not §3.";
    expect(problemsIn("docs/rules.md", text, repo, "rules")).toEqual(["docs/rules.md: docs/rules.md has no §3"]);
  });

  it("matches wildcards against the repository's files", () => {
    expect(repository.exists("messages/<locale>.json")).toBe(true);
    expect(repository.exists("lib/engine/variants/*.ts")).toBe(true);
    expect(repository.exists("lib/engine/variants/*.json")).toBe(false);
    expect(repository.exists("lib/engine/nowhere.ts")).toBe(false);
  });
});

describe("the repository's comments and documents", () => {
  it("name only paths, sections and headings that exist, and never the retired notes", () => {
    expect(repositoryProblems()).toEqual([]);
  });
});
