import "server-only";
import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

// Configuration is read once, validated with zod, and a wrong value stops the server with one
// sentence that names the variable. Only this module reads process.env (a lint rule sees to it).

const secret = z.string().min(32, "must be at least 32 characters");
const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
const LogLevel = z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` });

const EnvSchema = z.object({
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgresql:// URL")
    .optional(),
  DATA_DIR: z.string().min(1).optional(),
  DAILY_SECRET: secret.optional(),
  NEXTAUTH_SECRET: secret.optional(),
  PORT: z.coerce.number().int().min(1).max(65535).optional(),
  BOT_LEVEL: z.enum(["baseline", "strong"]).optional(),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  BOT_THREADS: z.coerce.number().int().min(0).max(64).optional(),
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(5).optional(),
  GUEST_LIMIT_PER_HOUR: z.coerce.number().int().min(1).optional(),
  ACTION_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).optional(),
  NEXT_PUBLIC_LAUNCH_DATE: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2026-11-30")
    .optional(),
  NODE_ENV: z.enum(["development", "production", "test"]).optional(),
  NEXTAUTH_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  LOG_LEVEL: LogLevel.optional(),
});

export interface AppConfig {
  databaseUrl: string | undefined;
  dataDir: string;
  dailySecret: string;
  authSecret: string;
  port: number;
  production: boolean;
  /** The site's public origin (NEXTAUTH_URL's, else http://localhost:PORT): the only one whose pages may change state. */
  siteOrigin: string;
  /** Web worker processes: one per core on PostgreSQL; the embedded database allows one. */
  workers: number;
  /** The computer players' strength in every game. */
  botLevel: "baseline" | "strong";
  /**
   * Threads per web worker in which the strong bots think (0: on the worker's event loop). Two per
   * core: the OS then shares a core between two searches, so a short one does not queue behind a
   * long one.
   */
  botThreads: number;
  /** Proxies in front of the server: the client is the X-Forwarded-For entry that many from the right (0 = the peer). */
  trustProxyHops: number;
  limits: { guestsPerHour: number; actionsPerMinute: number };
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

type Env = Record<string, string | undefined>;

const invalid = (name: string, message: string) => new ConfigError(`Configuration error: ${name} ${message}.`);

/** Secrets for the embedded default are generated once and kept in `<dataDir>/secrets.json`. */
function embeddedSecrets(dataDir: string): { dailySecret: string; authSecret: string } {
  const file = path.join(/* turbopackIgnore: true */ dataDir, "secrets.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8"));
  const fresh = { dailySecret: randomBytes(32).toString("hex"), authSecret: randomBytes(32).toString("hex") };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(fresh, null, 2), { mode: 0o600 });
  return fresh;
}

export function parseConfig(env: Env = process.env): AppConfig {
  const blank = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === "" ? undefined : v]));
  const parsed = EnvSchema.safeParse(blank);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw invalid(String(issue.path[0]), issue.message);
  }
  const e = parsed.data;
  const dataDir = path.resolve(/* turbopackIgnore: true */ e.DATA_DIR ?? ".data");
  // A deployment on PostgreSQL under NODE_ENV=production must bring its own secrets: generated
  // ones would differ between app servers. The embedded database is one machine by nature.
  const production = e.NODE_ENV === "production" && e.DATABASE_URL !== undefined;
  if (production) {
    for (const name of ["DAILY_SECRET", "NEXTAUTH_SECRET"] as const) {
      if (!e[name]) throw invalid(name, "is required in production (with DATABASE_URL)");
    }
  }
  if (e.WEB_CONCURRENCY && e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) {
    throw invalid("WEB_CONCURRENCY", "above 1 needs DATABASE_URL (the embedded database serves one process)");
  }
  const workers = e.WEB_CONCURRENCY ?? (e.DATABASE_URL ? availableParallelism() : 1);
  const generated = e.DAILY_SECRET && e.NEXTAUTH_SECRET ? undefined : embeddedSecrets(dataDir);
  return {
    databaseUrl: e.DATABASE_URL,
    dataDir,
    dailySecret: e.DAILY_SECRET ?? generated!.dailySecret,
    authSecret: e.NEXTAUTH_SECRET ?? generated!.authSecret,
    port: e.PORT ?? 3000,
    production,
    siteOrigin: new URL(e.NEXTAUTH_URL ?? `http://localhost:${e.PORT ?? 3000}`).origin,
    workers,
    botLevel: e.BOT_LEVEL ?? "strong",
    // `next dev` re-evaluates edited modules, but a thread loads the bots once: there they think inline
    botThreads: e.BOT_THREADS ?? (e.NODE_ENV === "development" ? 0 : Math.max(1, Math.round((2 * availableParallelism()) / workers))),
    trustProxyHops: e.TRUST_PROXY_HOPS ?? 0,
    limits: { guestsPerHour: e.GUEST_LIMIT_PER_HOUR ?? 20, actionsPerMinute: e.ACTION_LIMIT_PER_MINUTE ?? 600 },
  };
}

let cached: AppConfig | undefined;
export function config(): AppConfig {
  cached ??= parseConfig();
  return cached;
}

// Read apart from config(), which may fail or write the generated secrets: the logger is made as
// its module loads, and the rest are asked at each use.

/** The log level: LOG_LEVEL, else silent under tests and info otherwise. */
export function logLevel(env: Env = process.env): z.infer<typeof LogLevel> {
  const level = LogLevel.safeParse(env.LOG_LEVEL || (env.NODE_ENV === "test" ? "silent" : "info"));
  if (!level.success) throw invalid("LOG_LEVEL", level.error.issues[0]!.message);
  return level.data;
}

/** The GitHub OAuth app, when GITHUB_ID and GITHUB_SECRET are both set: then one can sign in with GitHub. */
export function githubApp(env: Env = process.env): { clientId: string; clientSecret: string } | null {
  return env.GITHUB_ID && env.GITHUB_SECRET ? { clientId: env.GITHUB_ID, clientSecret: env.GITHUB_SECRET } : null;
}

/**
 * Whether a game's analysis starts as the game finishes: not under Vitest, whose suites finish
 * many games and would each pay for its analysis, nor with ANALYSIS_AT_FINISH=0 (bench:api's
 * load without analyses); there the first request for one starts it.
 */
export function analysisAtFinish(env: Env = process.env): boolean {
  return !env.VITEST && env.ANALYSIS_AT_FINISH !== "0";
}

/** Whether this process runs the scheduled work: not under Vitest (tests run rounds themselves), nor while Next.js builds. */
export function scheduledWorkRuns(env: Env = process.env): boolean {
  return !env.VITEST && env.NEXT_PHASE !== "phase-production-build";
}
