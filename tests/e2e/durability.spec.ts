import { readFileSync, rmSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { createRng } from "../../lib/engine";
import { acknowledgedEntries, players, STOPS, stopsDuringBursts } from "./fault";
import { startOwnServer, type OwnServer } from "./own-server";

// `npm start` on the embedded database, stopped again and again at random moments of a burst of moves
// (SIGTERM, SIGINT or SIGKILL to the primary and its worker at once) and started again on the
// same data folder: every move it answered is still there, and every stored game replays.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 3;
const DATA_DIR = ".data/e2e-durability";
const env = { DATA_DIR, GUEST_LIMIT_PER_HOUR: "10000", ACTION_LIMIT_PER_MINUTE: "100000" };

/** What PostgreSQL's control file says of the embedded database: 1 shut down cleanly, 6 in production. */
const controlState = () => readFileSync(`${DATA_DIR}/pglite/global/pg_control`).readUInt32LE(16);

const server: { current?: OwnServer } = {};
test.afterAll(async () => {
  await server.current?.stop();
});

test("every answered move survives SIGTERM, SIGINT and SIGKILL in the middle of a burst, on PGlite", async () => {
  test.setTimeout(15 * 60_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  const seed = `durability-${Date.now()}`;
  console.log(`durability (PGlite): seed ${seed}`);
  const rng = createRng(seed);
  const start = () => startOwnServer(PORT, env, { group: true });
  const all = players(`http://localhost:${PORT}`);
  server.current = await start();
  await stopsDuringBursts(server, start, all, rng, (signal, code, stopped) => {
    if (signal === "SIGKILL") {
      expect(controlState(), "killed: the database was not shut down").toBe(6);
    } else {
      expect(code, `${signal}: exit code`).toBe(0);
      expect(stopped.output()).toContain("requests drained, database closed");
      expect(controlState(), `${signal}: the database was shut down cleanly`).toBe(1);
    }
  });
  const entries = acknowledgedEntries(all);
  console.log(`durability (PGlite): ${STOPS.length} stops, ${entries} acknowledged log entries checked after each`);
  expect(entries).toBeGreaterThan(STOPS.length * 10); // the bursts did play
});
