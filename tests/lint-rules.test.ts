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
