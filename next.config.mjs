import { execSync } from "node:child_process";
import createNextIntlPlugin from "next-intl/plugin";

function commit() {
  if (process.env.APP_COMMIT) return process.env.APP_COMMIT;
  try {
    return execSync("git rev-parse --short HEAD", { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    return "dev";
  }
}

// Pages get a per-request nonce CSP from proxy.ts; everything else (API, files) gets this one.
const staticCsp = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm test` runs tsc over the whole project; the build need not do it a second time.
  typescript: { ignoreBuildErrors: true },
  // PGlite loads its wasm and data files by path: bundling breaks it (TOOLCHAIN.md trap 4).
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "pino"],
  env: { APP_COMMIT: commit() },
  async headers() {
    const common = [
      { key: "X-Content-Type-Options", value: "nosniff" },
      { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
      { key: "X-Frame-Options", value: "DENY" },
      { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
    ];
    return [
      { source: "/:path*", headers: common },
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: staticCsp }] },
    ];
  },
};

// The messages are compiled at build time, so the browser gets no ICU parser (about 12 KiB of gzip JS).
export default createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
})(nextConfig);
