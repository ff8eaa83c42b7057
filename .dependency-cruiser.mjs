// Import rules that ESLint cannot see, since they span modules (`npm run lint` runs them).
/** @type {import("dependency-cruiser").IConfiguration} */
const config = {
  forbidden: [
    {
      name: "no-circular",
      comment: "The server's modules import each other in one direction: no circle, type-only imports included.",
      severity: "error",
      from: { path: "^lib/server/" },
      to: { circular: true },
    },
  ],
  required: [
    {
      name: "server-only",
      comment:
        "Every TypeScript module of lib/server imports server-only, so that a client bundle that reaches it fails to build. " +
        "The .mjs modules are plain Node.js, also run outside the server (scripts, the bot threads, the fault-injection tests).",
      severity: "error",
      module: { path: "^lib/server/.+\\.ts$", pathNot: "\\.test\\.ts$" },
      to: { path: "node_modules/server-only/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
  },
};
export default config;
