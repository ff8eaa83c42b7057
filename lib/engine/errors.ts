import type { Result, RuleError, RuleErrorCode } from "./types";

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

export const fail = <T = never>(code: RuleErrorCode, message: string): Result<T> => ({
  ok: false,
  error: { code, message } satisfies RuleError,
});

/**
 * What the engine throws, and all it throws: a caller broke the precondition of a function whose
 * arguments the engine or the server made (a state, a card from a view, a variant id). What comes
 * from players or storage is refused with a Result instead, so this is always a bug in the caller.
 */
export class EngineError extends Error {
  readonly code: RuleErrorCode = "bad_argument";
  constructor(message: string) {
    super(message);
    this.name = "EngineError";
  }
}

/** Throws an EngineError unless `holds`; `message` says what the argument must be. */
export function precondition(holds: boolean, message: string): asserts holds {
  if (!holds) throw new EngineError(message);
}
