import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Every API route file answers every method: the ones it serves, and 405 `method_not_allowed`
// (JSON, with Allow) for the rest through `otherMethods`, so a route added later cannot fall back
// to Next.js's empty 405.
const routes = readdirSync("app/api", { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith("route.ts"))
  .map((f) => `app/api/${f}`);

describe("API route files", () => {
  it("are all found", () => expect(routes.length).toBeGreaterThanOrEqual(12));

  it.each(routes)("%s exports a handler for GET, POST, PUT, PATCH, DELETE and OPTIONS", async (file) => {
    const mod: Record<string, unknown> = await import(`../${file}`);
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) expect(typeof mod[method], method).toBe("function");
  });
});
