// The solver's mutable play-phase state: per player and effective suit a bitmask of held cards,
// the current trick, and an undo stack. One position per WebAssembly instance, in globals and
// fixed arrays, so that play/undo and move generation allocate nothing inside the search.
// (AssemblyScript: compiled by scripts/build-solver.mjs; i32 is a 32-bit integer.)

import { orderScore, suitContext } from "./order";

/** Classes per effective suit: trump holds 7 (two bowers), a plain suit 6. */
export const CLASSES: i32 = 7;
export const MOVE_SUIT_SHIFT: i32 = 4;
/** Cards and tricks in a deal at most: the double deck's 48 and 12. */
const MAX_CARDS: i32 = 48;
const MAX_TRICKS: i32 = 12;

export function popcount(x: i32): i32 {
  return popcnt<i32>(x);
}

/** The class of the highest card in a suit mask, or -1 for none. */
export function topCls(mask: i32, shift: i32): i32 {
  return mask == 0 ? -1 : (31 - clz<i32>(mask)) >> shift;
}

// ANY[x]: the classes in which a double-deck suit mask x (two bits per class) holds a card.
const ANY = new StaticArray<u8>(1 << (2 * CLASSES));
for (let x = 1; x < ANY.length; x++) {
  let classes = 0;
  for (let c = 0; c < CLASSES; c++) if ((x >> (2 * c)) & 3) classes |= 1 << c;
  ANY[x] = <u8>classes;
}

// REP[(fullyMine << 7) | present]: the lowest class of each run of classes that are wholly
// the mover's with no other present card between them. Playing any card of a run is
// equivalent; the lowest leaves a smaller search than the highest (docs/solver.md, Measurements).
const REP = new StaticArray<u8>(1 << (2 * CLASSES));
for (let mine = 0; mine < 1 << CLASSES; mine++) {
  for (let present = 0; present < 1 << CLASSES; present++) {
    if ((mine & present) != mine) continue;
    let rep = 0;
    let prevMine = false;
    for (let c = 0; c < CLASSES; c++) {
      if (!((present >> c) & 1)) continue;
      const isMine = ((mine >> c) & 1) == 1;
      if (isMine && !prevMine) rep |= 1 << c;
      prevMine = isMine;
    }
    REP[(mine << CLASSES) | present] = <u8>rep;
  }
}

/** Players: the active seats in turn order (player i + 1 plays after player i). */
export let n: i32 = 4;
/** 0 for a single deck, 1 for the double deck (two bits per class). */
export let shift: i32 = 0;
export let trump = false;
/** Team (0 or 1) of each player. */
export const team = new StaticArray<i32>(4);
/** Per player and effective suit (player * 4 + suit), the cards held. */
export const hands = new StaticArray<i32>(16);
export let totalTricks: i32 = 0;

export let leader: i32 = 0;
export let toMove: i32 = 0;
export let inTrick: i32 = 0;
export let led: i32 = -1;
export let winner: i32 = -1;
export let winSuit: i32 = -1;
export let winCls: i32 = -1;
/** Per effective suit, the cards not yet in a completed trick (hands plus the open trick). */
export const live = new StaticArray<i32>(4);
/** Tricks taken by each team since this position was set up. */
export const won = new StaticArray<i32>(2);
export let tricksLeft: i32 = 0;
/**
 * Set when a card completes a trick: the winning card's relevance bit (suit * 7 + class) if
 * it beat another card of its suit, else 0 (a lone card of its suit wins whatever its rank).
 */
export let trickRel: i32 = 0;
/** Set when a card completes a trick: the suits (bit per suit) of that trick's cards. */
export let trickSuits: i32 = 0;
/**
 * Every player's length in every suit, four bits each: players 0 and 1 in the first word,
 * 2 and 3 in the second (bit 4 * ((player & 1) * 4 + suit)). Kept up to date by play/undo
 * for the transposition table's key.
 */
export const lens = new StaticArray<i32>(2);

/** Per completed trick, live as it was before: undo restores it. */
const hLive = new StaticArray<i32>(4 * MAX_TRICKS);

// Undo stack, one entry per card played.
let depth: i32 = 0;
const hMove = new StaticArray<i32>(MAX_CARDS);
const hPlayer = new StaticArray<i32>(MAX_CARDS);
/** The trick state before each card: winner, winning suit and class, led suit (a byte each, plus one). */
const hTrick = new StaticArray<i32>(MAX_CARDS);

/**
 * Starts a deal from the hands set with setHand, every player's (the open trick's cards still
 * in their players' hands: the caller replays them with play): `tricks` in all, `first` to lead.
 */
export function setUp(players: i32, doubleDeck: bool, trumpContract: bool, first: i32, tricks: i32): void {
  n = players;
  shift = doubleDeck ? 1 : 0;
  trump = trumpContract;
  for (let i = 0; i < 4; i++) live[i] = 0;
  lens[0] = lens[1] = 0;
  for (let i = 0; i < n * 4; i++) {
    live[i & 3] |= hands[i];
    lens[i >> 3] += popcount(hands[i]) << (4 * (i & 7));
  }
  totalTricks = tricksLeft = tricks;
  won[0] = won[1] = 0;
  depth = inTrick = trickRel = trickSuits = 0;
  led = winner = winSuit = winCls = -1;
  leader = toMove = first;
}

/** Gives a player his team and his cards in one effective suit. */
export function setHand(player: i32, side: i32, suit: i32, mask: i32): void {
  team[player] = side;
  hands[player * 4 + suit] = mask;
}

/**
 * At a trick boundary, the last trick's lead: its suit and the seat that led it, counted on
 * from the seat now on lead (suit | seat << 2); 16 before a trick has been completed here.
 */
export function lastLead(): i32 {
  if (depth < n) return 16;
  const first = depth - n;
  return (hMove[first] >> MOVE_SUIT_SHIFT) | (((hPlayer[first] - toMove) & 3) << 2);
}

export function cls(move: i32): i32 {
  return (move & 15) >> shift;
}

export function play(move: i32): void {
  const p = toMove;
  const suit = move >> MOVE_SUIT_SHIFT;
  const c = (move & 15) >> shift;
  const d = depth++;
  hMove[d] = move;
  hPlayer[d] = p;
  hTrick[d] = (winner + 1) | ((winSuit + 1) << 8) | ((winCls + 1) << 16) | ((led + 1) << 24);
  hands[p * 4 + suit] &= ~(1 << (move & 15));
  lens[p >> 1] -= 1 << (4 * ((p & 1) * 4 + suit));
  if (inTrick == 0) {
    led = suit;
    winner = p;
    winSuit = suit;
    winCls = c;
  } else if (
    // Strictly higher, so the first played of two identical cards keeps the trick.
    (suit == winSuit && c > winCls) ||
    (trump && suit == 0 && winSuit != 0)
  ) {
    winner = p;
    winSuit = suit;
    winCls = c;
  }
  if (++inTrick == n) {
    const k = 4 * (totalTricks - tricksLeft);
    for (let s = 0; s < 4; s++) hLive[k + s] = live[s];
    let sameSuit = 0;
    let suits = 0;
    for (let i = d - n + 1; i <= d; i++) {
      const s = hMove[i] >> MOVE_SUIT_SHIFT;
      live[s] &= ~(1 << (hMove[i] & 15));
      suits |= 1 << s;
      if (s == winSuit) sameSuit++;
    }
    trickSuits = suits;
    trickRel = sameSuit > 1 ? 1 << (winSuit * 7 + winCls) : 0;
    won[team[winner]]++;
    tricksLeft--;
    inTrick = 0;
    leader = winner;
    toMove = winner;
  } else {
    toMove = p + 1 == n ? 0 : p + 1;
  }
}

/**
 * If no player of `side` still to play to the open trick (the mover first) can beat its
 * winning card: the classes that depend on, else -1. The winner's rank matters only when
 * it beat a card of its suit or such a card may still come.
 */
export function unbeatenRel(side: i32): i32 {
  let rankMatters = false;
  for (let i = depth - inTrick; i < depth; i++) {
    if (hMove[i] >> MOVE_SUIT_SHIFT == winSuit && hPlayer[i] != winner) rankMatters = true;
  }
  for (let k = inTrick, q = toMove; k < n; k++, q = q + 1 == n ? 0 : q + 1) {
    if (team[q] != side) continue;
    const follow = hands[q * 4 + led];
    const same = follow != 0 ? (winSuit == led ? follow : 0) : trump && winSuit == 0 ? hands[q * 4] : 0;
    if (follow == 0 && trump && winSuit != 0 && hands[q * 4] != 0) return -1;
    if (same == 0) continue;
    if ((31 - clz<i32>(same)) >> shift > winCls) return -1;
    rankMatters = true;
  }
  return rankMatters ? 1 << (winSuit * 7 + winCls) : 0;
}

/** At a trick boundary with one card each: the player who wins the last trick (sets trickRel). */
export function lastTrickWinner(): i32 {
  let best = -1;
  let bestSuit = -1;
  let bestCls = -1;
  let sameSuit = 0;
  for (let i = 0, p = leader; i < n; i++, p = p + 1 == n ? 0 : p + 1) {
    let suit = 0;
    while (hands[p * 4 + suit] == 0) suit++;
    const c = (31 - clz<i32>(hands[p * 4 + suit])) >> shift;
    if (suit == bestSuit) sameSuit++;
    if (best < 0 || (suit == bestSuit && c > bestCls) || (trump && suit == 0 && bestSuit != 0)) {
      if (suit != bestSuit) sameSuit = 1;
      best = p;
      bestSuit = suit;
      bestCls = c;
    }
  }
  trickRel = sameSuit > 1 ? 1 << (bestSuit * 7 + bestCls) : 0;
  return best;
}

/**
 * `rel` (bits suit * 7 + class) widened so that a node which tried one card of each run of
 * equivalent cards (see moves) holds wherever it is described: a run of classes that reaches
 * into the described classes of its suit is described down to its lowest class, the one
 * tried. (Else a position alike in the described classes may differ below them: the card
 * tried may be missing, or another player's card may part it from the run's cards above,
 * which were never tried.)
 */
export function runRel(rel: i32): i32 {
  const base = toMove * 4;
  const follow = inTrick > 0 && hands[base + led] != 0;
  const width = shift == 0 ? 1 : 3;
  for (let suit = 0; suit < 4; suit++) {
    if (follow && suit != led) continue;
    const mine = hands[base + suit];
    const r = (rel >> (suit * 7)) & 0x7f;
    if (mine == 0 || r == 0) continue;
    let lowest = 31 - clz<i32>(r & -r);
    const present = live[suit];
    let top = -1;
    let last = -1;
    for (let c = CLASSES - 1; c >= -1; c--) {
      const there = c < 0 ? width : (present >> (c << shift)) & width;
      if (there == 0) continue;
      if (c >= 0 && ((mine >> (c << shift)) & width) == there) {
        if (top < 0) top = c;
        last = c;
        continue;
      }
      if (top >= lowest && last < lowest) lowest = last;
      top = -1;
    }
    rel |= 1 << (suit * 7 + lowest);
  }
  return rel;
}

export function undo(): void {
  const d = --depth;
  if (inTrick == 0) {
    // Undoing the last card of a completed trick.
    won[team[winner]]--;
    tricksLeft++;
    const k = 4 * (totalTricks - tricksLeft);
    for (let s = 0; s < 4; s++) live[s] = hLive[k + s];
    inTrick = n;
  }
  inTrick--;
  const p = hPlayer[d];
  const move = hMove[d];
  hands[p * 4 + (move >> MOVE_SUIT_SHIFT)] |= 1 << (move & 15);
  lens[p >> 1] += 1 << (4 * ((p & 1) * 4 + (move >> MOVE_SUIT_SHIFT)));
  toMove = p;
  const trick = hTrick[d];
  winner = (trick & 255) - 1;
  winSuit = ((trick >> 8) & 255) - 1;
  winCls = ((trick >> 16) & 255) - 1;
  led = (trick >>> 24) - 1;
  if (inTrick == 0) leader = p;
}

/**
 * Writes the mover's legal moves into buf from offset, one per class of equivalent cards,
 * best first by a cheap heuristic; returns how many.
 */
export function moves(buf: StaticArray<i32>, offset: i32, scores: StaticArray<i32>, history: StaticArray<i32>): i32 {
  const p = toMove;
  const base = p * 4;
  const follow = inTrick > 0 && hands[base + led] != 0;
  let count = 0;
  for (let suit = 0; suit < 4; suit++) {
    if (follow && suit != led) continue;
    const mine = hands[base + suit];
    if (mine == 0) continue;
    const present = live[suit];
    let reps: i32;
    if (shift == 0) {
      reps = REP[(mine << CLASSES) | present];
    } else {
      const presentCls = <i32>ANY[present];
      const whole = presentCls & ~(<i32>ANY[present & ~mine]);
      reps = (<i32>REP[(whole << CLASSES) | presentCls]) | ((<i32>ANY[mine]) & ~whole);
    }
    // A lone card to follow with needs no score (a common case: docs/solver.md, Measurements).
    const lone = follow && (reps & (reps - 1)) == 0;
    const context = lone ? 0 : suitContext(suit);
    while (reps != 0) {
      const c = 31 - clz<i32>(reps);
      reps &= ~(1 << c);
      const bit = shift == 0 ? c : (mine >> (2 * c + 1)) & 1 ? 2 * c + 1 : 2 * c;
      const move = (suit << MOVE_SUIT_SHIFT) | bit;
      const score = lone ? 0 : (orderScore(suit, c, context) << 16) + history[p * 64 + move];
      // Insertion sort: lists are short.
      let i = offset + count++;
      while (i > offset && scores[i - 1] < score) {
        buf[i] = buf[i - 1];
        scores[i] = scores[i - 1];
        i--;
      }
      buf[i] = move;
      scores[i] = score;
    }
  }
  return count;
}
