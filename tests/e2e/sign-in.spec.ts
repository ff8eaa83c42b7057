import { expect, test, type Page } from "@playwright/test";
import { E2E_GITHUB_ID } from "./github";

// Signing in from the profile page. The server has a dummy GitHub app (playwright.config.ts); the
// test browser cannot reach github.com, so GitHub's authorize page is stubbed and the request
// that reached it is what is checked.

const account = (page: Page) => page.getByRole("region", { name: "Account" });

test("a guest's Sign in with GitHub goes to GitHub's authorize page for this site's app and callback", async ({ page, baseURL }) => {
  const reached: URL[] = [];
  const refused: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  await page.route("https://github.com/**", async (route) => {
    if (route.request().isNavigationRequest()) reached.push(new URL(route.request().url()));
    await route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>GitHub (stub)</title>" });
  });
  await page.goto("/en/me");
  await expect(account(page)).toContainText("What you played as a guest moves into your account.");
  await expect(account(page).getByRole("button", { name: "Sign out" })).toHaveCount(0);
  await account(page).getByRole("button", { name: "Sign in with GitHub" }).click();
  await expect(page).toHaveTitle("GitHub (stub)");

  expect(reached).toHaveLength(1);
  const authorize = reached[0]!;
  expect(`${authorize.origin}${authorize.pathname}`).toBe("https://github.com/login/oauth/authorize");
  expect(authorize.searchParams.get("client_id")).toBe(E2E_GITHUB_ID);
  expect(authorize.searchParams.get("redirect_uri")).toBe(`${baseURL}/api/auth/callback/github`);
  expect(authorize.searchParams.get("response_type")).toBe("code");
  // next-auth's client fetched /api/auth/* and then navigated: nothing was refused by the page's CSP
  expect(refused).toEqual([]);
});

test("next-auth's sign-in page is ours: a failed sign-in comes back to the profile with a message", async ({ page }) => {
  await page.goto("/en/me?error=OAuthCallback");
  await expect(page).toHaveURL(/\/me\?error=OAuthCallback$/);
  await expect(account(page).getByRole("status")).toHaveText("Sign-in did not work. Please try again.");
  await expect(account(page).getByRole("button", { name: "Sign in with GitHub" })).toBeVisible();

  // the way next-auth sends a failed OAuth callback back (via its /error and /signin routes)
  await page.goto("/api/auth/error?error=OAuthCallback");
  await expect(page).toHaveURL(/\/me\?callbackUrl=[^&]+&error=OAuthCallback$/);
  await expect(account(page).getByRole("status")).toHaveText("Sign-in did not work. Please try again.");
});

test("a failed sign-in lands on the reader's language with the query kept", async ({ browser }) => {
  const ctx = await browser.newContext({ locale: "de-DE", extraHTTPHeaders: { "Accept-Language": "de-DE,de;q=0.9" } });
  const page = await ctx.newPage();
  await page.goto("/api/auth/error?error=AccessDenied");
  await expect(page).toHaveURL(/\/de\/me\?error=AccessDenied$/);
  const section = page.getByRole("region", { name: "Konto" });
  await expect(section.getByRole("status")).toHaveText("Die Anmeldung hat nicht geklappt. Bitte versuche es noch einmal.");
  await expect(section.getByRole("button", { name: "Mit GitHub anmelden" })).toBeVisible();
  await ctx.close();
});

test("a profile without a failed sign-in shows no sign-in message", async ({ page }) => {
  await page.goto("/me");
  await expect(account(page).getByRole("button", { name: "Sign in with GitHub" })).toBeVisible();
  await expect(account(page).getByRole("status")).toHaveText("");
});
