// One web worker: the built Next.js app on PORT. `scripts/start.mjs` runs WEB_CONCURRENCY of
// these under node:cluster, which shares the listening socket between them, so a server uses
// every core (one Node.js process runs JavaScript on one). It tells the primary when it listens.
import { createServer } from "node:http";
import next from "next";

const port = Number(process.env.PORT ?? 3000);
const app = next({ dev: false, port });
await app.prepare();
const handle = app.getRequestHandler();
createServer((req, res) => handle(req, res)).listen(port, () => process.send?.("listening"));
