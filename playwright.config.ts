import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { E2E_LAUNCH_DATE } from "./tests/e2e/clock";
import { E2E_GITHUB_ID } from "./tests/e2e/github";
import { postgresOnly } from "./tests/helpers/postgres-only";

// End-to-end tests drive a real Chromium against the real server (`npm start` on its own port
// and its own embedded database folder). Debian's Chromium is used when present, since
// Playwright's own browser download cannot be reached from these machines.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  testIgnore: postgresOnly("**/*.pg.spec.ts"),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  outputDir: "test-results",
  use: {
    baseURL: `http://localhost:${PORT}`,
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: existsSync(chromium) ? chromium : undefined,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost",
      ],
    },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: "rm -rf .data/e2e && node scripts/start.mjs",
    env: {
      PORT: String(PORT),
      DATA_DIR: ".data/e2e",
      LOG_LEVEL: "warn",
      NEXT_PUBLIC_LAUNCH_DATE: E2E_LAUNCH_DATE,
      GUEST_LIMIT_PER_HOUR: "1000",
      // "Sign in with GitHub" shows only when configured; the tests stop the browser at GitHub.
      GITHUB_ID: E2E_GITHUB_ID,
      GITHUB_SECRET: "e2e-github-secret",
    },
    url: `http://localhost:${PORT}/api/health`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    stdout: "pipe",
  },
});
