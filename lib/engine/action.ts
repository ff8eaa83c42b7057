// Untrusted input → a canonical Action, or null, and the guards it is built from. apply() and
// redactEntry() take any object with an action's fields and copy only those, in one canonical
// form, so what the engine keeps never aliases the caller's object; a log and an API body must
// hold the same shapes and nothing more (schema.ts's actionSchema, strict).

import { isCard, isSuit } from "./cards";
import { DENOMINATIONS, SEATS, type Action, type Denomination, type Seat } from "./types";

export const isObject = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);

/** Where `x` is in one of the vocabulary's short lists, or −1. */
export const indexIn = (list: readonly string[], x: unknown): number => (list as readonly unknown[]).indexOf(x);

/** An array whose every element passes `test`; a hole in a sparse array is tested too (every() would skip it). */
export function isListOf<T>(x: unknown, test: (item: unknown) => item is T): x is T[] {
  if (!Array.isArray(x)) return false;
  for (let i = 0; i < x.length; i++) if (!test(x[i])) return false;
  return true;
}

/** The denomination's index in DENOMINATIONS, or −1. */
export const denomIndex = (x: unknown): number => indexIn(DENOMINATIONS, x);
export const isDenomination = (x: unknown): x is Denomination => denomIndex(x) >= 0;
export const isSeat = (x: unknown): x is Seat => indexIn(SEATS, x) >= 0;
const isAloneFlag = (x: unknown) => x === undefined || typeof x === "boolean";

/** `alone` appears only when true, so equal actions have one form in logs. */
const aloneFlag = (alone: unknown) => (alone === true ? { alone: true as const } : {});

/** Only the known fields are copied: callers may mutate their object afterwards. */
export function parseAction(x: unknown): Action | null {
  if (!isObject(x)) return null;
  switch (x.type) {
    case "pass":
      return { type: "pass" };
    case "order":
      return isAloneFlag(x.alone) ? { type: "order", ...aloneFlag(x.alone) } : null;
    case "name":
      return isSuit(x.suit) && isAloneFlag(x.alone) ? { type: "name", suit: x.suit, ...aloneFlag(x.alone) } : null;
    case "pickup":
      return typeof x.take === "boolean" ? { type: "pickup", take: x.take } : null;
    case "discard":
      return isCard(x.card) ? { type: "discard", card: x.card } : null;
    case "bid": {
      if (typeof x.tricks !== "number" || !Number.isFinite(x.tricks)) return null;
      const tricks = x.tricks === 0 ? 0 : x.tricks; // −0 as 0: JSON would turn it into 0 anyway
      if (x.denom === undefined) return { type: "bid", tricks };
      return isDenomination(x.denom) ? { type: "bid", tricks, denom: x.denom } : null;
    }
    case "declare":
      return isDenomination(x.denom) ? { type: "declare", denom: x.denom } : null;
    case "alone":
      return isDenomination(x.denom) ? { type: "alone", denom: x.denom } : null;
    case "exchange":
      if (!Array.isArray(x.cards) || x.cards.length > 12) return null; // the length first: a huge list is not read
      return isListOf(x.cards, isCard) ? { type: "exchange", cards: [...x.cards] } : null;
    case "play":
      return isCard(x.card) ? { type: "play", card: x.card } : null;
    default:
      return null;
  }
}
