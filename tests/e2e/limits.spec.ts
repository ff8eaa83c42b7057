import { connect } from "node:net";
import { expect, test } from "@playwright/test";

// What the real server (its web worker in front of Next.js) does with requests a browser would
// not send: addresses that URL normalisation would move, a huge body, a body that stalls. Raw
// sockets, so that nothing between the test and the server tidies the request up.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const ORIGIN = `http://localhost:${PORT}`;

interface Exchange {
  /** The status line and headers, lower-cased names. */
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Bytes of the body this side had written when the answer began. */
  sentBefore: number;
}

/**
 * Sends `head` and then `bodyBytes` bytes of body in 64 kB writes (chunks, if `chunked`) as fast as
 * the socket takes them, until the answer begins (or nothing more, if `stall`), and reads the
 * answer until the server closes the socket.
 */
function exchange(head: string, { bodyBytes = 0, stall = false, chunked = false } = {}): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket = connect(PORT, "127.0.0.1");
    let sent = 0;
    let sentBefore = -1;
    let raw = "";
    const data = Buffer.alloc(64 * 1024, " ");
    const chunk = chunked ? Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from("\r\n")]) : data;
    const pump = () => {
      while (!stall && sentBefore < 0 && sent < bodyBytes && !socket.destroyed) {
        sent += data.length;
        if (!socket.write(chunk)) return void socket.once("drain", pump);
      }
    };
    socket.on("connect", () => {
      socket.write(head);
      pump();
    });
    socket.on("data", (d) => {
      if (sentBefore < 0) sentBefore = sent;
      raw += d.toString("latin1");
    });
    socket.on("error", () => undefined); // the server may close while this side still writes
    socket.on("close", () => {
      const [top, ...rest] = raw.split("\r\n\r\n");
      if (!top) return reject(new Error("no answer"));
      const [statusLine, ...lines] = top.split("\r\n");
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]));
      resolve({ status: Number(statusLine!.split(" ")[1]), headers, body: rest.join("\r\n\r\n"), sentBefore });
    });
  });
}

const get = (path: string) => exchange(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
/** A new game's request head, with a Content-Length, or (none given) chunked. */
const post = (length?: number) =>
  `POST /api/games HTTP/1.1\r\nHost: localhost\r\nOrigin: ${ORIGIN}\r\nContent-Type: application/json\r\n` +
  (length === undefined ? "Transfer-Encoding: chunked\r\n" : `Content-Length: ${length}\r\n`) +
  "\r\n";

test.describe("requests no browser sends", () => {
  for (const path of ["/api/%2e%2e/x", "/api/%2E%2E/me", "/api/a/../me", "/api/./health", "/api/me/%2e%2e/%2e%2e/rules/euchre"]) {
    test(`${path} is an API address: JSON 404, not a page`, async () => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.headers["content-type"]).toContain("application/json");
      expect(res.body).toContain('"code":"not_found"');
    });
  }

  test("a 50 MB body is refused with 413 before the server has read it, and the connection closes", async () => {
    const res = await exchange(post(50_000_000), { bodyBytes: 50_000_000 });
    expect(res.status).toBe(413);
    expect(res.headers["connection"]).toBe("close");
    expect(res.body).toContain('"code":"payload_too_large"');
    expect(res.sentBefore).toBeLessThan(50_000_000); // the answer came before the body was all sent
  });

  test("a chunked body growing past 64 kB is refused with 413 as it arrives", async () => {
    const res = await exchange(post(), { bodyBytes: 50_000_000, chunked: true });
    expect(res.status).toBe(413);
    expect(res.sentBefore).toBeLessThan(50_000_000);
  });

  test("a body that stalls is answered 408 after 10 s, and the socket is closed", async () => {
    test.setTimeout(60_000);
    const res = await exchange(`${post(100)}{"mode":`, { stall: true });
    expect(res.status).toBe(408);
    expect(res.body).toContain('"code":"request_timeout"');
  });
});
