// Measures the play page as a person meets it: builds (when the sources changed) and starts the
// site on its own port and data folder, then in Chromium (desktop, 1366×900) plays today's daily
// of each game to the end at the default pace, choosing the first call or card on offer.
//   node scripts/measure-play-page.mjs   (MEASURE_PORT=3290, PACE=<a stored pace> to try another,
//                                         GAMES=euchre,bid-six for fewer games, VIEWPORT=390x844 for a phone,
//                                         SHIFTS=1 to print each layout shift with the elements it moved)
// Prints one line per figure: the JavaScript the play page loads, daily and full game (its gzip bodies, headers left
// out), the time from a cold load to the first thing one can choose, per game the median, p90 and max of the time from a click to
// one's next turn (the next call or card one can choose, or the result), in the browser's clock,
// and the cumulative layout shift (CLS: the largest session window of shifts not caused by input,
// as browsers report it) over the whole daily.
import { spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { chromium } from "@playwright/test";
import { cls } from "./cls.mjs";

const port = Number(process.env.MEASURE_PORT ?? 3290);
const base = `http://localhost:${port}`;
const dataDir = ".data/measure";
const [width, height] = (process.env.VIEWPORT ?? "1366x900").split("x").map(Number);
const phone = width < 600;
const viewport = { viewport: { width, height }, isMobile: phone, hasTouch: phone };
// a call or a card one can choose: one's next turn, even when it is one's only card (which plays itself)
const TURN = "section[data-phase] button[data-call], section[data-phase] button[data-playable]";
// what is clicked: not one's only card, which plays itself (a click on it could find it gone)
const ACTIONABLE = "section[data-phase] button[data-call], section[data-phase] button[data-playable]:not([data-forced])";

function startServer() {
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn("node", ["scripts/start.mjs"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", GUEST_LIMIT_PER_HOUR: "1000" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  return new Promise((resolve, reject) => {
    const seen = (chunk) => {
      output += chunk;
      if (output.includes(`running at ${base} (`)) resolve(child);
    };
    child.stdout.on("data", seen);
    child.stderr.on("data", seen);
    child.once("exit", (code) => reject(new Error(`the server stopped (${code}):\n${output}`)));
  });
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

/**
 * Clicks `target` as a person does (a trusted click: the browser leaves the layout shifts just after
 * it out of CLS, as it does for a person's; a click from the page's script would not) and waits for
 * the table to take it, then for one's next turn; the time counts from the click event.
 */
async function timeClick(page, target) {
  await page.evaluate((actionable) => {
    window.__turn = new Promise((resolve, reject) =>
      window.addEventListener(
        "click",
        async (e) => {
          const frame = () => new Promise((r) => requestAnimationFrame(r));
          const ready = () => document.querySelector(actionable) !== null || document.getElementById("result-heading") !== null;
          const t0 = e.timeStamp;
          window.__step++;
          window.__clickAt = t0;
          while (e.target.isConnected && document.querySelector(actionable) !== null) {
            if (performance.now() - t0 > 60_000) return reject(new Error("the click was not taken"));
            await frame();
          }
          while (!ready()) {
            if (performance.now() - t0 > 60_000) return reject(new Error("no next turn within a minute"));
            await frame();
          }
          resolve(performance.now() - t0);
        },
        { capture: true, once: true },
      ),
    );
  }, TURN);
  // near the top left corner, which a card always shows (the next card and a phone's second row of a long hand overlap the rest)
  await target.click({ position: { x: 12, y: 12 } });
  return page.evaluate(() => window.__turn);
}

async function playDaily(browser, game) {
  const context = await browser.newContext(viewport);
  if (process.env.PACE) await context.addInitScript((p) => window.localStorage.setItem("table-pace", p), process.env.PACE);
  await context.addInitScript(() => {
    window.__shifts = [];
    window.__step = 0;
    window.__clickAt = 0;
    // an element named well enough to find it in the components: its tag, test id, classes and first words
    const name = (n) =>
      !n || n.nodeType !== 1
        ? String(n?.nodeName)
        : `${n.tagName.toLowerCase()}${n.dataset.testid ? `[${n.dataset.testid}]` : ""}.${[...n.classList].slice(0, 4).join(".")} "${n.textContent.slice(0, 30)}"`;
    const rect = (r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (!e.hadRecentInput)
          window.__shifts.push({
            t: e.startTime,
            v: e.value,
            step: window.__step,
            since: e.startTime - window.__clickAt,
            sources: e.sources.map((s) => `${name(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`),
          });
    }).observe({ type: "layout-shift", buffered: true });
  });
  const page = await context.newPage();
  const scripts = await watchScripts(context, page);

  const t0 = Date.now();
  await page.goto(`${base}/daily/${game}`);
  const table = page.locator("section[data-phase]");
  const call = table.locator("button[data-call]").first();
  const card = table.locator("button[data-playable]:not([data-forced])").first();
  const exchange = table.getByTestId("exchange");
  const result = page.locator("#result-heading");
  await page.locator(ACTIONABLE).first().waitFor({ timeout: 60_000 });
  const firstTurn = Date.now() - t0;
  await page.waitForLoadState("networkidle");
  const { bytes, files } = scripts();

  const times = [];
  while (!(await result.isVisible())) {
    await page.locator(ACTIONABLE).or(result).first().waitFor({ timeout: 60_000 });
    if (await result.isVisible()) break;
    if (await exchange.isVisible()) {
      const cards = table.locator("button[data-playable]");
      for (let i = 0; (await exchange.isDisabled()) && i < 3; i++) await cards.nth(i).click();
      times.push(await timeClick(page, exchange));
    } else {
      times.push(await timeClick(page, (await call.isVisible()) ? call : card));
    }
  }
  const shifts = await page.evaluate(() => window.__shifts);
  if (process.env.SHIFTS)
    for (const { t, v, step, since, sources } of shifts)
      console.log(
        `${game} shift ${v.toFixed(4)} at ${Math.round(t)} ms, ${Math.round(since)} ms after click ${step}:\n  ${sources.join("\n  ")}`,
      );
  await context.close();
  return { bytes, files, firstTurn, times: times.sort((a, b) => a - b), shift: cls(shifts) };
}

/** The scripts a page loads from now on: their gzip bodies (bytes on the wire less the responses' headers). */
async function watchScripts(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const sizes = new Map();
  cdp.on("Network.responseReceived", (e) => e.type === "Script" && sizes.set(e.requestId, -e.response.encodedDataLength));
  cdp.on("Network.loadingFinished", (e) => sizes.has(e.requestId) && sizes.set(e.requestId, sizes.get(e.requestId) + e.encodedDataLength));
  return () => ({ bytes: [...sizes.values()].reduce((a, b) => a + b, 0), files: sizes.size });
}

/** The JavaScript of a full game's page (with the new-game form) on a cold load, until the first turn. */
async function fullGameScripts(browser, game) {
  const context = await browser.newContext(viewport);
  const page = await context.newPage();
  const scripts = await watchScripts(context, page);
  await page.goto(`${base}/play/${game}`);
  await page.locator(ACTIONABLE).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState("networkidle");
  await context.close();
  return scripts();
}

const server = await startServer();
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
const pace = process.env.PACE ?? "default";
/** The games the home page lists (lib/games.ts), so a new game is measured without a change here. */
async function listedGames() {
  const page = await browser.newPage();
  await page.goto(base);
  const games = await page.locator("main li[id]:has(> h3)").evaluateAll((items) => items.map((li) => li.id));
  await page.close();
  return games;
}

try {
  for (const game of process.env.GAMES?.split(",") ?? (await listedGames())) {
    const { bytes, files, firstTurn, times, shift } = await playDaily(browser, game);
    const ms = (x) => `${Math.round(x)} ms`;
    const kib = (n) => `${(n / 1024).toFixed(1)} KiB gzip`;
    console.log(`/daily/${game}: play page JS: ${kib(bytes)} in ${files} files`);
    const full = await fullGameScripts(browser, game);
    console.log(`/play/${game}: play page JS: ${kib(full.bytes)} in ${full.files} files`);
    console.log(`/daily/${game}: cold load to the first call or card one can choose: ${firstTurn} ms`);
    console.log(`/daily/${game}: click to one's next turn, ${pace} pace, median of ${times.length}: ${ms(quantile(times, 0.5))}`);
    console.log(`/daily/${game}: click to one's next turn, ${pace} pace, p90: ${ms(quantile(times, 0.9))}`);
    console.log(`/daily/${game}: click to one's next turn, ${pace} pace, max: ${ms(times[times.length - 1])}`);
    console.log(`/daily/${game}: cumulative layout shift over the whole daily (${width}×${height}): ${shift.toFixed(4)}`);
  }
} finally {
  await browser.close();
  server.kill("SIGTERM");
}
