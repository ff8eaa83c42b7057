import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { expect, test } from "@playwright/test";
import { createRng, parseLog, replay, type MatchLog } from "../../lib/engine";
import { FULL_LOG_SQL } from "../../lib/server/full-log.mjs";
import { acknowledgedEntries, burstThen, expectAllAcknowledged, players, STOPS, stopsDuringBursts } from "./fault";
import { startOwnServer, type OwnServer } from "./own-server";

// `npm start` on PostgreSQL with two web workers, stopped again and again at random moments of a burst
// of moves (SIGTERM, SIGINT or SIGKILL to the primary and both workers at once) and started
// again; then PostgreSQL itself stopped at once (`-m immediate`, as a crash) under the running
// site, 5 times. Every move answered 200 is still there, and every stored log replays.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 4;
const ADMIN = process.env.TEST_DATABASE_URL!;
const DB = `de_e2e_durability_${randomBytes(4).toString("hex")}`;
const URL_ = Object.assign(new URL(ADMIN), { pathname: `/${DB}` }).toString();
const DATABASE_CRASHES = 5;

async function sql<T>(url: string, text: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text)).rows as T[];
  } finally {
    await c.end();
  }
}

/** The PostgreSQL cluster behind TEST_DATABASE_URL ("15 main"), from pg_lsclusters. */
function cluster(): [string, string] {
  const port = new URL(ADMIN).port || "5432";
  const line = execFileSync("pg_lsclusters", ["--no-header"], { encoding: "utf8" })
    .split("\n")
    .map((l) => l.trim().split(/\s+/))
    .find((cols) => cols[2] === port);
  if (!line) throw new Error(`no cluster of pg_lsclusters listens on port ${port}: this test stops and starts it`);
  return [line[0]!, line[1]!];
}

const pgctl = (action: string, ...args: string[]) =>
  execFileSync("pg_ctlcluster", ["--skip-systemctl-redirect", ...cluster(), action, ...args], { stdio: "pipe" });

/** Every stored game's whole log parses and replays, and its version is its length. */
async function expectEveryStoredGameReplays(): Promise<number> {
  const rows = await sql<{ id: string; version: number; log: MatchLog }>(
    URL_,
    `SELECT g.id, g.version, ${FULL_LOG_SQL} AS log FROM "Game" g`,
  );
  for (const row of rows) {
    const parsed = parseLog(row.log);
    expect(parsed.ok, `game ${row.id}: its log parses`).toBe(true);
    expect(parsed.ok && replay(parsed.value).ok, `game ${row.id}: its log replays`).toBe(true);
    expect(row.log.actions.length, `game ${row.id}: version and log agree`).toBe(row.version);
  }
  return rows.length;
}

const server: { current?: OwnServer } = {};
test.beforeAll(async () => {
  await sql(ADMIN, `CREATE DATABASE ${DB}`);
});
test.afterAll(async () => {
  await server.current?.stop();
  await sql(ADMIN, `DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
});

test("every answered move survives stops of every web worker and crashes of PostgreSQL in the middle of a burst", async () => {
  test.setTimeout(20 * 60_000);
  const seed = `durability-pg-${Date.now()}`;
  console.log(`durability (PostgreSQL): seed ${seed}`);
  const rng = createRng(seed);
  const env = {
    DATABASE_URL: URL_,
    WEB_CONCURRENCY: "2",
    DATA_DIR: ".data/e2e-durability-pg",
    GUEST_LIMIT_PER_HOUR: "10000",
    ACTION_LIMIT_PER_MINUTE: "100000",
  };
  const start = () => startOwnServer(PORT, env, { group: true });
  const all = players(`http://localhost:${PORT}`);
  server.current = await start();
  await stopsDuringBursts(server, start, all, rng, (signal, code, stopped) => {
    if (signal === "SIGKILL") return;
    expect(code, `${signal}: exit code`).toBe(0);
    expect(stopped.output().match(/requests drained, database closed/g), "both workers stopped cleanly").toHaveLength(2);
  });
  for (let i = 0; i < DATABASE_CRASHES; i++) {
    await burstThen(all, rng, async () => {
      pgctl("stop", "-m", "immediate");
    });
    pgctl("start");
    await expect
      .poll(
        () =>
          sql(URL_, "SELECT 1").then(
            () => true,
            () => false,
          ),
        { timeout: 60_000 },
      )
      .toBe(true);
    await expectAllAcknowledged(all);
  }
  const games = await expectEveryStoredGameReplays();
  const entries = acknowledgedEntries(all);
  console.log(
    `durability (PostgreSQL): ${STOPS.length} app stops, ${DATABASE_CRASHES} database crashes, ${games} games, ${entries} acknowledged log entries`,
  );
  expect(entries).toBeGreaterThan(STOPS.length * 10); // the bursts did play
});
