import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError } from "./errors";
import { BODY_TIMEOUT_MS, MAX_BODY_BYTES, checkOrigin, readJson, readQuery } from "./request";

// The site is http://localhost:3000 here (no NEXTAUTH_URL, no PORT).
const request = (method: string, headers: Record<string, string>, body?: BodyInit) =>
  new NextRequest("http://localhost:3000/api/games?", { method, headers, body, duplex: "half" });

/** The error a refused read rejects with. */
const refusal = (read: Promise<unknown>) =>
  read.then(
    () => {
      throw new Error("accepted");
    },
    (err: unknown) => err as ApiError,
  );

/** The code of the ApiError `fn` throws, or "ok". */
async function outcome(fn: () => unknown): Promise<string> {
  try {
    await fn();
    return "ok";
  } catch (err) {
    if (err instanceof ApiError) return err.code;
    if (err instanceof z.ZodError) return "invalid";
    throw err;
  }
}

describe("where a change may come from", () => {
  it.each([
    ["the site's origin", { origin: "http://localhost:3000" }, "ok"],
    ["loopback on the site's port", { origin: "http://127.0.0.1:3000" }, "ok"],
    ["IPv6 loopback on the site's port", { origin: "http://[::1]:3000" }, "ok"],
    ["no Origin, Sec-Fetch-Site same-origin", { "sec-fetch-site": "same-origin" }, "ok"],
    ["another site", { origin: "https://evil.example" }, "forbidden_origin"],
    ["a sibling subdomain", { origin: "http://games.localhost:3000" }, "forbidden_origin"],
    ["a look-alike host", { origin: "http://localhost:3000.evil.example" }, "forbidden_origin"],
    ["loopback on another port", { origin: "http://localhost:8080" }, "forbidden_origin"],
    ["https instead of http", { origin: "https://localhost:3000" }, "forbidden_origin"],
    ["an opaque origin", { origin: "null" }, "forbidden_origin"],
    ["a malformed origin", { origin: "localhost:3000" }, "forbidden_origin"],
    [
      "Origin of another site though Sec-Fetch-Site says same-origin",
      { origin: "https://evil.example", "sec-fetch-site": "same-origin" },
      "forbidden_origin",
    ],
    ["no Origin, Sec-Fetch-Site same-site", { "sec-fetch-site": "same-site" }, "forbidden_origin"],
    ["no Origin, Sec-Fetch-Site cross-site", { "sec-fetch-site": "cross-site" }, "forbidden_origin"],
    ["no Origin, Sec-Fetch-Site none", { "sec-fetch-site": "none" }, "forbidden_origin"],
    ["neither header", {}, "forbidden_origin"],
  ])("POST from %s: %s", async (_, headers, expected) => {
    expect(await outcome(() => checkOrigin(request("POST", headers)))).toBe(expected);
    expect(await outcome(() => checkOrigin(request("PATCH", headers)))).toBe(expected);
    expect(await outcome(() => checkOrigin(request("DELETE", headers)))).toBe(expected);
  });

  it.each(["GET", "HEAD", "OPTIONS"])("%s may come from anywhere: it changes nothing", async (method) => {
    expect(await outcome(() => checkOrigin(request(method, { origin: "https://evil.example" })))).toBe("ok");
  });
});

describe("what a body may be", () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    ["application/json", '{"a":1}', "ok"],
    ["application/json; charset=utf-8", '{"a":1}', "ok"],
    ["Application/JSON", '{"a":1}', "ok"],
    ["text/plain", '{"a":1}', "unsupported_media_type"],
    ["text/plain; charset=application/json", '{"a":1}', "unsupported_media_type"],
    ["application/x-www-form-urlencoded", "a=1", "unsupported_media_type"],
    ["multipart/form-data; boundary=x", "--x--", "unsupported_media_type"],
    ["application/jsonp", '{"a":1}', "unsupported_media_type"],
    ["application/json", "{not json", "bad_request"],
    ["application/json", "", "bad_request"],
    ["application/json", new Uint8Array([0x22, 0xff, 0x22]), "bad_request"], // not UTF-8
  ])("Content-Type %s with %j: %s", async (type, body, expected) => {
    expect(await outcome(() => readJson(request("POST", { "content-type": type }, body)))).toBe(expected);
  });

  it("no Content-Type at all is refused as not JSON", async () => {
    const req = new NextRequest("http://localhost:3000/api/games", { method: "POST", body: new Blob(['{"a":1}']) });
    expect(await outcome(() => readJson(req))).toBe("unsupported_media_type");
  });

  it("a body of exactly the limit is read; one byte more is 413, and the connection is to close", async () => {
    const json = (size: number) => `{"a":1}${" ".repeat(size - 7)}`;
    expect(await readJson(request("POST", { "content-type": "application/json" }, json(MAX_BODY_BYTES)))).toEqual({ a: 1 });
    const err = await refusal(readJson(request("POST", { "content-type": "application/json" }, json(MAX_BODY_BYTES + 1))));
    expect(err).toBeInstanceOf(ApiError);
    expect([err.code, err.headers]).toEqual(["payload_too_large", { Connection: "close" }]);
  });

  it("a declared Content-Length over the limit is refused before any of the body is read", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(c) {
        pulled++;
        c.enqueue(new Uint8Array(1024));
      },
    });
    const req = request("POST", { "content-type": "application/json", "content-length": String(50_000_000) }, body);
    expect(await outcome(() => readJson(req))).toBe("payload_too_large");
    expect(pulled).toBeLessThanOrEqual(1); // a stream pulls once to fill its queue; nothing is read
  });

  it("an endless body stops being read at the limit", async () => {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(c) {
        sent += 16 * 1024;
        c.enqueue(new Uint8Array(16 * 1024).fill(0x20));
      },
    });
    expect(await outcome(() => readJson(request("POST", { "content-type": "application/json" }, body)))).toBe("payload_too_large");
    expect(sent).toBeLessThanOrEqual(MAX_BODY_BYTES + 3 * 16 * 1024);
  });

  it("a body that stalls is refused after BODY_TIMEOUT_MS with 408, and the connection is to close", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode('{"mode":')); // and nothing more
      },
    });
    const read = refusal(readJson(request("POST", { "content-type": "application/json" }, body)));
    await vi.advanceTimersByTimeAsync(BODY_TIMEOUT_MS - 1);
    let settled = false;
    void read.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const err = await read;
    expect([err.code, err.headers]).toEqual(["request_timeout", { Connection: "close" }]);
  });
});

describe("what a query may hold", () => {
  const Schema = z.object({ limit: z.coerce.number().int().optional(), around: z.literal("me").optional() }).strict();
  const query = (search: string, schema?: z.ZodType) => () => readQuery(new NextRequest(`http://localhost:3000/api/x${search}`), schema);

  it.each([
    ["", Schema, "ok"],
    ["?limit=5", Schema, "ok"],
    ["?limit=5&around=me", Schema, "ok"],
    ["?limit=5&limit=6", Schema, "invalid"],
    ["?around=me&around=me", Schema, "invalid"],
    ["?unknown=1", Schema, "invalid"],
    ["?limit=abc", Schema, "invalid"],
    ["", undefined, "ok"],
    ["?", undefined, "ok"],
    ["?x=1", undefined, "invalid"],
    ["?x", undefined, "invalid"],
  ])("%j against %s: %s", async (search, schema, expected) => {
    expect(await outcome(query(search, schema))).toBe(expected);
  });

  it("names the parameter that is refused", () => {
    expect(() => readQuery(new NextRequest("http://localhost:3000/api/x?limit=1&limit=2"), Schema)).toThrow("limit: given more than once.");
    expect(() => readQuery(new NextRequest("http://localhost:3000/api/x?x=1"), undefined)).toThrow(
      "x: this endpoint takes no query parameters.",
    );
  });
});
