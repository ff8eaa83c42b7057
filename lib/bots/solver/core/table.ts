// Transposition table for positions at trick boundaries, with bounds on the tricks team 0
// still takes (search.ts turns them for team 1). As in Haglund's DDS, an entry describes only
// what its result depended on: the leader, every player's length in every suit, and per suit
// the owners of the cards from the top down to the lowest one that won a trick by rank
// (relative ranks, so cards already played do not count). Positions that differ only below
// that share the entry.
//
// A profile (lengths and leader) lists the shapes (depths per suit) its entries were stored
// under; a probe looks the position up once per shape. Each shape keeps a one-word filter of
// its entries' hashes, so most lookups that would miss never touch the (uncached) entries.
// Shapes are tried from the one that last settled a probe on to the oldest (fewer tried, and
// other entries' relevance saves nodes: docs/solver.md, Measurements).
// A generation stamp clears it all in O(1).

import { CLASSES, hands, leader, lens, live, n, popcount, shift, trickSuits } from "./position";

/**
 * 2^18 entries, 8 MB: the hard 12-card double-deck deals overflow a smaller table, and a larger
 * one runs slower (docs/solver.md, Measurements).
 */
const BITS: i32 = 18;
const SIZE: i32 = 1 << BITS;
const PROFILE_BITS: i32 = 16;
const PROFILES: i32 = 1 << PROFILE_BITS;
/** Shapes remembered per profile; a full list forgets the one unused longest. */
const SHAPES: i32 = 40;
const DEPTHS: i32 = CLASSES + 1;
const E: i32 = 8;
/**
 * A profile's first shapes are kept with its header, 64 bytes in all, the rest apart: the
 * records most probes read fill 4 MB, not 22, which short solves (each starting on cold lines)
 * feel most (docs/solver.md, Measurements).
 */
const NEAR: i32 = 6;
const HEAD: i32 = 4 + 2 * NEAR;
const FAR: i32 = 2 * (SHAPES - NEAR);
const OVERFLOW: i32 = PROFILES * HEAD;
// The shape word: depths and leader, then bounds and tricks left (4 bits each).
const SHAPE_MASK: i32 = (1 << 14) - 1;
const LO_SHIFT: i32 = 16;
const HI_SHIFT: i32 = 20;
const LEFT_SHIFT: i32 = 24;

// Layout of one ply's key in the caller's buffer.
const LEN0: i32 = 0;
const LEN1: i32 = 1;
const LEADER: i32 = 2;
const SUIT_AT: i32 = 3; // per suit: where in the buffer its description is, here or in an earlier ply's key
const BLOCKS_AT: i32 = 7; // per suit, a block: the suit's description when this ply made it
// A suit's description: the classes that remain, then per depth the code of the top `depth`
// classes (or -1), then per depth that code hashed.
const PRESENT: i32 = 0;
const CUT: i32 = 1;
const MIX: i32 = CUT + DEPTHS;
const BLOCK: i32 = MIX + DEPTHS;
export const KEY_WORDS: i32 = BLOCKS_AT + 4 * BLOCK;

// Code of a double-deck class held as a pair: 4 + index of the unordered pair of owners.
const PAIR = new StaticArray<i8>(16);
for (let a = 0, next = 4; a < 4; a++) {
  for (let b = a; b < 4; b++, next++) PAIR[a * 4 + b] = PAIR[b * 4 + a] = <i8>next;
}
// CELL[held by players 0..3, two bits each]: the code of a double-deck class.
const CELL = new StaticArray<i8>(256);
for (let x = 0; x < 256; x++) {
  let first = -1;
  for (let q = 0; q < 4; q++) {
    const held = (x >> (2 * q)) & 3;
    if (held == 3) CELL[x] = PAIR[q * 5];
    else if (held != 0 && first < 0) CELL[x] = <i8>(first = q);
    else if (held != 0) CELL[x] = PAIR[first * 4 + q];
  }
}

// LOWEST[classes << 3 | depth]: the lowest of the top `depth` classes present.
const LOWEST = new StaticArray<i8>(8 << CLASSES);
for (let classes = 0; classes < 1 << CLASSES; classes++) {
  for (let c = CLASSES - 1, depth = 1; c >= 0; c--) if ((classes >> c) & 1) LOWEST[(classes << 3) | depth++] = <i8>c;
}

function depthOf(shape: i32, s: i32): i32 {
  return (shape >> (3 * s)) & 7;
}

/** The first word of the two-way bucket for a hash. */
function slotAt(h: i32): i32 {
  return ((h >>> (33 - BITS)) << 1) * E;
}

const M1: i32 = <i32>0x85ebca6b;
const M2: i32 = <i32>0x9e3779b1;

/**
 * Entries, E words each: stamp, shape word, the two length words, the four cut codes. The
 * shape word holds per suit the number of top classes described (3 bits each), the leader
 * (2 bits), then the bounds and the tricks left. A two-way bucket is one cache line.
 */
const entries = new StaticArray<i32>(SIZE * E);
/**
 * Profiles: per profile a record of HEAD words (stamp, the two length words, leader |
 * count << 8, then per shape the shape and its filter, the latest to settle a probe first),
 * then past OVERFLOW, FAR words each, the shapes after the first NEAR.
 */
const profiles = new StaticArray<i32>(PROFILES * (HEAD + FAR));
let gen: i32 = 0;

export function clearTable(): void {
  gen++;
}

/**
 * Writes the description of the position (at a trick boundary) to key[at..]; returns its
 * profile slot. With `from`, the key of the position one trick earlier: only the suits played
 * to that trick are described afresh, the others copied.
 */
export function locate(key: StaticArray<i32>, at: i32, from: i32): i32 {
  const fresh = from < 0 ? 15 : trickSuits;
  for (let s = 0; s < 4; s++) {
    if (!((fresh >> s) & 1)) {
      key[at + SUIT_AT + s] = key[from + SUIT_AT + s];
      continue;
    }
    const b = at + BLOCKS_AT + s * BLOCK;
    key[at + SUIT_AT + s] = b;
    let present = live[s];
    let code = 1;
    let classes = 0;
    if (shift == 0) {
      classes = present;
      while (present != 0) {
        const bit = 31 - clz<i32>(present);
        present &= ~(1 << bit);
        let owner = 0;
        while (!((hands[owner * 4 + s] >> bit) & 1)) owner++;
        code = (code << 2) | owner;
      }
    } else {
      const h0 = hands[s];
      const h1 = n > 1 ? hands[4 + s] : 0;
      const h2 = n > 2 ? hands[8 + s] : 0;
      const h3 = n > 3 ? hands[12 + s] : 0;
      // Only the classes present, from the top.
      while (present != 0) {
        const at2 = (31 - clz<i32>(present)) & ~1;
        present &= ~(3 << at2);
        classes |= 1 << (at2 >> 1);
        const x = ((h0 >> at2) & 3) | (((h1 >> at2) & 3) << 2) | (((h2 >> at2) & 3) << 4) | (((h3 >> at2) & 3) << 6);
        code = (code << 4) | CELL[x];
      }
    }
    key[b + PRESENT] = classes;
    // The code keeps its leading 1, so cuts of different depths never collide.
    const count = popcount(classes);
    for (let d = 0; d <= count; d++) {
      const cut = code >>> ((count - d) << (1 + shift));
      key[b + CUT + d] = cut;
      key[b + MIX + d] = ((cut ^ (s << 28)) * M1) ^ (cut >>> 11);
    }
    // Deeper shapes than the suit has classes match nothing (a stored code is never -1).
    for (let d = count + 1; d < DEPTHS; d++) key[b + CUT + d] = -1;
  }
  const len0 = lens[0];
  const len1 = lens[1];
  key[at + LEN0] = len0;
  key[at + LEN1] = len1;
  key[at + LEADER] = leader;
  const h = (len0 ^ ((len1 ^ leader) * M1)) * M2;
  return (h ^ (h >>> 15)) >>> (32 - PROFILE_BITS);
}

/**
 * Whether an entry that matches the key at key[at] settles "at least need?": 1 yes, 0 no,
 * -1 when none does (bounds of several entries combined never settle what none settles
 * alone). rel[0] gets the settling entry's relevance.
 */
export function probe(profile: i32, key: StaticArray<i32>, at: i32, need: i32, rel: StaticArray<i32>): i32 {
  const pf = profile * HEAD;
  if (!isProfile(pf, key, at)) return -1;
  const count = profiles[pf + 3] >> 8;
  for (let i = 0; i < count; i++) {
    const w = shapeAt(profile, i);
    const shape = profiles[w];
    const h = hashOf(key, at, shape);
    if (!((profiles[w + 1] >> (h & 31)) & 1)) continue;
    const e = find(key, at, shape, slotAt(h));
    if (e < 0) continue;
    const word = entries[e + 1];
    const yes = ((word >> LO_SHIFT) & 15) >= need;
    if (!yes && ((word >> HI_SHIFT) & 15) >= need) continue;
    rel[0] = relevance(key, at, shape);
    // The settling shape moves to the front of the list, the first tried next time.
    if (i > 0) toFront(profile, i, shape, profiles[w + 1]);
    return yes ? 1 : 0;
  }
  return -1;
}

/** Records bounds for the key at key[at], described down to the classes in rel (suit * 7 + class). */
export function store(profile: i32, key: StaticArray<i32>, at: i32, tricksLeft: i32, rel: i32, lo: i32, hi: i32): void {
  let shape = key[at + LEADER] << 12;
  for (let s = 0; s < 4; s++) {
    const r = (rel >> (s * 7)) & 0x7f;
    // Every remaining class at or above the lowest relevant one is described.
    const depth = r == 0 ? 0 : popcount(key[key[at + SUIT_AT + s] + PRESENT] >> (31 - clz<i32>(r & -r)));
    shape |= depth << (3 * s);
  }
  const h = hashOf(key, at, shape);
  const e = find(key, at, shape, slotAt(h));
  addShape(profile, key, at, shape, h & 31);
  if (e >= 0) {
    const word = entries[e + 1];
    lo = max(lo, (word >> LO_SHIFT) & 15);
    hi = min(hi, (word >> HI_SHIFT) & 15);
    entries[e + 1] = (word & ~(0xff << LO_SHIFT)) | (lo << LO_SHIFT) | (hi << HI_SHIFT);
    return;
  }
  let victim = slotAt(h);
  // Two ways: a fresh slot, else the one with fewer tricks left goes (the cheaper to redo).
  const other = victim + E;
  if (entries[victim] == gen && (entries[other] != gen || entries[other + 1] >>> LEFT_SHIFT < entries[victim + 1] >>> LEFT_SHIFT))
    victim = other;
  entries[victim] = gen;
  entries[victim + 1] = shape | (lo << LO_SHIFT) | (hi << HI_SHIFT) | (tricksLeft << LEFT_SHIFT);
  entries[victim + 2] = key[at + LEN0];
  entries[victim + 3] = key[at + LEN1];
  for (let s = 0; s < 4; s++) entries[victim + 4 + s] = key[key[at + SUIT_AT + s] + CUT + depthOf(shape, s)];
}

function isProfile(pf: i32, key: StaticArray<i32>, at: i32): bool {
  return (
    profiles[pf] == gen &&
    profiles[pf + 1] == key[at + LEN0] &&
    profiles[pf + 2] == key[at + LEN1] &&
    (profiles[pf + 3] & 255) == key[at + LEADER]
  );
}

/** Remembers that the profile has an entry under the shape; a full list forgets the one unused longest. */
function addShape(profile: i32, key: StaticArray<i32>, at: i32, shape: i32, filterBit: i32): void {
  const pf = profile * HEAD;
  if (!isProfile(pf, key, at)) {
    profiles[pf] = gen;
    profiles[pf + 1] = key[at + LEN0];
    profiles[pf + 2] = key[at + LEN1];
    profiles[pf + 3] = key[at + LEADER];
  }
  const count = profiles[pf + 3] >> 8;
  for (let i = 0; i < count; i++) {
    const w = shapeAt(profile, i);
    if (profiles[w] == shape) {
      profiles[w + 1] |= 1 << filterBit;
      return;
    }
  }
  // A new shape goes to the front; a full list drops the one at the end.
  if (count < SHAPES) profiles[pf + 3] += 1 << 8;
  toFront(profile, min(count, SHAPES - 1), shape, 1 << filterBit);
}

/** Where the profile's i-th shape (and after it, its filter) is. */
function shapeAt(profile: i32, i: i32): i32 {
  return i < NEAR ? profile * HEAD + 4 + 2 * i : OVERFLOW + profile * FAR + 2 * (i - NEAR);
}

/** Moves the profile's first `count` shapes one place on and puts the shape and its filter first. */
function toFront(profile: i32, count: i32, shape: i32, filter: i32): void {
  for (let i = count; i > 0; i--) {
    const to = shapeAt(profile, i);
    const from = shapeAt(profile, i - 1);
    profiles[to] = profiles[from];
    profiles[to + 1] = profiles[from + 1];
  }
  profiles[profile * HEAD + 4] = shape;
  profiles[profile * HEAD + 5] = filter;
}

/** The entry (its first word) for the key described under the shape, or -1. */
function find(key: StaticArray<i32>, at: i32, shape: i32, slot: i32): i32 {
  for (let e = slot; e <= slot + E; e += E) {
    if (entries[e] != gen || (entries[e + 1] & SHAPE_MASK) != shape || entries[e + 2] != key[at + LEN0] || entries[e + 3] != key[at + LEN1])
      continue;
    let same = true;
    for (let s = 0; s < 4 && same; s++) same = entries[e + 4 + s] == key[key[at + SUIT_AT + s] + CUT + depthOf(shape, s)];
    if (same) return e;
  }
  return -1;
}

/** The hash of the key described under the shape: its high bits pick the bucket, the low the filter bit. */
function hashOf(key: StaticArray<i32>, at: i32, shape: i32): i32 {
  let h = ((key[at + LEN0] ^ shape) * M2) ^ key[at + LEN1];
  for (let s = 0; s < 4; s++) h ^= key[key[at + SUIT_AT + s] + MIX + depthOf(shape, s)];
  h = (h ^ (h >>> 16)) * M1;
  return h ^ (h >>> 13);
}

/** The relevance (per suit, the lowest class described) of a shape in this position. */
function relevance(key: StaticArray<i32>, at: i32, shape: i32): i32 {
  let rel = 0;
  for (let s = 0; s < 4; s++) {
    const depth = depthOf(shape, s);
    if (depth > 0) rel |= 1 << (s * 7 + LOWEST[(key[key[at + SUIT_AT + s] + PRESENT] << 3) | depth]);
  }
  return rel;
}
