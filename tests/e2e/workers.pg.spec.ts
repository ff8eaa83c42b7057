import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { expect, request, test, type APIRequestContext } from "@playwright/test";
import { startOwnServer, type OwnServer } from "./own-server";

// `npm start` on PostgreSQL with two web workers. Every request here opens a new connection, so
// the cluster deals them out to both workers: one game's moves land on either, each worker
// keeping its own cache of game states. A worker that dies is replaced while the other serves.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 1;
const ADMIN = process.env.TEST_DATABASE_URL!;
const DB = `de_e2e_workers_${randomBytes(4).toString("hex")}`;

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: ADMIN });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

const workerPids = (primary: number) =>
  execFileSync("pgrep", ["-P", String(primary)], { encoding: "utf8" })
    .split("\n")
    .filter(Boolean)
    .map(Number);

let server: OwnServer;
let api: APIRequestContext;

test.beforeAll(async () => {
  test.setTimeout(150_000); // two web workers start and the database is migrated first
  await admin(`CREATE DATABASE ${DB}`);
  const url = Object.assign(new URL(ADMIN), { pathname: `/${DB}` }).toString();
  server = await startOwnServer(PORT, {
    DATABASE_URL: url,
    WEB_CONCURRENCY: "2",
    DATA_DIR: ".data/e2e-workers",
    GUEST_LIMIT_PER_HOUR: "1000",
  });
  await expect.poll(server.output).toContain("(2 workers)");
  api = await request.newContext({
    baseURL: `http://localhost:${PORT}`,
    extraHTTPHeaders: { connection: "close", origin: `http://localhost:${PORT}` },
  });
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
  await admin(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
});

test("one game's moves are served by either worker; a dead worker is replaced; SIGTERM stops them all", async () => {
  test.setTimeout(180_000);
  const start = await api.post("/api/games", { data: { mode: "daily", game: "euchre" } });
  expect(start.status()).toBe(201);
  let game = await start.json();
  for (let i = 0; i < 12 && game.status === "active"; i++) {
    const res = await api.post(`/api/games/${game.id}/actions`, { data: { seq: game.seq, action: game.view.legal[0] } });
    expect(res.status(), await res.text()).toBe(200);
    const next = await res.json();
    expect(next.seq).toBeGreaterThan(game.seq);
    game = next;
  }
  const again = await api.get(`/api/games/${game.id}`);
  expect((await again.json()).seq).toBe(game.seq);

  const before = workerPids(server.process.pid!);
  expect(before).toHaveLength(2);
  process.kill(before[0]!, "SIGKILL");
  await expect.poll(server.output, { timeout: 60_000 }).toContain("A web worker exited");
  // the other worker goes on serving while the primary starts a replacement
  expect((await api.get("/api/health")).status()).toBe(200);
  await expect.poll(() => workerPids(server.process.pid!).filter((p) => !before.includes(p)), { timeout: 60_000 }).toHaveLength(1);
  for (let i = 0; i < 4; i++) expect((await api.get(`/api/games/${game.id}`)).status()).toBe(200);

  const workers = workerPids(server.process.pid!);
  expect(await server.stop()).toBe(0);
  for (const pid of workers) expect(() => process.kill(pid, 0), `worker ${pid} is gone`).toThrow();
});
