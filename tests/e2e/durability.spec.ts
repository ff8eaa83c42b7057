import { readFileSync, rmSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { createRng } from "../../lib/engine";
import { acknowledgedEntries, burstThen, expectAllAcknowledged, players } from "./fault";
import { startOwnServer, type OwnServer } from "./own-server";

// `npm start` on the embedded database, stopped 20 times at random moments of a burst of moves
// (SIGTERM, SIGINT or SIGKILL to the primary and its worker at once) and started again on the
// same data folder: every move it answered is still there, and every stored game replays.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 3;
const DATA_DIR = ".data/e2e-durability";
const ROUNDS: NodeJS.Signals[] = Array.from({ length: 20 }, (_, i) => (i % 2 === 1 ? "SIGKILL" : i % 4 === 0 ? "SIGTERM" : "SIGINT"));
const env = { DATA_DIR, GUEST_LIMIT_PER_HOUR: "10000", ACTION_LIMIT_PER_MINUTE: "100000" };

/** What PostgreSQL's control file says of the embedded database: 1 shut down cleanly, 6 in production. */
const controlState = () => readFileSync(`${DATA_DIR}/pglite/global/pg_control`).readUInt32LE(16);

let server: OwnServer | undefined;
test.afterAll(async () => {
  await server?.stop();
});

test("every answered move survives SIGTERM, SIGINT and SIGKILL in the middle of a burst, on PGlite", async () => {
  test.setTimeout(15 * 60_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  const seed = `durability-${Date.now()}`;
  console.log(`durability (PGlite): seed ${seed}`);
  const rng = createRng(seed);
  const start = () => startOwnServer(PORT, env, { group: true });
  const all = players(`http://localhost:${PORT}`);
  server = await start();
  for (const signal of ROUNDS) {
    let code: number | null = null;
    await burstThen(all, rng, async () => {
      code = await server!.signalAll(signal);
    });
    if (signal === "SIGKILL") expect(controlState(), "killed: the database was not shut down").toBe(6);
    else {
      expect(code, `${signal}: exit code`).toBe(0);
      expect(server.output()).toContain("requests drained, database closed");
      expect(controlState(), `${signal}: the database was shut down cleanly`).toBe(1);
    }
    server = await start(); // the data folder opens, whatever the stop left
    await expectAllAcknowledged(all);
  }
  const entries = acknowledgedEntries(all);
  console.log(`durability (PGlite): ${ROUNDS.length} stops, ${entries} acknowledged log entries checked after each`);
  expect(entries).toBeGreaterThan(ROUNDS.length * 10); // the bursts did play
});
