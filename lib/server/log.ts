import "server-only";
import pino from "pino";
import { logLevel } from "./config";

// Structured JSON logs on stdout (one line per event) for the operator's log pipeline. Secrets
// and session tokens never reach a log line: request headers are not logged at all, and these
// paths are redacted wherever they appear.
export const log = pino({
  level: logLevel(),
  base: { app: "daily-euchre" },
  redact: {
    paths: ["cookie", "authorization", "*.cookie", "*.authorization", "*.token", "*.secret", "*.password", "*.seed"],
    censor: "[redacted]",
  },
});
