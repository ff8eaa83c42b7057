// Alpha-beta over the play phase, asked as yes/no questions: "can team A still take at least
// t tricks?". Narrowing t (a binary search seeded from the table, in the spirit of MTD(f))
// gives the exact count. Bounds learnt at trick boundaries go into the transposition table
// and stay valid across questions and across the root moves of one deal.

import { cannotTakeAll, quickTricks, sureTrumpTricks } from "./bounds";
import { estimateTricks } from "./estimate";
import {
  cls,
  inTrick,
  lastLead,
  lastTrickWinner,
  leader,
  moves,
  MOVE_SUIT_SHIFT,
  n,
  play,
  runRel,
  team,
  toMove,
  totalTricks,
  trickRel,
  tricksLeft,
  unbeatenRel,
  undo,
  winCls,
  winner,
  winSuit,
  won,
} from "./position";
import { clearTable, KEY_WORDS, locate, probe, store } from "./table";

const MAX_PLY: i32 = 64;
const ALL: i32 = (1 << 28) - 1;
const MAX_MOVES: i32 = 16;
/** A horizon never reached: an exact search. */
const NO_HORIZON: i32 = 1 << 30;
/**
 * One of the open trick's winners (seat << 5 | suit << 3 | class) plus one, or at a lead,
 * 128 + the seat on lead * 17 + the last trick's lead (lastLead). A lead that answered
 * for one seat is seldom in another's hand, and whether the side goes on with its own suit or
 * returns the opponents' or the partner's, a good lead depends on what was led before
 * (docs/solver.md, Measurements).
 */
const KILLER_SITUATIONS: i32 = 128 + 4 * 17;
/** Killers are kept apart per tricks still needed (modulo this). */
const NEEDS: i32 = 16;

const buf = new StaticArray<i32>(MAX_PLY * MAX_MOVES);
const scores = new StaticArray<i32>(MAX_PLY * MAX_MOVES);
const keys = new StaticArray<i32>(MAX_PLY * KEY_WORDS);
/** Per ply, whether the node there on the current line wrote its key (to build on a trick later). */
const keyed = new StaticArray<bool>(MAX_PLY);
/** Scratch for the relevance the bounds and the table report. */
const rel = new StaticArray<i32>(2);
const enough = new StaticArray<i32>(2);
/** The classes (bit suit * 7 + class) the last search's answer depended on. */
let relOut: i32 = 0;
/** Per player and move, how often it refuted its siblings: a tie-break in move ordering. */
const history = new StaticArray<i32>(4 * 64);
/**
 * Killer moves: per ply, tricks still needed and situation (a lead, or who wins the open trick
 * with which card), the last card that answered the question where the ordering's first
 * choice did not. Tried first the next time: most of a search went into first choices that
 * failed, above all leads. A card that won the side 3 tricks from here is no guide to winning
 * 5, so they are kept apart per need (docs/solver.md, Measurements).
 */
const killers = new StaticArray<i32>(MAX_PLY * NEEDS * KILLER_SITUATIONS);
/** Killers are stamped (stamp << 8 | move): a new stamp forgets them all at once. */
let killerStamp: i32 = 0;
let side: i32 = 0;
let target: i32 = 0;
let ply: i32 = 0;
let horizonLeft: i32 = 0;
/** Nodes visited so far, over all solves: the measure of work that sample budgets use. */
export let nodes: f64 = 0;

/**
 * Before a solve of the position set up: `horizon` complete tricks searched exactly, or -1 for
 * all. `keep`: an exact solve that keeps what the last exact one learnt (its table, history and
 * killers); the caller vouches that both had the same trump, players and teams. The table's
 * entries hold what a position is worth whatever the root, so one board's contracts share them.
 */
export function begin(horizon: i32, keep: bool): void {
  side = team[toMove];
  if (!keep || horizon >= 0) {
    clearTable();
    for (let i = 0; i < history.length; i++) history[i] = 0;
    forgetKillers();
  }
  for (let i = 0; i < MAX_PLY; i++) keyed[i] = false;
  ply = 0;
  horizonLeft = horizon < 0 ? NO_HORIZON : horizon + totalTricks - tricksLeft;
}

/**
 * Exact (or horizon-bounded) tricks the team of the player to move takes from here on, or
 * `floor` if they are fewer: a caller that wants only a count above it (the better of two
 * leads) is answered with one failed question where the count is not.
 */
export function tricks(floor: i32): i32 {
  return floor > 0 ? value(min(floor, tricksLeft), tricksLeft, floor + 1) : value(0, tricksLeft, -1);
}

// The mover's cards, one per class of equivalent cards, and what each is worth (see valueEach).
export const repMoves = new StaticArray<i32>(MAX_MOVES);
export const repValues = new StaticArray<i32>(MAX_MOVES);

/**
 * The value of every card of the mover, one per class of equivalent cards: the tricks the
 * mover's team takes from here on, counting the current trick. Fills repMoves and repValues;
 * returns how many.
 */
export function valueEach(): i32 {
  const count = moves(buf, 0, scores, history);
  // Cards often share a value, so each search first asks about the previous card's.
  let last = -1;
  for (let i = 0; i < count; i++) {
    const move = buf[i];
    const before = won[side];
    play(move);
    ply = 1;
    const gained = won[side] - before;
    last = gained + value(0, tricksLeft, last - gained);
    repMoves[i] = move;
    repValues[i] = last;
    undo();
  }
  return count;
}

/**
 * Narrows [lo, hi] to the exact count of the side's tricks from the current position. The
 * first question is asked at the guess, or else at a static estimate: near the answer, so
 * few questions follow, each one step on from the last.
 */
function value(lo: i32, hi: i32, guess: i32): i32 {
  const base = won[side];
  const depth = ply;
  if (guess < 0 && inTrick == 0) guess = estimateTricks(side);
  while (lo < hi) {
    const t = guess > lo && guess <= hi ? guess : (lo + hi + 1) >> 1;
    target = base + t;
    ply = depth;
    // In a deep exact search each question starts without killers: the cards that answered
    // another target mislead. (Shallow and bounded searches do no better so.)
    if (tricksLeft > 6 && horizonLeft == NO_HORIZON) forgetKillers();
    // Step by one from the last question (MTD(f)): the answer is usually near the guess.
    if (search()) {
      lo = t;
      guess = t + 1;
    } else {
      hi = t - 1;
      guess = t - 1;
    }
  }
  return lo;
}

/** A new stamp; after 2^24 of them old killers may come back, which costs only their try. */
function forgetKillers(): void {
  killerStamp = (killerStamp + 1) & 0xffffff;
}

/** Moves `move` to the front if the mover has it, the others keeping their order. */
function tryFirst(offset: i32, count: i32, move: i32): void {
  for (let i = offset + 1; i < offset + count; i++) {
    if (buf[i] != move) continue;
    for (; i > offset; i--) buf[i] = buf[i - 1];
    buf[offset] = move;
    return;
  }
}

function search(): bool {
  nodes++;
  const have = won[side];
  relOut = 0;
  if (have >= target) return true;
  if (have + tricksLeft < target) return false;
  const need = target - have;
  const boundary = inTrick == 0;
  const at = ply * KEY_WORDS;
  keyed[ply] = false;
  let slot = -1;
  if (boundary) {
    if (totalTricks - tricksLeft >= horizonLeft) {
      // The estimate reads every card.
      relOut = ALL;
      return estimateTricks(side) >= need;
    }
    if (tricksLeft == 1) {
      const ours = team[lastTrickWinner()] == side;
      relOut = trickRel;
      return ours;
    }
    // The table first: it settles most of the positions that reach here in long deals (bound
    // cuts are stored too); positions two tricks from the end are looked up too
    // (docs/solver.md, Measurements).
    const from = ply >= n && keyed[ply - n] ? at - n * KEY_WORDS : -1;
    slot = locate(keys, at, from);
    keyed[ply] = true;
    const settled = side == 0 ? probe(slot, keys, at, need, rel) : flipped(probe(slot, keys, at, tricksLeft - need + 1, rel));
    if (settled >= 0) {
      relOut = rel[0];
      return settled == 1;
    }
    // What a cut needs: `need` tricks for the side, the rest and one more for the other.
    enough[side] = need;
    enough[1 - side] = tricksLeft - need + 1;
    const top = sureTrumpTricks(rel, enough);
    const sure = side == 0 ? top >> 8 : top & 255;
    const against = side == 0 ? top & 255 : top >> 8;
    // Sound bounds never cut both ways, so the quick tricks wait until the trumps fail.
    if (sure >= need || tricksLeft - against < need) {
      const yes = sure >= need;
      relOut = rel[1];
      // Stored, so the next visit and positions alike in the classes looked at skip the bounds.
      remember(slot, at, need, yes);
      return yes;
    }
    const leading = team[leader] == side;
    const quick = quickTricks(rel, enough[team[leader]]);
    if (leading ? quick >= need : tricksLeft - quick < need) {
      relOut = rel[0];
      remember(slot, at, need, leading);
      return leading;
    }
    // A side that needs every trick left: its lengths in the suits it tops, or a guarded trump
    // against it (see cannotTakeAll).
    const all = need == tricksLeft ? side : need == 1 ? 1 - side : -1;
    if (all >= 0 && cannotTakeAll(all, rel)) {
      const yes = all != side;
      relOut = rel[0];
      remember(slot, at, need, yes);
      return yes;
    }
  }
  if (!boundary) {
    // The open trick decides the question when its winner's team can no longer be beaten;
    // that depends on the cards above the winning one (and the lengths every key holds).
    const winning = team[winner];
    if (winning == side ? need == 1 : need == tricksLeft) {
      const r = unbeatenRel(1 - winning);
      if (r >= 0) {
        relOut = r;
        return winning == side;
      }
    }
  }
  const maximizing = team[toMove] == side;
  const offset = ply * MAX_MOVES;
  const count = moves(buf, offset, scores, history);
  const situation = boundary ? 128 + toMove * 17 + lastLead() : 1 + ((winner << 5) | (winSuit << 3) | winCls);
  const killer = (ply * NEEDS + (need & (NEEDS - 1))) * KILLER_SITUATIONS + situation;
  if (killers[killer] >>> 8 == killerStamp) tryFirst(offset, count, killers[killer] & 255);
  let result = !maximizing;
  // A refuted node depends on all its answers, a proven one on the proof alone.
  let relAll = 0;
  // Per suit (a byte each), the class below which every card of the mover's is known to fail.
  let failsBelow = 0;
  ply++;
  for (let i = 0; i < count; i++) {
    const move = buf[offset + i];
    const suit = move >> MOVE_SUIT_SHIFT;
    const c = cls(move);
    const below = (failsBelow >> (suit << 3)) & 255;
    if (c < below) continue;
    play(move);
    const decided = inTrick == 0 ? trickRel : 0;
    const ok = search();
    const childRel = relOut | decided;
    undo();
    relAll |= childRel;
    if (ok != maximizing) {
      // The answer did not depend on the suit's classes at or below this card's: any lower
      // card of the suit leaves a position alike in every class that mattered, so it fails too.
      // (c >= below here, so the new bound only ever rises.)
      const r = (childRel >> (suit * 7)) & 0x7f;
      const lowest = r == 0 ? 7 : 31 - clz<i32>(r & -r);
      if (c < lowest) failsBelow += (lowest - below) << (suit << 3);
    }
    if (ok == maximizing) {
      relAll = childRel;
      if (i > 0) {
        const h = toMove * 64 + move;
        history[h] = min(0xffff, history[h] + tricksLeft * tricksLeft);
        killers[killer] = (killerStamp << 8) | move;
      }
      result = maximizing;
      break;
    }
  }
  ply--;
  // A refutation of every card searched stands only where the cards skipped as equivalent are.
  if (result != maximizing) relAll = runRel(relAll);
  relOut = relAll;
  if (slot >= 0) remember(slot, at, need, result);
  return result;
}

/**
 * Files the answer to "at least `need` more tricks?" as bounds, under the relevance just found.
 * The table holds team 0's tricks, so that solves searching for either team share it.
 */
function remember(slot: i32, at: i32, need: i32, yes: bool): void {
  const left = tricksLeft;
  const lo = yes ? need : 0;
  const hi = yes ? left : need - 1;
  if (side == 0) store(slot, keys, at, left, relOut, lo, hi);
  else store(slot, keys, at, left, relOut, left - hi, left - lo);
}

/** Team 1's answer from team 0's: "at least need?" is "not at least left - need + 1?" for the other. */
function flipped(settled: i32): i32 {
  return settled < 0 ? settled : 1 - settled;
}
