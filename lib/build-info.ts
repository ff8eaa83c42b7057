import pkg from "../package.json";

// The site's version (package.json) and the short commit hash of the build, which
// next.config.mjs records at build time ("dev" when unknown).
export function buildInfo(): { version: string; commit: string } {
  return { version: pkg.version, commit: process.env.APP_COMMIT || "dev" };
}
