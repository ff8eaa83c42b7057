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
