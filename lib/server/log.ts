import "server-only";
import pino from "pino";

// Structured JSON logs on stdout (one line per event) for the operator's log pipeline. Secrets
// and session tokens never reach a log line: request headers are not logged at all, and these
// paths are redacted wherever they appear.
export const log = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: { app: "daily-euchre" },
  redact: {
    paths: ["cookie", "authorization", "*.cookie", "*.authorization", "*.token", "*.secret", "*.password", "*.seed"],
    censor: "[redacted]",
  },
});
