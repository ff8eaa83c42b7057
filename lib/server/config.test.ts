import { mkdtempSync, readFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, githubApp, logLevel, parseConfig } from "./config";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "cfg-"));
const good = "x".repeat(32);

describe("configuration", () => {
  it("zero configuration: embedded database, port 3000, secrets generated once and kept in DATA_DIR", () => {
    const dir = dataDir();
    const a = parseConfig({ DATA_DIR: dir });
    expect(a).toMatchObject({ databaseUrl: undefined, port: 3000, production: false, dataDir: dir, workers: 1 });
    expect(a.dailySecret).toMatch(/^[0-9a-f]{64}$/);
    expect(a.authSecret).not.toBe(a.dailySecret);
    const b = parseConfig({ DATA_DIR: dir, NODE_ENV: "production" });
    expect([b.dailySecret, b.authSecret]).toEqual([a.dailySecret, a.authSecret]);
    expect(JSON.parse(readFileSync(path.join(dir, "secrets.json"), "utf8")).dailySecret).toBe(a.dailySecret);
  });

  it.each([
    [{ PORT: "abc" }, /^Configuration error: PORT .+\.$/],
    [{ PORT: "70000" }, /^Configuration error: PORT /],
    [{ DATABASE_URL: "mysql://x" }, /^Configuration error: DATABASE_URL must be a postgresql:\/\/ URL\.$/],
    [{ DAILY_SECRET: "short" }, /^Configuration error: DAILY_SECRET must be at least 32 characters\.$/],
    [{ NODE_ENV: "production", DATABASE_URL: "postgresql://h/db" }, /^Configuration error: DAILY_SECRET is required in production/],
    [{ NODE_ENV: "production", DATABASE_URL: "postgresql://h/db", DAILY_SECRET: good }, /NEXTAUTH_SECRET is required in production/],
    [{ WEB_CONCURRENCY: "0" }, /^Configuration error: WEB_CONCURRENCY /],
    [{ WEB_CONCURRENCY: "2" }, /^Configuration error: WEB_CONCURRENCY above 1 needs DATABASE_URL/],
    [{ BOT_THREADS: "-1" }, /^Configuration error: BOT_THREADS /],
    [{ LOG_LEVEL: "loud" }, /^Configuration error: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent\.$/],
  ])("%j stops with one sentence naming the variable", (env, message) => {
    expect(() => parseConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => parseConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });

  it("production on PostgreSQL takes its secrets from the environment", () => {
    const cfg = parseConfig({
      NODE_ENV: "production",
      DATABASE_URL: "postgresql://h/db",
      DAILY_SECRET: good,
      NEXTAUTH_SECRET: "y".repeat(40),
      PORT: "8080",
    });
    expect(cfg).toMatchObject({
      production: true,
      dailySecret: good,
      authSecret: "y".repeat(40),
      port: 8080,
      databaseUrl: "postgresql://h/db",
      workers: availableParallelism(), // one web worker per core unless WEB_CONCURRENCY says otherwise
    });
    expect(parseConfig({ DATABASE_URL: "postgresql://h/db", DATA_DIR: dataDir(), WEB_CONCURRENCY: "3" }).workers).toBe(3);
  });

  it("shares two bot threads a core among the web workers unless BOT_THREADS says otherwise", () => {
    const pg = { DATABASE_URL: "postgresql://h/db", DATA_DIR: dataDir() };
    expect(parseConfig({ ...pg, WEB_CONCURRENCY: "1" }).botThreads).toBe(2 * availableParallelism());
    expect(parseConfig({ ...pg, WEB_CONCURRENCY: String(4 * availableParallelism()) }).botThreads).toBe(1);
    expect(parseConfig({ ...pg, BOT_THREADS: "0" }).botThreads).toBe(0);
    expect(parseConfig({ ...pg, NODE_ENV: "development" }).botThreads).toBe(0); // edits reach the bots at once
    expect(parseConfig({ ...pg, BOT_THREADS: "3" }).botThreads).toBe(3);
  });

  it("logs at LOG_LEVEL, else silently under tests and at info otherwise; a wrong level stops with the same sentence", () => {
    expect(logLevel({ NODE_ENV: "test" })).toBe("silent");
    expect(logLevel({ NODE_ENV: "production", LOG_LEVEL: "" })).toBe("info");
    expect(logLevel({ NODE_ENV: "test", LOG_LEVEL: "warn" })).toBe("warn");
    expect(() => logLevel({ LOG_LEVEL: "loud" })).toThrow(ConfigError);
    expect(() => logLevel({ LOG_LEVEL: "loud" })).toThrow(/^Configuration error: LOG_LEVEL must be one of /);
  });

  it("offers GitHub sign-in only when both GITHUB_ID and GITHUB_SECRET are set", () => {
    expect(githubApp({ GITHUB_ID: "id" })).toBeNull();
    expect(githubApp({ GITHUB_ID: "id", GITHUB_SECRET: "" })).toBeNull();
    expect(githubApp({ GITHUB_ID: "id", GITHUB_SECRET: "secret" })).toEqual({ clientId: "id", clientSecret: "secret" });
  });
});
