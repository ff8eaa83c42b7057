import { expect, test } from "@playwright/test";

test.describe("site chrome", () => {
  test("home says what the site is, the header names the families of games, shows Beta and the build in the footer", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") violations.push(m.text());
    });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Daily Euchre");
    await expect(page.getByText("The same Euchre deals for everyone, every day.")).toBeVisible();
    // two links however many games there are; each leads to its family on the home page
    const nav = page.getByRole("navigation", { name: "Games" });
    await expect(nav.getByRole("link")).toHaveCount(2);
    await nav.getByRole("link", { name: "Bidding games", exact: true }).click();
    await expect(page).toHaveURL(/\/#group-bidding$/);
    await expect(page.getByRole("heading", { level: 2, name: "Bidding games" })).toBeInViewport();
    await expect(page.getByRole("banner").getByText("Beta")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText(/Version 0\.1\.0 \(([0-9a-f]{7,}|dev)\)/);
    // hydration ran under the nonce CSP: no script was refused
    expect(violations.filter((v) => /Content Security Policy/i.test(v))).toEqual([]);
  });

  test("the skip link is the first tab stop and moves focus to the main content", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });

  test("the site icon, as SVG and at /favicon.ico where crawlers and old browsers ask", async ({ page, request }) => {
    await page.goto("/");
    for (const href of ["/favicon.ico", "/icon.svg"]) {
      await expect(page.locator(`link[rel="icon"][href^="${href}"]`)).toHaveCount(1);
    }
    const ico = await request.get("/favicon.ico");
    expect(ico.status()).toBe(200);
    expect(ico.headers()["content-type"]).toBe("image/x-icon");
    expect([...(await ico.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]); // an ICO header
  });

  test("security headers on pages and API responses", async ({ request }) => {
    for (const path of ["/", "/api/health"]) {
      const res = await request.get(path);
      const h = res.headers();
      expect(h["x-content-type-options"], path).toBe("nosniff");
      expect(h["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(h["content-security-policy"], path).toContain("frame-ancestors 'none'");
      expect(h["content-security-policy"], path).not.toMatch(/https?:|\*/);
    }
    const page = (await request.get("/")).headers()["content-security-policy"]!;
    expect(page).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(page).not.toContain("unsafe-eval");
  });

  test("an unknown API address answers as the API does: JSON 404 with a code, for any method", async ({ request }) => {
    for (const res of [await request.get("/api/no-such-thing"), await request.post("/api/games/some-id/no-such-thing", { data: {} })]) {
      expect(res.status()).toBe(404);
      expect(res.headers()["content-type"]).toContain("application/json");
      expect((await res.json()).error).toEqual({ code: "not_found", message: "There is no API endpoint at this address." });
    }
    // the routes that exist still answer
    expect((await request.get("/api/health")).status()).toBe(200);
  });

  test("a method an endpoint does not serve answers JSON 405 with a code and Allow; OPTIONS lists the methods", async ({ request }) => {
    const res = await request.delete("/api/games");
    expect(res.status()).toBe(405);
    expect(res.headers()["allow"]).toBe("POST, OPTIONS");
    expect((await res.json()).error).toEqual({ code: "method_not_allowed", message: "This endpoint answers POST, not DELETE." });
    const options = await request.fetch("/api/me", { method: "OPTIONS" });
    expect(options.status()).toBe(204);
    expect(options.headers()["allow"]).toBe("GET, PATCH, HEAD, OPTIONS");
    expect((await request.head("/api/health")).status()).toBe(200);
    // next-auth's own endpoints too
    const auth = await request.delete("/api/auth/session");
    expect(auth.status()).toBe(405);
    expect(auth.headers()["allow"]).toBe("GET, POST, HEAD, OPTIONS");
    expect((await auth.json()).error.code).toBe("method_not_allowed");
    expect((await request.get("/api/auth/session")).status()).toBe(200);
  });

  test("idle connections are kept 65 s, longer than a load balancer's 60 s, not Node's 5 s", async ({ request }) => {
    const res = await request.get("/api/health", { headers: { connection: "keep-alive" } });
    expect(res.headers()["keep-alive"]).toBe("timeout=65");
  });

  test("German from Accept-Language, and the health endpoint reports the embedded database", async ({ browser, request }) => {
    const ctx = await browser.newContext({ locale: "de-DE", extraHTTPHeaders: { "Accept-Language": "de-DE,de;q=0.9" } });
    const page = await ctx.newPage();
    await page.goto("/");
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.getByRole("link", { name: "Zum Inhalt springen" })).toBeAttached();
    await ctx.close();
    const health = await (await request.get("/api/health")).json();
    expect(health).toMatchObject({ ok: true, db: "pglite", version: "0.1.0" });
  });

  test("an unknown address gets the site's own 404 in the visitor's language, with its scripts running", async ({ page }) => {
    const refused: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
    });
    const res = await page.goto("/de/no-such-page/at-all");
    expect(res?.status()).toBe(404);
    await expect(page.getByText("Diese Seite gibt es nicht.")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Spiele" })).toBeVisible();
    // the header's language links work, which needs hydration under the nonce CSP
    await page.getByRole("link", { name: "English" }).click();
    await expect(page.getByText("This page does not exist.")).toBeVisible();
    expect(refused).toEqual([]);
  });

  test("a section asked for without a game opens on the first game, in the same language", async ({ page }) => {
    await page.goto("/rules");
    await expect(page).toHaveURL(/\/rules\/euchre$/);
    await page.goto("/nl/archive");
    await expect(page).toHaveURL(/\/nl\/archive\/euchre$/);
  });
});
