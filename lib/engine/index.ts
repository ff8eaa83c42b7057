// The public face of the rules engine. Everything here is pure and deterministic; states, logs
// and views are plain JSON. See types.ts for the vocabulary and the state shapes.

export * from "./types";
export { EngineError } from "./errors";
export { createRng, type Rng } from "./rng";
export { effectiveSuit, highBid, legalPlays, shuffledDeck, strength, trickWinner } from "./checked";
export { ENGINE_VERSION, apply, legalActions, newMatch, seatsOf, teamOf, toMove, variantInfo } from "./match";
export { logEntries, makeLog, parseLog, replay } from "./log";
export { redactEntry, view } from "./view";
export { scoreBid, scoreTrumpMaking } from "./scoring";
export { type HighBid } from "./variants/auction";
