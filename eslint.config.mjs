import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// lib/engine and lib/bots are the pure core: they run in the browser and inside the server's
// request path, must be deterministic, and are tested without any framework. These rules make
// that impossible to break by accident.
const forbidden = [
  { group: ["next", "next/*", "react", "react/*", "react-dom", "react-dom/*"], message: "The engine and bots are framework-free." },
  { group: ["@prisma/*", "prisma", "*/generated/*", "pg", "@electric-sql/*"], message: "The engine and bots do no I/O." },
  {
    group: ["node:*", "fs", "path", "crypto", "os", "child_process", "http", "https", "net", "url", "util", "worker_threads"],
    message: "No Node built-ins: this code runs in the browser too.",
  },
  {
    group: ["@/*", "**/server/*", "**/daily/*", "**/components/*"],
    message: "The engine imports nothing of the project; the bots only the engine.",
  },
];
const pureRules = (extra) => ({
  "no-restricted-imports": ["error", { patterns: [...forbidden, ...extra] }],
  "no-restricted-properties": [
    "error",
    { object: "Math", property: "random", message: "Use the seeded RNG: results must be reproducible." },
  ],
  "no-restricted-globals": [
    "error",
    { name: "Date", message: "No clocks in the pure core: pass time in from outside." },
    { name: "process", message: "No environment access in the pure core." },
  ],
});

const config = [
  { ignores: [".next/**", "node_modules/**", "lib/generated/**", ".data/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
  ...nextVitals,
  ...nextTs,
  { files: ["lib/bots/**/*.ts"], ignores: ["**/*.test.ts"], rules: pureRules([]) },
  {
    files: ["lib/engine/**/*.ts"],
    ignores: ["**/*.test.ts"], // tests may read env knobs such as FUZZ_GAMES
    rules: pureRules([{ group: ["**/bots/*"], message: "lib/engine imports nothing of the project." }]),
  },
  // API tests read untyped JSON responses.
  { files: ["tests/**/*.ts"], rules: { "@typescript-eslint/no-explicit-any": "off" } },
  { files: ["**/*.d.mts"], rules: { "@typescript-eslint/no-explicit-any": "off" } },
];
export default config;
