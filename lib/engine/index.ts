// The public face of the rules engine. Everything here is pure and deterministic; states, logs
// and views are plain JSON. The vocabulary — seats, suits, ranks, denominations (types.ts), the
// pack and each variant's deck, teams and partners, an action's zod schema — is declared here
// once, and the API, the bots and the UI derive from it.
//
// Every function here is total. What players or storage send (actions, seats of a move, setups,
// logs) is refused with a Result and a stable code (a stored log's entry: redactEntry's null).
// What the engine or the server made (states, cards of a view, variant ids, seeds, numbers) is
// checked as a precondition: a bad one throws an EngineError with code bad_argument, and the
// engine throws nothing else.

export * from "./types";
export { ALL_CARDS, PACK, SAME_COLOUR, isSuit } from "./cards";
export { actionSchema } from "./schema";
export { EngineError } from "./errors";
export { createRng, type Rng } from "./rng";
export { effectiveSuit, forcedBidder, highBid, legalPlays, shuffledDeck, strength, trickWinner } from "./checked";
export {
  ENGINE_VERSION,
  apply,
  checkOptions,
  deckOf,
  legalActions,
  newMatch,
  partnerOf,
  seatsOf,
  teamOf,
  toMove,
  variantInfo,
} from "./match";
export { logEntries, makeLog, parseLog, replay } from "./log";
export { redactEntry, view } from "./view";
export {
  NAP_STAKES,
  netAgainst,
  netAgainstEach,
  scoreBid,
  scoreNapoleon,
  scoreThreeHand,
  scoreTrumpMaking,
  scoreUndertricks,
} from "./scoring";
export { type HighBid } from "./variants/auction";
