// The public face of the rules engine. Everything here is pure and deterministic; states, logs
// and views are plain JSON. See types.ts for the vocabulary and the state shapes.

export * from "./types";
export { EngineError } from "./errors";
export { createRng, type Rng } from "./rng";
export { effectiveSuit, legalPlays, strength, trickWinner } from "./cards";
export { ENGINE_VERSION, apply, legalActions, newMatch, seatsOf, teamOf, toMove, variantInfo } from "./match";
export { logEntries, makeLog, parseLog, replay } from "./log";
export { redactEntry, view } from "./view";
export { scoreBid, scoreTrumpMaking } from "./scoring";
export { highBid, type HighBid } from "./variants/auction";

import { shuffledDeck as shuffleFor } from "./deal";
import type { Card, VariantId } from "./types";
import { VARIANTS } from "./variants";

/** The deck of a deal with `seed`, top card first, before it is dealt. */
export const shuffledDeck = (variant: VariantId, seed: string): Card[] => shuffleFor(VARIANTS[variant], seed);
