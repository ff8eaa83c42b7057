import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CORE_WASM } from "../lib/bots/solver/core-wasm";
import { compileCore, CORE_OUTPUT, coreModule } from "../scripts/build-solver.mjs";

// The solver's core is committed compiled (lib/bots/solver/core-wasm.ts), so that nothing has to
// be built to run the site: it must be what its source compiles to.
describe("the compiled solver core", () => {
  it("is what lib/bots/solver/core compiles to (else: node scripts/build-solver.mjs)", async () => {
    const base64 = await compileCore();
    expect(CORE_WASM === base64).toBe(true);
    expect(readFileSync(CORE_OUTPUT, "utf8")).toBe(coreModule(base64));
  });
});
