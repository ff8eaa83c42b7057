// Untrusted input → a canonical Action, or null. Hand-written rather than zod because apply()
// runs it on every move of every search; the log's zod schema (log.ts) accepts the same shapes.

import { isCard } from "./cards";
import { DENOMINATIONS, SEATS, SUITS, type Action, type Card, type Denomination, type Seat, type Suit } from "./types";

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);
const isSuitName = (x: unknown): x is Suit => (SUITS as readonly unknown[]).includes(x);
const isDenomination = (x: unknown): x is Denomination => (DENOMINATIONS as readonly unknown[]).includes(x);
export const isSeat = (x: unknown): x is Seat => (SEATS as readonly unknown[]).includes(x);
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
      return isSuitName(x.suit) && isAloneFlag(x.alone) ? { type: "name", suit: x.suit, ...aloneFlag(x.alone) } : null;
    case "pickup":
      return typeof x.take === "boolean" ? { type: "pickup", take: x.take } : null;
    case "discard":
      return isCard(x.card) ? { type: "discard", card: x.card } : null;
    case "bid":
      if (typeof x.tricks !== "number" || !Number.isFinite(x.tricks)) return null;
      if (x.denom === undefined) return { type: "bid", tricks: x.tricks };
      return isDenomination(x.denom) ? { type: "bid", tricks: x.tricks, denom: x.denom } : null;
    case "declare":
      return isDenomination(x.denom) ? { type: "declare", denom: x.denom } : null;
    case "alone":
      return isDenomination(x.denom) ? { type: "alone", denom: x.denom } : null;
    case "exchange":
      return Array.isArray(x.cards) && x.cards.length <= 12 && x.cards.every(isCard)
        ? { type: "exchange", cards: [...(x.cards as Card[])] }
        : null;
    case "play":
      return isCard(x.card) ? { type: "play", card: x.card } : null;
    default:
      return null;
  }
}
