// One web worker: the built Next.js app on PORT. `scripts/start.mjs` runs WEB_CONCURRENCY of
// these under node:cluster, which shares the listening socket between them, so a server uses
// every core (one Node.js process runs JavaScript on one). It tells the primary when it listens.
import { createServer } from "node:http";
import next from "next";

const DRAIN_MS = 10_000;
const port = Number(process.env.PORT ?? 3000);
const app = next({ dev: false, port });
await app.prepare();
const handle = app.getRequestHandler();
const server = createServer((req, res) => {
  // Rate limits are per client address (lib/server/rate-limit.ts). Append the address that
  // connected, as a proxy does, so that what a client writes into X-Forwarded-For is never the
  // last entry: Next.js would fill the header in only when it is absent.
  const peer = req.socket.remoteAddress ?? "unknown";
  const sent = req.headers["x-forwarded-for"];
  req.headers["x-forwarded-for"] = sent ? `${sent}, ${peer}` : peer;
  // A move's answer is a few kB of JSON: setting up gzip for it cost ~1 ms of CPU a request here,
  // more than the bytes saved are worth. Pages, files and the larger API reads stay compressed.
  if (req.method !== "GET" && req.url?.startsWith("/api/")) delete req.headers["accept-encoding"];
  handle(req, res);
}).listen(port, () => process.send?.("listening"));

// On stop, take no new connections and let requests in flight finish (a move is one
// transaction: cut off, it would only be rolled back), but not for longer than DRAIN_MS.
for (const sig of ["SIGINT", "SIGTERM"]) {
  process.on(sig, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), DRAIN_MS).unref();
  });
}
