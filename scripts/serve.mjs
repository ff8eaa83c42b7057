// One web worker: the built Next.js app on PORT. `scripts/start.mjs` runs WEB_CONCURRENCY of
// these under node:cluster, which shares the listening socket between them, so a server uses
// every core (one Node.js process runs JavaScript on one). It tells the primary when it listens.
import { createServer } from "node:http";
import next from "next";

const DRAIN_MS = 10_000;
// A load balancer keeps idle connections to its servers open for 60 s (AWS ALB, nginx's upstream
// keep-alive). Node's own 5 s would close them under it, and a request it sends just then fails
// (a 502 to the player). So a connection stays open longer than the balancer's; the headers of a
// request must arrive within a second more (Node's headers timer must outlast the idle one).
const KEEP_ALIVE_MS = 65_000;
const REQUEST_TIMEOUT_MS = 15_000;
const LINGER_MS = 2_000;
const port = Number(process.env.PORT ?? 3000);
let stopping; // the stop in progress, once a signal came
const app = next({ dev: false, port });

function leavesApi(url = "/") {
  const path = url.split("?")[0];
  return /^\/api(\/|$)/.test(path) && new URL(path, "http://x").pathname !== path;
}
await app.prepare();
const handle = app.getRequestHandler();
const server = createServer((req, res) => {
  // Rate limits are per client address (lib/server/rate-limit.ts). Append the address that
  // connected, as a proxy does, so that what a client writes into X-Forwarded-For is never the
  // last entry: Next.js would fill the header in only when it is absent.
  const peer = req.socket.remoteAddress ?? "unknown";
  const sent = req.headers["x-forwarded-for"];
  req.headers["x-forwarded-for"] = sent ? `${sent}, ${peer}` : peer;
  // A change's answer is a few kB of JSON: compressing it costs more CPU than the bytes saved are
  // worth. Pages, files and the larger API reads stay compressed.
  if (req.method !== "GET" && req.url?.startsWith("/api/")) delete req.headers["accept-encoding"];
  if (stopping) res.setHeader("Connection", "close");
  // An API address that URL normalisation would move ("/api/%2e%2e/x", "/api/a/../b") would
  // otherwise reach a page: it gets the API's own answer to an address it does not serve.
  if (leavesApi(req.url)) req.url = "/api/-/not-found";
  answering.set(req.socket, req);
  handle(req, res);
});

// An answer that closes the connection before its request's body was all read (413, 408) would,
// closed at once, reach the client as a reset while it is still sending: it would lose the answer.
// So the socket only stops sending, and is closed LINGER_MS later (nginx's "lingering close");
// nothing more of the body is read meanwhile.
const answering = new WeakMap();
server.on("connection", (socket) => {
  const closeNow = socket.destroySoon;
  socket.destroySoon = function () {
    if (answering.get(socket)?.complete !== false) return closeNow.call(this);
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
});
server.keepAliveTimeout = KEEP_ALIVE_MS;
server.headersTimeout = KEEP_ALIVE_MS + 1000;
// The API answers a body that has not arrived within 10 s itself (408, lib/server/api/request.ts);
// any other request that has not arrived whole by then is cut off here.
server.requestTimeout = REQUEST_TIMEOUT_MS;
server.listen(port, () => process.send?.("listening"));

// On SIGTERM or SIGINT: take no new connections, let requests in flight finish (a move is one
// transaction: cut off, it would only be rolled back) for at most DRAIN_MS, closing each
// connection after its answer, then close the bot threads and the database (lib/server/shutdown.ts).
async function stop() {
  setTimeout(() => process.exit(1), 2 * DRAIN_MS).unref(); // closing hung
  const drained = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, DRAIN_MS).unref())]);
  try {
    await globalThis[Symbol.for("daily-euchre.shutdown")]?.();
    console.log(`Web worker ${process.pid} stopped: requests drained, database closed.`);
    process.exit(0);
  } catch (err) {
    console.error(`Web worker ${process.pid} stopped, but closing failed: ${err.message}`);
    process.exit(1);
  }
}
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => (stopping ??= stop()));
