// The solver core's interface to JavaScript: lib/bots/solver/solver.ts sets up a deal with
// setHand, setUp and play (the open trick's cards), then asks begin and tricks or valueEach.
// The bound functions are exported for the tests that check them against plain minimax.
// Only numbers pass: solver.ts calls the raw exports, without asc's JavaScript glue
// (scripts/build-solver.mjs refuses an export that would need it).

import { cannotTakeAll, quickTricks, sureTrumpTricks } from "./bounds";
import { nodes, repMoves, repValues } from "./search";

/** A move, here and in play, repMove: the effective suit << MOVE_SUIT_SHIFT | the card's bit. */
export { MOVE_SUIT_SHIFT, play, setHand, setUp } from "./position";
export { begin, tricks, valueEach } from "./search";

export function repMove(i: i32): i32 {
  return repMoves[i];
}

export function repValue(i: i32): i32 {
  return repValues[i];
}

export function nodeCount(): f64 {
  return nodes;
}

/** The relevance the last bound below reported (rel[0] or rel[1] of bounds.ts). */
const boundRel = new StaticArray<i32>(2);
const boundEnough = new StaticArray<i32>(2);

export function boundRelevance(i: i32): i32 {
  return boundRel[i];
}

export function quickTricksNow(enough: i32): i32 {
  return quickTricks(boundRel, enough);
}

export function sureTrumpTricksNow(enough0: i32, enough1: i32): i32 {
  boundEnough[0] = enough0;
  boundEnough[1] = enough1;
  return sureTrumpTricks(boundRel, boundEnough);
}

/** 1 if `side` cannot take every trick left, else 0. */
export function cannotTakeAllNow(side: i32): i32 {
  return cannotTakeAll(side, boundRel) ? 1 : 0;
}
