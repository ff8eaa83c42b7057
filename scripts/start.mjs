// `npm start`: from a fresh clone (after `npm install`) to a running site, with no database
// server and no environment variables. Validates the configuration, generates the Prisma client
// if missing, applies migrations, builds when the sources changed since the last build, and runs
// `next start` on PORT (default 3000).
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
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

const { parseConfig, ConfigError } = await tsImport("../lib/server/config.ts", import.meta.url);
let cfg;
try {
  cfg = parseConfig(process.env);
} catch (err) {
  fail(err instanceof ConfigError ? err.message : String(err));
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
const server = spawn("npx", ["next", "start", "-p", String(cfg.port)], {
  stdio: ["inherit", "pipe", "inherit"],
  env: { ...process.env, NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? url },
});
server.stdout.on("data", (chunk) => {
  process.stdout.write(chunk);
  if (/Ready in|started server/i.test(chunk.toString())) console.log(`\nDaily Euchre is running at ${url}\n`);
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => server.kill(sig));
server.on("exit", (code) => process.exit(code ?? 0));
