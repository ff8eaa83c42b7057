import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

// `npm start` with a wrong setting must stop before doing anything, with one sentence.
describe("npm start with bad configuration", () => {
  it.each([
    [{ PORT: "http" }, "PORT"],
    [{ DATABASE_URL: "mysql://localhost/x" }, "DATABASE_URL"],
  ])("%j exits 1 naming the variable, without a stack trace", (env, name) => {
    const r = spawnSync("node", ["scripts/start.mjs"], {
      env: { ...process.env, DATA_DIR: mkdtempSync(path.join(tmpdir(), "start-")), ...env },
      encoding: "utf8",
    });
    expect(r.status).toBe(1);
    const lines = r.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Configuration error: ${name} `));
    expect(r.stdout).not.toMatch(/Building|running at/);
  });

  it("production on PostgreSQL needs the site's public https address in NEXTAUTH_URL", () => {
    const production = {
      NODE_ENV: "production",
      DATABASE_URL: "postgresql://root@127.0.0.1:9/none",
      DAILY_SECRET: "d".repeat(32),
      NEXTAUTH_SECRET: "n".repeat(32),
    };
    const start = (env: Record<string, string>) =>
      spawnSync("node", ["scripts/start.mjs"], { env: { ...process.env, ...env }, encoding: "utf8" });
    for (const url of [undefined, "http://euchre.example.com"]) {
      const r = start({ ...production, ...(url ? { NEXTAUTH_URL: url } : {}) });
      expect(r.status).toBe(1);
      expect(r.stderr.trim()).toBe(
        "Configuration error: NEXTAUTH_URL must be the site's public https:// address in production (with DATABASE_URL).",
      );
    }
    // with it, the start goes on (here to the database, which is not there)
    const r = start({ ...production, NEXTAUTH_URL: "https://euchre.example.com" });
    expect(r.stderr.trim()).toBe("Cannot reach PostgreSQL at DATABASE_URL (ECONNREFUSED).");
  });

  it("an unreachable PostgreSQL stops the start with one clear sentence", () => {
    const r = spawnSync("node", ["scripts/start.mjs"], {
      env: { ...process.env, DATABASE_URL: "postgresql://root@127.0.0.1:9/none" },
      encoding: "utf8",
    });
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toBe("Cannot reach PostgreSQL at DATABASE_URL (ECONNREFUSED).");
  });
});
