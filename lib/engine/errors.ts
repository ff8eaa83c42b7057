import type { Result, RuleError, RuleErrorCode } from "./types";

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

export const fail = <T = never>(code: RuleErrorCode, message: string): Result<T> => ({
  ok: false,
  error: { code, message } satisfies RuleError,
});
