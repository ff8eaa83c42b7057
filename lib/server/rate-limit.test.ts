import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { clientIp } from "./rate-limit";

const req = (xff?: string) => new NextRequest("http://localhost/api/me", { headers: xff ? { "x-forwarded-for": xff } : {} });

describe("the client's address for rate limits", () => {
  it("with no proxy is the address that connected (the web worker appends it), not what the client wrote", () => {
    expect(clientIp(req("6.6.6.6, 203.0.113.9"))).toBe("203.0.113.9");
    expect(clientIp(req("203.0.113.9"))).toBe("203.0.113.9");
  });

  it("behind a load balancer is the entry the balancer appended", async () => {
    vi.resetModules();
    vi.stubEnv("TRUST_PROXY_HOPS", "1");
    try {
      const { clientIp: behindProxy } = await import("./rate-limit");
      expect(behindProxy(req("6.6.6.6, 203.0.113.9, 10.0.0.2"))).toBe("203.0.113.9");
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("is one shared bucket when there is no address at all", () => {
    expect(clientIp(req())).toBe("unknown");
  });
});
