import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The pure core (lib/engine, lib/bots) must stay free of frameworks, I/O, clocks and Math.random.
const eslint = new ESLint();
const lint = async (file: string, code: string) => (await eslint.lintText(code, { filePath: file }))[0]!.messages.map((m) => m.ruleId);

describe("lint rules for the pure core", () => {
  it.each(["lib/engine/probe.ts", "lib/bots/probe.ts"])(
    "%s may not use Next, React, Prisma, Node built-ins, Math.random or Date",
    async (file) => {
      const rules = await lint(
        file,
        `import { NextResponse } from "next/server";\nimport { useState } from "react";\nimport { PrismaClient } from "@prisma/client";\nimport { readFileSync } from "node:fs";\nexport const x = [NextResponse, useState, PrismaClient, readFileSync, Math.random(), Date.now()];\n`,
      );
      expect(rules.filter((r) => r === "no-restricted-imports")).toHaveLength(4);
      expect(rules).toContain("no-restricted-properties");
      expect(rules).toContain("no-restricted-globals");
    },
  );

  it("the engine may not import the bots, and the same code is fine elsewhere", async () => {
    expect(await lint("lib/engine/probe.ts", `import { x } from "../bots/index";\nexport const y = x;\n`)).toContain(
      "no-restricted-imports",
    );
    expect(await lint("lib/server/probe.ts", `export const now = Date.now() + Math.random();\n`)).toEqual([]);
  });
});

// The environment is read in lib/server/config.ts only; tools and process entry points may read it.
describe("lint rules for the environment", () => {
  const reads = `export const port = process.env.PORT;\n`;

  it.each(["lib/server/probe.ts", "app/api/probe/route.ts", "components/probe.tsx", "lib/daily/probe.ts", "instrumentation-probe.ts"])(
    "%s may not read process.env",
    async (file) => {
      expect(await lint(file, reads)).toEqual(["no-restricted-syntax"]);
    },
  );

  it.each([
    "lib/server/config.ts",
    "scripts/probe.mjs",
    "bench/probe.bench.ts",
    "tests/integration/probe.test.ts",
    "lib/server/probe.test.ts",
    "vitest.config.ts",
  ])("%s may", async (file) => {
    expect(await lint(file, reads)).toEqual([]);
  });
});

describe("lint rules for the server's SQL", () => {
  it("a statement is never a string built to run", async () => {
    const code = `declare const prisma: Record<string, (sql: string) => unknown>;\nexport const rows = [prisma.$queryRawUnsafe("SELECT " + 1), prisma.$executeRawUnsafe("x")];\n`;
    expect(await lint("lib/server/probe.ts", code)).toEqual(["no-restricted-properties", "no-restricted-properties"]);
  });
});

// Client components translate with lib/i18n/client.ts: next-intl's client hooks bring its formatter into every page.
describe("lint rules for client components' translations", () => {
  const code = `"use client";\nimport { useTranslations } from "next-intl";\nexport const t = useTranslations;\n`;
  it("a component may not take useTranslations from next-intl, and may from lib/i18n/client", async () => {
    expect(await lint("components/table/probe.tsx", code)).toContain("no-restricted-imports");
    expect(await lint("components/table/probe.tsx", code.replace('"next-intl"', '"@/lib/i18n/client"'))).toEqual([]);
  });
});
