// `npm run bench:api`: the daily service under load, on PostgreSQL, through `npm start` on
// loopback (with its default web workers, one per core). 50 concurrent players (each with its
// own connection, and a guest and IP per daily) play dailies of all four games, choosing random
// legal actions, first with the baseline bots and then with the strong ones: once as fast as
// they can, once at 500 actions/s.
// Prints actions/s and per-action latency, the server's own share (the request minus its bots'
// time: their thinking and the wait for a free bot thread, from the Server-Timing header), that
// share without the moves that finish a daily, the share split into the route handler's part and
// the rest, the wait apart, the latency of finishing moves and of a new daily (a player's first
// request), the CPU time per action of the app and of PostgreSQL, and the health check's latency
// (the framework's floor). Then seeds 1,000,000 results into one daily and measures the daily
// leaderboard. One line per figure; never fails the build.
//
//   BENCH_DATABASE_URL  a PostgreSQL URL whose user may create databases (default: local root)
//   BENCH_SECONDS       seconds of load per bot level (default 20)
//   BENCH_PLAYERS       concurrent players (default 50)
//   BENCH_RATE          actions/s the players offer together in the paced phase (default 500)
//   BENCH_RESULTS       results seeded for the leaderboard (default 1000000)
//   BENCH_ONLY          "load" or "leaderboard" to run one part
//   BENCH_BOTS          the bot levels to load with (default "baseline,strong")
//   BENCH_PORT          the server's port (default 3200; another also renames the databases)
//   BENCH_ANALYSIS      "compare": each level's load twice, without analyses (the server started
//                       with ANALYSIS_AT_FINISH=0) and with them computed all along (finished
//                       games seeded, and their analyses asked for one after another, one at a
//                       time per web worker); unset: once, as the server runs by default
//   BENCH_SERVER_LOG    set to show the server's own log (warnings and errors)
//   BENCH_SERVER_NODE_ARGS  options for the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
//                       (its web workers inherit them; NODE_OPTIONS may not carry --cpu-prof)
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import http from "node:http";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import pg from "pg";
import { encode } from "next-auth/jwt";
import { tsImport } from "tsx/esm/api";

const ADMIN = process.env.BENCH_DATABASE_URL ?? "postgresql://root@127.0.0.1:5432/postgres";
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 50);
const RATE = Number(process.env.BENCH_RATE ?? 500);
const RESULTS = Number(process.env.BENCH_RESULTS ?? 1_000_000);
const ONLY = process.env.BENCH_ONLY;
const LEVELS = (process.env.BENCH_BOTS ?? "baseline,strong").split(",");
const COMPARE_ANALYSIS = process.env.BENCH_ANALYSIS === "compare";
// the server's web workers (scripts/serve.mjs: one per core with PostgreSQL)
const WORKERS = Number(process.env.WEB_CONCURRENCY ?? availableParallelism());
const PORT = Number(process.env.BENCH_PORT ?? 3200);
// With another port, other databases too: two benches on one machine do not drop each other's.
const DB_SUFFIX = process.env.BENCH_PORT ? `_${PORT}` : "";
// the server's public address (NEXTAUTH_URL): every change the players send comes from it
const SITE = "https://bench.daily-euchre.invalid";
const BASE = `http://127.0.0.1:${PORT}`;
const SECRETS = { DAILY_SECRET: randomBytes(32).toString("hex"), NEXTAUTH_SECRET: randomBytes(32).toString("hex") };
const GAMES = ["euchre", "two-hand", "bid-six", "double-deck"];

const dbUrl = (name) => Object.assign(new URL(ADMIN), { pathname: `/${name}` }).toString();
async function sql(url, text, params) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await c.query(text, params);
  } finally {
    await c.end();
  }
}
async function freshDb(name) {
  await sql(ADMIN, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await sql(ADMIN, `CREATE DATABASE ${name}`);
  return dbUrl(name);
}

let serverPid = 0;
async function startServer(databaseUrl, botLevel, extraEnv = {}) {
  const env = {
    ...process.env,
    ...extraEnv,
    ...SECRETS,
    DATABASE_URL: databaseUrl,
    BOT_LEVEL: botLevel,
    PORT: String(PORT),
    NODE_ENV: "production",
    // as a deployment must: the session cookie is then Secure (and named __Secure-…)
    NEXTAUTH_URL: SITE,
    LOG_LEVEL: "warn",
    // each simulated player has its own address, written in X-Forwarded-For as a proxy would
    TRUST_PROXY_HOPS: "1",
    // a simulated player acts far faster than a person: the per-IP limit is not what is measured
    ACTION_LIMIT_PER_MINUTE: "1000000",
  };
  // The project's Node.js (README), also when this script was started with another one: on
  // Node.js 20 the same code needs about a third more CPU a request.
  const node = existsSync("node_modules/.bin/node") ? "node_modules/.bin/node" : "node";
  const child = spawn(node, [...(process.env.BENCH_SERVER_NODE_ARGS?.split(" ") ?? []), "scripts/start.mjs"], {
    env,
    stdio: ["ignore", process.env.BENCH_SERVER_LOG ? "inherit" : "ignore", "inherit"],
    detached: true,
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) {
        serverPid = child.pid;
        return () => process.kill(-child.pid, "SIGTERM");
      }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("server did not start");
}

// The players' HTTP client: node:http on kept-alive connections, asking for gzip as a browser
// does. (fetch costs the load generator ~4x the CPU per request, and it shares the server's cores.)
// Each player has a connection of its own, as a browser does. One pool for all (an Agent reuses
// the socket freed last) sent twice the requests to one web worker as to the other: the cluster
// spreads connections, not requests.
const connection = () => new http.Agent({ keepAlive: true, maxSockets: 1 });
const shared = connection();
function send(method, path, headers, body, agent = shared) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port: PORT, path, method, agent, headers: { ...headers, "accept-encoding": "gzip" } },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const text = (res.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw).toString();
          resolve({ statusCode: res.statusCode, headers: res.headers, body: text });
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

// The computer players' part of a move, from its Server-Timing header (app/api/games/[id]/actions).
const BOTS_DUR = /bots;dur=([\d.]+)/;
const THINK_DUR = /think;dur=([\d.]+)/;
// every API route's own time (lib/server/api/handler.ts)
const APP_DUR = /app;dur=([\d.]+)/;
const timing = (res, entry) => Number(entry.exec(res.headers["server-timing"] ?? "")?.[1] ?? 0);

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};
/** "p50 … ms p99 … ms" of the samples. */
const spread = (xs) => `p50 ${pct(xs, 50).toFixed(1)} ms p99 ${pct(xs, 99).toFixed(1)} ms`;
const ip = () => `10.${(Math.random() * 250) | 0}.${(Math.random() * 250) | 0}.${(Math.random() * 250) | 0}`;

/**
 * One simulated person: a browser (a connection of its own) that plays daily after daily as a new
 * guest each time, random legal actions, until the deadline. With a pace, an action starts `pace`
 * ms after the previous one started (at once when it ran late).
 */
async function player(n, deadline, stats, pace = 0) {
  let game = null;
  let cookie = null;
  let addr = ip();
  const browser = connection();
  let next = performance.now() + Math.random() * pace; // players out of step with each other
  const call = async (method, path, body) => {
    const t0 = performance.now();
    const headers = { "content-type": "application/json", origin: SITE, "x-forwarded-for": addr, ...(cookie ? { cookie } : {}) };
    const res = await send(method, path, headers, body && JSON.stringify(body), browser);
    const ms = performance.now() - t0;
    const set = res.headers["set-cookie"]?.[0];
    if (set) cookie = set.split(";")[0];
    return { res, ms, json: JSON.parse(res.body) };
  };
  while (performance.now() < deadline) {
    try {
      if (!game || game.status === "finished") {
        cookie = null;
        addr = ip();
        const start = await call("POST", "/api/games", { mode: "daily", game: GAMES[(n + stats.started++) % GAMES.length] });
        stats.starting.push(start.ms);
        game = start.json;
        continue;
      }
      if (pace > 0) {
        const wait = next - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        next = Math.max(next, performance.now() - pace) + pace;
      }
      const action = game.view.legal[(Math.random() * game.view.legal.length) | 0];
      const { res, ms, json } = await call("POST", `/api/games/${game.id}/actions`, { seq: game.seq, action });
      if (res.statusCode !== 200) {
        const what = `${res.statusCode} ${json.error?.code ?? ""}`.trim();
        stats.errors[what] = (stats.errors[what] ?? 0) + 1;
        game = null;
        continue;
      }
      const bots = timing(res, BOTS_DUR);
      const share = Math.max(0, ms - bots);
      stats.latency.push(ms);
      stats.server.push(share);
      if (json.status === "finished") stats.finishing.push(ms);
      else stats.serverOrdinary.push(share);
      stats.botWait.push(Math.max(0, bots - timing(res, THINK_DUR)));
      const app = timing(res, APP_DUR);
      stats.inHandler.push(Math.max(0, app - bots));
      stats.outsideHandler.push(Math.max(0, ms - app));
      game = json;
    } catch (err) {
      // a connection lost (say a kept-alive socket the server closed as it was reused) counts
      // as an error, like a failed request, and the player starts a new daily
      if (!err.code) throw err;
      stats.errors[err.code] = (stats.errors[err.code] ?? 0) + 1;
      game = null;
    }
  }
  browser.destroy();
}

const FED_GAMES = 400;

/**
 * Finished dailies for the analyses to work on: FED_GAMES games of today (the four games in
 * turn, every seat played by the baseline bot), each of its own player (one daily a day each),
 * stored as the server stores a finished game; their ids with their owners' session cookies.
 */
async function seedFinishedGames(url) {
  const { dailySetup } = await tsImport("../lib/daily/boards.ts", import.meta.url);
  const { baselineBot } = await tsImport("../lib/bots/index.ts", import.meta.url);
  const { playMatch } = await tsImport("../lib/bots/harness.ts", import.meta.url);
  const { makeLog, seatsOf } = await tsImport("../lib/engine/index.ts", import.meta.url);
  const date = new Date().toISOString().slice(0, 10);
  const logs = GAMES.map((game) => {
    const end = playMatch(dailySetup(SECRETS.DAILY_SECRET, game, date), Object.fromEntries(seatsOf(game).map((s) => [s, baselineBot])));
    return JSON.stringify(makeLog(end));
  });
  const { rows } = await sql(
    url,
    `WITH p AS (INSERT INTO "Player" (id, name) SELECT gen_random_uuid(), 'Bench analyses ' || g FROM generate_series(1, $1) g RETURNING id),
     n AS (SELECT id, row_number() OVER () AS i FROM p)
     INSERT INTO "Game" (id, "playerId", variant, mode, date, ranked, status, log, version, "updatedAt", "finishedAt")
     SELECT gen_random_uuid(), n.id, ($3::text[])[(n.i - 1) % 4 + 1], 'daily', $2, false, 'finished', (($4::text[])[(n.i - 1) % 4 + 1])::jsonb, 0, now(), now()
     FROM n RETURNING id, "playerId"`,
    [FED_GAMES, date, GAMES, logs],
  );
  const session = (sub) => encode({ token: { sub }, secret: SECRETS.NEXTAUTH_SECRET });
  return Promise.all(rows.map(async (r) => ({ id: r.id, cookie: `__Secure-next-auth.session-token=${await session(r.playerId)}` })));
}

/**
 * Until `deadline`, asks for the analyses of `fed` games one after another on each of
 * `workers` connections (the cluster spreads connections: about one per web worker, whose
 * analysis thread computes one at a time), so analyses are computed all along. Returns how many
 * were ready, and the answers other than 200 and 202.
 */
async function feedAnalyses(fed, workers, deadline) {
  let ready = 0;
  const refused = {};
  const feeder = async () => {
    const tab = connection();
    try {
      while (performance.now() < deadline && fed.length > 0) {
        const { id, cookie } = fed.pop();
        while (performance.now() < deadline) {
          const res = await send("GET", `/api/games/${id}/analysis`, { cookie, "x-forwarded-for": ip() }, undefined, tab);
          if (res.statusCode === 200) ready++;
          else if (res.statusCode !== 202) refused[res.statusCode] = (refused[res.statusCode] ?? 0) + 1;
          if (res.statusCode !== 202) break;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    } finally {
      tab.destroy();
    }
  };
  await Promise.all(Array.from({ length: workers }, feeder));
  const errors = Object.entries(refused).map(([status, n]) => `, ${n} × ${status}`);
  return `${ready}${errors.join("")}`;
}

/**
 * CPU time (ms) used so far by the app server (its primary and web workers), by PostgreSQL
 * (every postgres process, with the backends that ended counted in the postmaster) and by this
 * load generator, which shares the machine. Read from /proc: on a shared machine this, not
 * latency, is what a move costs. Linux only.
 */
function cpuMs() {
  if (!existsSync("/proc/self/stat")) return null;
  const procs = new Map();
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      continue; // ended meanwhile
    }
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" "); // f[0] is field 3 (state)
    const [ppid, utime, stime, cutime, cstime] = [f[1], f[11], f[12], f[13], f[14]].map(Number);
    const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
    procs.set(Number(pid), { comm, ppid, own: utime + stime, children: cutime + cstime });
  }
  const ms = { server: 0, database: 0, generator: 0 };
  const TICK_MS = 10; // USER_HZ is 100 on Linux
  for (const [pid, p] of procs) {
    if (pid === process.pid) ms.generator += p.own * TICK_MS;
    else if (pid === serverPid || p.ppid === serverPid) ms.server += p.own * TICK_MS;
    else if (p.comm === "postgres") {
      const postmaster = procs.get(p.ppid)?.comm !== "postgres";
      ms.database += (p.own + (postmaster ? p.children : 0)) * TICK_MS;
    }
  }
  return ms;
}

const errors = ({ errors: e }) =>
  Object.keys(e).length === 0
    ? "0 errors"
    : Object.entries(e)
        .map(([what, n]) => `${n} × ${what}`)
        .join(", ");

const newStats = () => ({
  started: 0,
  errors: {},
  latency: [],
  server: [],
  serverOrdinary: [],
  inHandler: [],
  outsideHandler: [],
  botWait: [],
  finishing: [],
  starting: [],
});

/**
 * PLAYERS players for SECONDS, as fast as they can (pace 0) or each every `pace` ms; with `fed`
 * (seedFinishedGames), analyses are computed all the while.
 */
async function phase(label, pace, fed = null) {
  const stats = newStats();
  const cpu0 = cpuMs();
  const t0 = performance.now();
  const deadline = t0 + SECONDS * 1000;
  const analysed = fed ? feedAnalyses(fed, WORKERS, deadline) : null;
  await Promise.all(Array.from({ length: PLAYERS }, (_, i) => player(i, deadline, stats, pace)));
  const secs = (performance.now() - t0) / 1000;
  const cpu1 = cpuMs();
  console.log(
    `api ${label} actions ${(stats.latency.length / secs).toFixed(0)} actions/s (${PLAYERS} players, ${secs.toFixed(0)} s, ${errors(stats)})`,
  );
  console.log(`api ${label} action-latency ${spread(stats.latency)}`);
  console.log(`api ${label} server-share ${spread(stats.server)}`);
  // the same without the moves that finish a daily (2% of them, and the heaviest: see below)
  console.log(`api ${label} server-share-not-finishing ${spread(stats.serverOrdinary)}`);
  // the share split: the route handler's own work (engine, SQL, answer) and the rest (the
  // framework, the wait for the event loop behind other requests, loopback)
  console.log(`api ${label} server-share-in-handler ${spread(stats.inHandler)}`);
  console.log(`api ${label} server-share-outside-handler ${spread(stats.outsideHandler)}`);
  // the strong bots think in threads: the time a move's decisions waited for a free one
  if (stats.botWait.some((ms) => ms > 0)) {
    console.log(`api ${label} bot-thread-wait ${spread(stats.botWait)}`);
  }
  // the last move of a daily writes the day's shared rows (histograms, count): contention shows here
  if (stats.finishing.length > 0) {
    console.log(`api ${label} finishing-move latency ${spread(stats.finishing)} (${stats.finishing.length} dailies)`);
  }
  if (analysed) console.log(`api ${label} analyses computed ${await analysed} (of seeded finished dailies, beside the load)`);
  // a player's first request of a daily: a new guest, the deals and the bots' first calls
  console.log(`api ${label} new-daily latency ${spread(stats.starting)} (${stats.starting.length} dailies)`);
  if (cpu0 && cpu1) {
    const per = (k) => ((cpu1[k] - cpu0[k]) / stats.latency.length).toFixed(2);
    console.log(
      `api ${label} cpu-per-action app ${per("server")} ms postgres ${per("database")} ms load-generator ${per("generator")} ms (new dailies included)`,
    );
  }
  return stats.latency.length / secs;
}

/** One bot level's load; `analyses`: "off" (none computed), "on" (computed all along) or the server's default. */
async function load(label, databaseUrl, botLevel, analyses = "default") {
  const stop = await startServer(databaseUrl, botLevel, analyses === "off" ? { ANALYSIS_AT_FINISH: "0" } : {});
  const fed = analyses === "on" ? await seedFinishedGames(databaseUrl) : null;
  try {
    // Warm-up at full load, so that the first phase does not pay for compiling the hot code.
    const warm = newStats();
    await Promise.all(Array.from({ length: PLAYERS }, (_, i) => player(i, performance.now() + 8000, warm)));
    // Saturated: players act the moment they get an answer, so this is the server's capacity
    // (and latency is mostly queueing). Paced: the offered load is RATE actions/s, as people
    // would bring it, and latency is what each of them sees at that load.
    const capacity = await phase(`${label} saturated`, 0, fed);
    await phase(`${label} paced-${RATE}/s`, (1000 * PLAYERS) / RATE, fed);
    // Where RATE is beyond what the machine can do (the strong bots think for most of a move),
    // latency is queueing behind the others' bots: half the capacity shows what players see
    // at a load the machine carries.
    if (capacity < 2 * RATE) {
      const half = Math.round(capacity / 2);
      await phase(`${label} paced-${half}/s (half capacity)`, (1000 * PLAYERS) / half, fed);
    }
    // One player alone: the cost of a move without queueing behind 49 others.
    const solo = newStats();
    await player(0, performance.now() + 20_000, solo);
    console.log(`api ${label} one-player action-latency ${spread(solo.latency)}`);
    console.log(`api ${label} one-player server-share ${spread(solo.server)}`);
    // the floor under every figure: a request that does no work but one trivial query
    const floor = [];
    for (let i = 0; i < 300; i++) {
      const t = performance.now();
      await send("GET", "/api/health", {});
      floor.push(performance.now() - t);
    }
    console.log(`api ${label} one-player health-check latency ${spread(floor)}`);
    // the move that ends a daily also re-checks its log and records the result
    console.log(
      `api ${label} one-player finishing-move latency p50 ${pct(solo.finishing, 50).toFixed(1)} ms max ${Math.max(...solo.finishing).toFixed(1)} ms (${solo.finishing.length} dailies)`,
    );
  } finally {
    stop();
  }
}

async function leaderboard() {
  const url = await freshDb(`daily_euchre_bench_lb${DB_SUFFIX}`);
  const { migrate } = await import("./migrate.mjs");
  await migrate({ DATABASE_URL: url }, () => {});
  const date = new Date().toISOString().slice(0, 10);
  const t0 = performance.now();
  await sql(
    url,
    `WITH p AS (INSERT INTO "Player" (id, name) SELECT gen_random_uuid(), 'Bench ' || g FROM generate_series(1, $1) g RETURNING id),
     g AS (INSERT INTO "Game" (id, "playerId", variant, mode, date, ranked, status, log, version, "updatedAt")
           SELECT gen_random_uuid(), id, 'euchre', 'daily', $2, true, 'finished', '{}'::jsonb, 0, now() FROM p RETURNING id, "playerId")
     INSERT INTO "Result" (id, "gameId", "playerId", variant, date, "boardNets", "totalNet", "finishedAt")
     SELECT gen_random_uuid(), g.id, g."playerId", 'euchre', $2, n.nets, (SELECT sum(x) FROM unnest(n.nets) x), now()
     -- (the reference to g makes the lateral subquery draw fresh nets for every row)
     FROM g CROSS JOIN LATERAL (SELECT array_agg((floor(random() * 7) - 3)::int) AS nets FROM generate_series(1, 8) WHERE g.id IS NOT NULL) n`,
    [RESULTS, date],
  );
  await sql(
    url,
    `INSERT INTO "BoardCount" (variant, date, board, net, count)
     SELECT 'euchre', $1, b.i - 1, b.net, count(*) FROM "Result", unnest("boardNets") WITH ORDINALITY b(net, i) GROUP BY b.i, b.net`,
    [date],
  );
  await sql(url, `INSERT INTO "DailyState" (variant, date, results) VALUES ('euchre', $1, $2)`, [date, RESULTS]);
  await sql(url, "ANALYZE"); // what autovacuum would do after a bulk load
  console.log(`api leaderboard seed ${RESULTS} results in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const stop = await startServer(url, "baseline");
  try {
    // the server's scheduled work refreshes the day's standings in the background
    const t1 = performance.now();
    const refreshed = async () => (await sql(url, `SELECT results = "refreshedResults" AS done FROM "DailyState"`)).rows[0].done;
    while (!(await refreshed())) await new Promise((r) => setTimeout(r, 1000));
    console.log(
      `api leaderboard standings-refresh ${RESULTS} results ${((performance.now() - t1) / 1000).toFixed(1)} s (in the background)`,
    );
    await sql(url, "ANALYZE"); // the refresh rewrote every rank: autovacuum's analyze follows
    const someone = (await sql(url, `SELECT "playerId" FROM "Result" WHERE rank > $1 ORDER BY rank LIMIT 1`, [RESULTS / 2])).rows[0]
      .playerId;
    const cookie = `__Secure-next-auth.session-token=${await encode({ token: { sub: someone }, secret: SECRETS.NEXTAUTH_SECRET })}`;
    const deep = await (await fetch(`${BASE}/api/dailies/euchre/${date}/leaderboard?around=me`, { headers: { cookie } })).json();
    const mid = deep.rows[0];
    const cases = {
      "top-50": [`/api/dailies/euchre/${date}/leaderboard?limit=50`, {}],
      "around-me": [`/api/dailies/euchre/${date}/leaderboard?around=me`, { cookie }],
      "page-at-cursor": [`/api/dailies/euchre/${date}/leaderboard?limit=50&cursor=${mid.rank}_00000000-0000-0000-0000-000000000000`, {}],
    };
    for (const [name, [path, headers]] of Object.entries(cases)) {
      // Warmed up first (each worker compiles the route on its first requests); then enough
      // requests that the p99 is not just the few slowest of a short run.
      for (let i = 0; i < 50; i++) await send("GET", path, headers);
      const times = [];
      for (let i = 0; i < 1000; i++) {
        const t = performance.now();
        JSON.parse((await send("GET", path, headers)).body);
        times.push(performance.now() - t);
      }
      console.log(`api leaderboard ${name} (1 client, ${RESULTS} results) ${spread(times)}`);
    }
  } finally {
    stop();
  }
}

try {
  if (ONLY !== "leaderboard") {
    for (const level of LEVELS) {
      if (!COMPARE_ANALYSIS) await load(`${level}-bots`, await freshDb(`daily_euchre_bench${DB_SUFFIX}`), level);
      else
        for (const analyses of ["off", "on"])
          await load(`${level}-bots analyses-${analyses}`, await freshDb(`daily_euchre_bench${DB_SUFFIX}`), level, analyses);
    }
  }
  if (ONLY !== "load") await leaderboard();
} catch (err) {
  console.log(`bench:api failed: ${err.message}`);
}
