import { expect, request, test } from "@playwright/test";
import { startOwnServer, type OwnServer } from "./own-server";

// Rate limits count per client address. With no proxy in front, what a client writes into
// X-Forwarded-For must not make it a new client: the web worker appends the address that
// connected, and that is the one counted.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 2;
const LIMIT = 3;
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(150_000); // a fresh embedded database is made and migrated first
  server = await startOwnServer(PORT, { DATA_DIR: ".data/e2e-limits", GUEST_LIMIT_PER_HOUR: String(LIMIT) });
});

test.afterAll(async () => {
  await server?.stop();
});

test("a client cannot escape the guest limit by writing another address into X-Forwarded-For", async () => {
  const statuses: number[] = [];
  let retryAfter: string | undefined;
  for (let i = 1; i <= LIMIT + 2; i++) {
    // a new visitor each time (no cookie), claiming another address each time
    const visitor = await request.newContext({
      baseURL: `http://localhost:${PORT}`,
      extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${i}`, origin: `http://localhost:${PORT}` },
    });
    const res = await visitor.post("/api/games", { data: { mode: "daily", game: "euchre" } });
    statuses.push(res.status());
    if (res.status() === 429) retryAfter = res.headers()["retry-after"];
    await visitor.dispose();
  }
  expect(statuses).toEqual([201, 201, 201, 429, 429]);
  expect(Number(retryAfter)).toBeGreaterThan(0);
});

test("next-auth's own endpoints make no guests: the only way to one is the limited one", async () => {
  const visitor = await request.newContext({
    baseURL: `http://localhost:${PORT}`,
    extraHTTPHeaders: { origin: `http://localhost:${PORT}` },
  });
  const { csrfToken } = await (await visitor.get("/api/auth/csrf")).json();
  const res = await visitor.post("/api/auth/callback/guest", { form: { csrfToken, json: "true" }, maxRedirects: 0 });
  expect(res.headers()["set-cookie"] ?? "").not.toContain("session-token");
  expect(await (await visitor.get("/api/auth/session")).json()).toEqual({});
  await visitor.dispose();
});
