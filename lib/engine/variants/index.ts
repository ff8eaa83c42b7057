import type { VariantId } from "../types";
import type { Variant } from "../variant";
import { bidSix } from "./bid-six";
import { doubleDeck } from "./double-deck";
import { euchre } from "./euchre";
import { twoHand } from "./two-hand";

export const VARIANTS: Record<VariantId, Variant> = {
  euchre,
  "two-hand": twoHand,
  "bid-six": bidSix,
  "double-deck": doubleDeck,
};

/**
 * Looked up rather than searched for (apply checks it on every move, and the lookup costs next to
 * nothing). Only a string is looked up, and the variant must know itself by that name: "__proto__"
 * or "toString" find Object's members, which are no variant.
 */
export const isVariantId = (x: unknown): x is VariantId =>
  typeof x === "string" && (VARIANTS as Partial<Record<string, Variant>>)[x]?.info?.id === x;
