import { NextRequest } from "next/server";
import { afterEach, describe, expect, it } from "vitest";
import { GET } from "@/app/api/health/route";
import { createDb, setDbForTests } from "@/lib/server/db";
import { DATABASES } from "../helpers/databases";

const call = () => GET(new NextRequest("http://localhost/api/health"), { params: Promise.resolve({}) });

afterEach(() => setDbForTests(undefined));

describe("GET /api/health", () => {
  for (const { name, open } of DATABASES) {
    it(`${name}: 200 with ok, version and commit`, async () => {
      const db = await open();
      setDbForTests(db);
      try {
        const res = await call();
        expect(res.status).toBe(200);
        const body = await res.json();
        expect(body).toMatchObject({ ok: true, version: "0.1.0" });
        expect(typeof body.commit).toBe("string");
        expect(res.headers.get("cache-control")).toBe("no-store");
        expect(res.headers.get("server-timing")).toMatch(/^app;dur=\d+\.\d\d$/);
      } finally {
        await db.close();
      }
    });
  }

  it("503 with a clear body when PostgreSQL cannot be reached", async () => {
    const db = await createDb({ databaseUrl: "postgresql://root@127.0.0.1:9/nowhere", dataDir: "" });
    setDbForTests(db);
    try {
      const res = await call();
      expect(res.status).toBe(503);
      const body = await res.json();
      expect(body.ok).toBe(false);
      expect(body.error).toEqual({ code: "db_unavailable", message: "The database cannot be reached." });
      expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|at /);
    } finally {
      await db.close();
    }
  });
});
