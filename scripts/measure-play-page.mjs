// Measures the play page against a running server (it builds and starts nothing itself):
//   BASE_URL=http://localhost:3000 node scripts/measure-play-page.mjs
// Prints one line per figure: the JavaScript transferred (gzip) for /daily/euchre, and the time
// from a cold load of /daily/euchre (new browser profile, empty cache, new guest) to the first
// thing the person can choose (a call, since a deal starts with the calls), and on to the first
// card that can be played (choosing the first call on offer, computer players at the fast pace).
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const base = process.env.BASE_URL ?? "http://localhost:3000";
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });

try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => window.localStorage.setItem("table-pace", "fast"));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setExtraHTTPHeaders", { headers: { "Accept-Encoding": "gzip" } });
  const scripts = new Map();
  cdp.on("Network.responseReceived", (e) => e.type === "Script" && scripts.set(e.requestId, 0));
  cdp.on("Network.loadingFinished", (e) => scripts.has(e.requestId) && scripts.set(e.requestId, e.encodedDataLength));

  const t0 = Date.now();
  await page.goto(`${base}/daily/euchre`);
  const table = page.locator("section[data-phase]");
  const card = table.locator("button[data-playable]").first();
  const call = table.locator("button[data-call]").first();
  await card.or(call).first().waitFor({ state: "visible", timeout: 60_000 });
  const firstAction = Date.now() - t0;
  while (!(await card.isVisible())) {
    if (await call.isVisible()) await call.click();
    await card.or(call).first().waitFor({ state: "visible", timeout: 60_000 });
  }
  const firstCard = Date.now() - t0;
  await page.waitForLoadState("networkidle");
  const bytes = [...scripts.values()].reduce((a, b) => a + b, 0);
  console.log(`play page /daily/euchre: JavaScript transferred (gzip): ${(bytes / 1024).toFixed(1)} KiB in ${scripts.size} files`);
  console.log(`play page /daily/euchre: cold load to the first call that can be chosen: ${firstAction} ms`);
  console.log(`play page /daily/euchre: cold load to the first card that can be played (via the first calls, fast pace): ${firstCard} ms`);
} finally {
  await browser.close();
}
