import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CORE_WASM } from "../lib/bots/solver/core-wasm";
import { compileCore, CORE_OUTPUT, coreModule } from "../scripts/build-solver.mjs";

// The solver's core is committed compiled (lib/bots/solver/core-wasm.ts), so that nothing has to
// be built to run the site: it must be what its source compiles to, and the types of its imports
// and exports, which solver.ts is checked against, what the compiler declares for it.
describe("the compiled solver core", () => {
  it("is what lib/bots/solver/core compiles to (else: node scripts/build-solver.mjs)", async () => {
    const compiled = await compileCore();
    expect(CORE_WASM === compiled.base64).toBe(true);
    expect(readFileSync(CORE_OUTPUT, "utf8")).toBe(await coreModule(compiled));
  });
});
