import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { clientIp } from "./rate-limit";

const req = (xff?: string) => new NextRequest("http://localhost/api/me", { headers: xff ? { "x-forwarded-for": xff } : {} });

describe("the client's address for rate limits", () => {
  it("is the entry our proxy appended, not what the client wrote in front of it", () => {
    expect(clientIp(req("6.6.6.6, 203.0.113.9"))).toBe("203.0.113.9");
    expect(clientIp(req("203.0.113.9"))).toBe("203.0.113.9");
  });

  it("is one shared bucket when there is no address at all", () => {
    expect(clientIp(req())).toBe("unknown");
  });
});
