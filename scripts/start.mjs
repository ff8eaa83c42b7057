// `npm start`: from a fresh clone (after `npm install`) to a running site, with no database
// server and no environment variables. Validates the configuration, generates the Prisma client
// if missing, applies migrations, builds when the sources changed since the last build, and serves
// the site on PORT (default 3000) with WEB_CONCURRENCY worker processes (scripts/serve.mjs).
import { spawnSync } from "node:child_process";
import cluster from "node:cluster";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { register } from "node:module";
import path from "node:path";
import { tsImport } from "tsx/esm/api";
import { migrate } from "./migrate.mjs";

const root = process.cwd();
const SOURCES = [
  "app",
  "components",
  "lib",
  "messages",
  "public",
  "prisma",
  "proxy.ts",
  "instrumentation.ts",
  "next.config.mjs",
  "package.json",
  "postcss.config.mjs",
  "tsconfig.json",
];
const FINGERPRINT = path.join(root, ".next", "source-fingerprint");

function fail(message) {
  console.error(message);
  process.exit(1);
}

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  if (r.status !== 0) fail(`\`${cmd} ${args.join(" ")}\` failed.`);
}

/** A hash of every source file, so a stale build is never served. */
function fingerprint() {
  const hash = createHash("sha256");
  const walk = (p) => {
    if (!existsSync(p) || p.includes(`${path.sep}generated`)) return;
    if (statSync(p).isDirectory())
      return readdirSync(p)
        .sort()
        .forEach((f) => walk(path.join(p, f)));
    hash.update(path.relative(root, p)).update(readFileSync(p));
  };
  SOURCES.forEach((s) => walk(path.join(root, s)));
  // NEXT_PUBLIC_* settings are compiled into the build, so they are part of what it was built from
  for (const [k, v] of Object.entries(process.env).sort()) if (k.startsWith("NEXT_PUBLIC_")) hash.update(`${k}=${v}`);
  return hash.digest("hex");
}

// The server's modules import "server-only", which throws outside React's server build. This
// script is the server's own: it resolves the package as that build does (to an empty module).
const serverOnly = `export const resolve = (specifier, context, next) =>
  next(specifier, specifier === "server-only" ? { ...context, conditions: [...context.conditions, "react-server"] } : context);`;
register(`data:text/javascript,${encodeURIComponent(serverOnly)}`);
const { parseConfig, ConfigError } = await tsImport("../lib/server/config.ts", import.meta.url);
let cfg;
try {
  cfg = parseConfig(process.env);
} catch (err) {
  fail(err instanceof ConfigError ? err.message : String(err));
}
// A deployment is reached at its public https address: the session cookie is Secure only when
// NEXTAUTH_URL says https (lib/server/auth.ts), and a GitHub sign-in returns to that address.
// Checked here, not in parseConfig: the web workers always run with NODE_ENV=production.
if (cfg.production && !/^https:\/\/[^/\s]+/.test(process.env.NEXTAUTH_URL ?? "")) {
  fail("Configuration error: NEXTAUTH_URL must be the site's public https:// address in production (with DATABASE_URL).");
}

if (!existsSync(path.join(root, "lib", "generated", "prisma", "client.ts"))) run("npm", ["run", "--silent", "db:generate"]);

const t0 = performance.now();
try {
  const applied = await migrate(process.env, () => {});
  const where = cfg.databaseUrl ? "PostgreSQL" : `embedded PGlite (${path.relative(root, cfg.dataDir) || "."}/pglite)`;
  console.log(`Database: ${where}, ${applied.length} migration(s) applied in ${Math.round(performance.now() - t0)} ms.`);
} catch (err) {
  fail(err.message);
}

const current = fingerprint();
const built = existsSync(FINGERPRINT) ? readFileSync(FINGERPRINT, "utf8") : "";
if (built !== current || !existsSync(path.join(root, ".next", "BUILD_ID"))) {
  console.log("Building the site (first start or changed sources)…");
  run("npx", ["next", "build"]);
  writeFileSync(FINGERPRINT, current);
}

const url = `http://localhost:${cfg.port}`;
// The workers run the production build with the settings validated here (incl. generated secrets).
Object.assign(process.env, {
  NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? url,
  NODE_ENV: "production",
  DAILY_SECRET: cfg.dailySecret,
  NEXTAUTH_SECRET: cfg.authSecret,
});
// V8 flags for the web workers (unless NODE_OPTIONS or node's command line sets them): a larger
// young generation, since a request's garbage dies young and V8's default one filled every few
// dozen requests, copying and promoting what was still live; and no memory reducer, whose
// compacting collections in a lull of traffic were a worker's longest pauses: it keeps the heap
// its busiest minute needed.
const given = [process.env.NODE_OPTIONS ?? "", ...process.execArgv].join(" ");
const unlessSet = (name, flag) => (given.includes(name) ? [] : [flag]);
const v8Flags = [...unlessSet("--max-semi-space-size", "--max-semi-space-size=64"), ...unlessSet("memory-reducer", "--no-memory-reducer")];
cluster.setupPrimary({ exec: path.join(root, "scripts", "serve.mjs"), execArgv: [...process.execArgv, ...v8Flags] });
let ready = 0;
let stopping = null; // the signal the server is stopping on
function fork() {
  const worker = cluster.fork();
  worker.on("message", (m) => {
    if (m !== "listening") return;
    worker.ready = true;
    if (++ready === cfg.workers) console.log(`\nDaily Euchre is running at ${url} (${cfg.workers} worker${cfg.workers > 1 ? "s" : ""})\n`);
  });
}
for (let i = 0; i < cfg.workers; i++) fork();
let stopCode = 0;
cluster.on("exit", (worker, code, signal) => {
  if (stopping) {
    // a worker still starting has no handler of its own yet: the signal itself ends it
    stopCode ||= signal === stopping ? 0 : (code ?? 1);
    if (Object.keys(cluster.workers).length === 0) process.exit(stopCode);
    return;
  }
  // A worker that never came up (port taken, bad build) would fail again: stop. A worker that
  // served and then died is replaced, so one crash does not take the site down.
  if (!worker.ready) {
    stopping = "SIGTERM";
    for (const w of Object.values(cluster.workers)) w.kill();
    process.exit(code || 1);
  }
  console.error(`A web worker exited (code ${code}); starting another.`);
  fork();
});
for (const sig of ["SIGINT", "SIGTERM"]) {
  process.on(sig, () => {
    stopping = sig;
    for (const w of Object.values(cluster.workers)) w.process.kill(sig);
  });
}
