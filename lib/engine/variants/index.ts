import type { VariantId } from "../types";
import type { Variant } from "../variant";
import { bidSix } from "./bid-six";
import { doubleDeck } from "./double-deck";
import { euchre } from "./euchre";
import { railroad } from "./railroad";
import { hasenpfeffer } from "./hasenpfeffer";
import { napoleon } from "./napoleon";
import { threeHand } from "./three-hand";
import { twoHand } from "./two-hand";

export const VARIANTS: Record<VariantId, Variant> = {
  euchre,
  "two-hand": twoHand,
  "bid-six": bidSix,
  "double-deck": doubleDeck,
  "three-hand": threeHand,
  railroad,
  hasenpfeffer,
  napoleon,
};

/**
 * The variant called `x`, or undefined. Looked up rather than searched for: apply does it on every
 * move. Only a string is looked up, and "__proto__" or "toString" find Object's members, which
 * have no info.
 */
export function variantNamed(x: unknown): Variant | undefined {
  const variant = typeof x === "string" ? (VARIANTS as Partial<Record<string, Variant>>)[x] : undefined;
  return variant?.info === undefined ? undefined : variant;
}

export const isVariantId = (x: unknown): x is VariantId => variantNamed(x) !== undefined;
