import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// lib/engine and lib/bots are the pure core (and lib/analysis, built on them): they run in the
// browser and inside the server's request path and threads, must be deterministic, and are tested without any framework. These rules make
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

// The environment is read in lib/server/config.ts, which validates it, and nowhere else in the app.
// Left to read it: process entry points and tools (scripts, bench, tests, tool configuration,
// Next.js's instrumentation and proxy), and the values Next.js compiles into the build itself
// (NEXT_PUBLIC_LAUNCH_DATE in the calendar, APP_COMMIT in build-info).
const environment = {
  files: ["**/*.{ts,tsx,mjs,js}"],
  ignores: [
    "lib/server/config.ts",
    "scripts/**",
    "bench/**",
    "tests/**",
    "**/*.test.ts",
    "*.config.{ts,mjs}",
    "instrumentation.ts",
    "proxy.ts",
    "lib/daily/calendar.ts",
    "lib/build-info.ts",
  ],
  rules: {
    "no-restricted-syntax": [
      "error",
      {
        selector: "MemberExpression[object.name='process'][property.name='env']",
        message: "Only lib/server/config.ts reads the environment: take the setting from there.",
      },
    ],
  },
};

// The server's SQL is written with Prisma.sql, whose values are parameters: never a string built to run.
const noUnsafeSql = {
  files: ["lib/server/**", "app/**"],
  rules: {
    "no-restricted-properties": [
      "error",
      ...["$queryRawUnsafe", "$executeRawUnsafe"].map((property) => ({
        property,
        message: "Write the statement with Prisma.sql and run it with db().sql (lib/server/db.ts).",
      })),
    ],
  },
};

// Client components translate with lib/i18n/client.ts (it says why next-intl's client hooks cost
// every page); server components (the rules page's trump order) keep next-intl's, which read the request.
const clientHooks = {
  files: ["components/**/*.{ts,tsx}", "lib/i18n/link.tsx"],
  ignores: ["components/trump-order.tsx"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        paths: [
          {
            name: "next-intl",
            importNames: ["useTranslations", "useFormatter"],
            message: "Take useTranslations from @/lib/i18n/client; format with the browser's Intl (components/day.ts).",
          },
        ],
      },
    ],
  },
};

const config = [
  { ignores: [".next/**", "node_modules/**", "lib/generated/**", ".data/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
  ...nextVitals,
  ...nextTs,
  { files: ["lib/bots/**/*.ts", "lib/analysis/**/*.ts"], ignores: ["**/*.test.ts"], rules: pureRules([]) },
  {
    files: ["lib/engine/**/*.ts"],
    ignores: ["**/*.test.ts"], // tests may read env knobs such as FUZZ_GAMES
    rules: pureRules([{ group: ["**/bots/*"], message: "lib/engine imports nothing of the project." }]),
  },
  // API tests read untyped JSON responses.
  { files: ["tests/**/*.ts"], rules: { "@typescript-eslint/no-explicit-any": "off" } },
  { files: ["**/*.d.mts"], rules: { "@typescript-eslint/no-explicit-any": "off" } },
  environment,
  noUnsafeSql,
  clientHooks,
];
export default config;
