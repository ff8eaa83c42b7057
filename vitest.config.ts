import { availableParallelism } from "node:os";
import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";
import { postgresOnly } from "./tests/helpers/postgres-only";

// Unit tests live beside their modules (lib/**/*.test.ts); integration tests (route handlers and
// the database, on PGlite and — with TEST_DATABASE_URL — on PostgreSQL) live in tests/integration.
// A run limited by TEST_DATABASES to other databases than PGlite (CI's second run) runs only
// those: the rest does not touch a database and ran in the first.
const databaseSuitesOnly = process.env.TEST_DATABASES?.split(",").includes("pglite") === false;

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // `server-only` throws outside React's server build; under Vitest we are the server.
      "server-only": path.resolve(import.meta.dirname, "tests/helpers/empty.ts"),
    },
  },
  test: {
    environment: "node",
    include: databaseSuitesOnly
      ? ["tests/integration/**/*.test.ts"]
      : ["lib/**/*.test.ts", "components/**/*.test.ts", "tests/integration/**/*.test.ts", "tests/*.test.ts"],
    exclude: [...configDefaults.exclude, ...postgresOnly("tests/integration/**/*.pg.test.ts")],
    // Vitest leaves a core free by default, which on a two-core machine (CI) runs the files one at a time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: {
      NODE_ENV: "test",
      // fixed secrets, so tests never write .data/secrets.json
      DAILY_SECRET: "test-daily-secret-0123456789abcdef0123456789",
      NEXTAUTH_SECRET: "test-auth-secret-0123456789abcdef0123456789",
      // Bots and analyses on the event loop: PGlite's WebAssembly and the solver's in bot threads
      // of one process is what V8 has been seen to crash on now and then (a CI fork died without a
      // word). The threads keep their own tests (lib/server/bot-*.test.ts) and the end-to-end runs.
      BOT_THREADS: "0",
    },
  },
});
