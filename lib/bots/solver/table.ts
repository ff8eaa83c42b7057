// Transposition table for positions at trick boundaries, with bounds on the tricks the searching
// team still takes. As in Haglund's DDS, an entry describes only what its result depended on:
// the leader, every player's length in every suit, and per suit the owners of the cards from
// the top down to the lowest one that won a trick by rank (relative ranks, so cards already
// played do not count). Positions that differ only below that share the entry.
//
// A profile (lengths and leader) lists the shapes (depths per suit) its entries were stored
// under; a probe looks the position up once per shape. A generation stamp clears it in O(1).

import { CLASSES } from "./encoding";
import type { Position } from "./position";

const BITS = 20;
const SIZE = 1 << BITS;
const PROFILE_BITS = 16;
const PROFILES = 1 << PROFILE_BITS;
/** Shapes remembered per profile; a full list forgets its oldest. */
const SHAPES = 40;
const DEPTHS = CLASSES + 1;

// Layout of one ply's key in the caller's buffer.
const LEN0 = 0;
const LEN1 = 1;
const LEADER = 2;
const CLASSES_AT = 3; // per suit: the classes that remain
const CUT_AT = 7; // per suit and depth: the code of the top `depth` classes, or -1
const MIX_AT = CUT_AT + 4 * DEPTHS; // per suit and depth: that code hashed
export const KEY_WORDS = MIX_AT + 4 * DEPTHS;

// Code of a double-deck class held as a pair: 4 + index of the unordered pair of owners.
const PAIR = new Int8Array(16);
for (let a = 0, next = 4; a < 4; a++) {
  for (let b = a; b < 4; b++, next++) PAIR[a * 4 + b] = PAIR[b * 4 + a] = next;
}

const popcount = (x: number): number => {
  let c = 0;
  for (; x !== 0; c++) x &= x - 1;
  return c;
};

const depthOf = (meta: number, s: number): number => (meta >> (3 * s)) & 7;

export class Table {
  // Entries: the description (lengths, shape and leader, codes cut to the shape) and bounds.
  private readonly len0 = new Int32Array(SIZE);
  private readonly len1 = new Int32Array(SIZE);
  /** The shape (per suit the number of top classes described, 3 bits each), then the leader. */
  private readonly meta = new Int32Array(SIZE);
  private readonly codes = new Int32Array(SIZE * 4);
  private readonly stamp = new Int32Array(SIZE);
  private readonly left = new Int8Array(SIZE);
  private readonly lo = new Int8Array(SIZE);
  private readonly hi = new Int8Array(SIZE);
  private readonly pLen0 = new Int32Array(PROFILES);
  private readonly pLen1 = new Int32Array(PROFILES);
  private readonly pLeader = new Int8Array(PROFILES);
  private readonly pStamp = new Int32Array(PROFILES);
  private readonly pCount = new Int8Array(PROFILES);
  private readonly pMetas = new Int32Array(PROFILES * SHAPES);
  private gen = 0;

  clear(): void {
    this.gen++;
  }

  /** Writes the description of pos (at a trick boundary) to key[at..]; returns its profile slot. */
  locate(pos: Position, key: Int32Array, at: number): number {
    const { hands, n, shift } = pos;
    let len0 = 0;
    let len1 = 0;
    for (let s = 0; s < 4; s++) {
      let present = 0;
      for (let q = 0; q < n; q++) {
        const held = hands[q * 4 + s];
        present |= held;
        const l = popcount(held);
        if (q < 2) len0 |= l << (4 * (q * 4 + s));
        else len1 |= l << (4 * ((q - 2) * 4 + s));
      }
      let code = 1;
      let classes = 0;
      if (shift === 0) {
        classes = present;
        while (present !== 0) {
          const bit = 31 - Math.clz32(present);
          present &= ~(1 << bit);
          let owner = 0;
          while (!((hands[owner * 4 + s] >> bit) & 1)) owner++;
          code = (code << 2) | owner;
        }
      } else {
        for (let c = CLASSES - 1; c >= 0; c--) {
          if (!((present >> (2 * c)) & 3)) continue;
          classes |= 1 << c;
          let first = -1;
          let cell = 0;
          for (let q = 0; q < n; q++) {
            const held = (hands[q * 4 + s] >> (2 * c)) & 3;
            if (held === 0) continue;
            if (held === 3) cell = PAIR[q * 5];
            else if (first < 0) cell = first = q;
            else cell = PAIR[first * 4 + q];
          }
          code = (code << 4) | cell;
        }
      }
      key[at + CLASSES_AT + s] = classes;
      // The code keeps its leading 1, so cuts of different depths never collide.
      const count = popcount(classes);
      for (let d = 0; d < DEPTHS; d++) {
        const cut = d > count ? -1 : code >>> ((count - d) << (1 + shift));
        key[at + CUT_AT + s * DEPTHS + d] = cut;
        key[at + MIX_AT + s * DEPTHS + d] = Math.imul(cut ^ (s << 28), 0x85ebca6b) ^ (cut >>> 11);
      }
    }
    key[at + LEN0] = len0;
    key[at + LEN1] = len1;
    key[at + LEADER] = pos.leader;
    const h = Math.imul(len0 ^ Math.imul(len1 ^ pos.leader, 0x85ebca6b), 0x9e3779b1);
    return (h ^ (h >>> 15)) >>> (32 - PROFILE_BITS);
  }

  /**
   * Packed (lo << 8) | hi, bounds from the entries that match the key at key[at], or -1 when
   * none does; stops once they answer "at least need?". rel[0] gets the relevance used.
   */
  probe(profile: number, key: Int32Array, at: number, need: number, rel: Int32Array): number {
    rel[0] = 0;
    if (!this.isProfile(profile, key, at)) return -1;
    let lo = -1;
    let hi = 99;
    for (let i = 0; i < this.pCount[profile]; i++) {
      const meta = this.pMetas[profile * SHAPES + i];
      const e = this.find(key, at, meta);
      if (e < 0) continue;
      if (this.lo[e] > lo || this.hi[e] < hi) rel[0] |= this.relevance(key, at, meta);
      lo = Math.max(lo, this.lo[e]);
      hi = Math.min(hi, this.hi[e]);
      if (lo >= need || hi < need) break;
    }
    return lo < 0 && hi === 99 ? -1 : (Math.max(lo, 0) << 8) | hi;
  }

  /** Records bounds for the key at key[at], described down to the classes in rel (suit * 7 + class). */
  store(profile: number, key: Int32Array, at: number, tricksLeft: number, rel: number, lo: number, hi: number): void {
    let meta = key[at + LEADER] << 12;
    for (let s = 0; s < 4; s++) {
      const r = (rel >> (s * 7)) & 0x7f;
      // Every remaining class at or above the lowest relevant one is described.
      const depth = r === 0 ? 0 : popcount(key[at + CLASSES_AT + s] >> (31 - Math.clz32(r & -r)));
      meta |= depth << (3 * s);
    }
    const e = this.find(key, at, meta);
    if (e >= 0) {
      if (lo > this.lo[e]) this.lo[e] = lo;
      if (hi < this.hi[e]) this.hi[e] = hi;
      return;
    }
    this.addShape(profile, key, at, meta);
    let victim = this.slotOf(key, at, meta);
    // Two ways: a fresh slot, else the one with fewer tricks left goes (the cheaper to redo).
    const other = victim ^ 1;
    if (this.stamp[victim] === this.gen && (this.stamp[other] !== this.gen || this.left[other] < this.left[victim])) victim = other;
    this.stamp[victim] = this.gen;
    this.len0[victim] = key[at + LEN0];
    this.len1[victim] = key[at + LEN1];
    this.meta[victim] = meta;
    for (let s = 0; s < 4; s++) this.codes[victim * 4 + s] = key[at + CUT_AT + s * DEPTHS + depthOf(meta, s)];
    this.left[victim] = tricksLeft;
    this.lo[victim] = lo;
    this.hi[victim] = hi;
  }

  private isProfile(profile: number, key: Int32Array, at: number): boolean {
    return (
      this.pStamp[profile] === this.gen &&
      this.pLen0[profile] === key[at + LEN0] &&
      this.pLen1[profile] === key[at + LEN1] &&
      this.pLeader[profile] === key[at + LEADER]
    );
  }

  /** Remembers that the profile has an entry under meta. */
  private addShape(profile: number, key: Int32Array, at: number, meta: number): void {
    if (!this.isProfile(profile, key, at)) {
      this.pStamp[profile] = this.gen;
      this.pLen0[profile] = key[at + LEN0];
      this.pLen1[profile] = key[at + LEN1];
      this.pLeader[profile] = key[at + LEADER];
      this.pCount[profile] = 0;
    }
    const base = profile * SHAPES;
    const count = this.pCount[profile];
    for (let i = 0; i < count; i++) if (this.pMetas[base + i] === meta) return;
    if (count === SHAPES) this.pMetas.copyWithin(base, base + 1, base + SHAPES);
    else this.pCount[profile] = count + 1;
    this.pMetas[base + Math.min(count, SHAPES - 1)] = meta;
  }

  /** The entry for the key described under meta, or -1. */
  private find(key: Int32Array, at: number, meta: number): number {
    const slot = this.slotOf(key, at, meta);
    for (let e = slot; e <= slot + 1; e++) {
      if (this.stamp[e] !== this.gen || this.meta[e] !== meta || this.len0[e] !== key[at + LEN0] || this.len1[e] !== key[at + LEN1])
        continue;
      let same = true;
      for (let s = 0; s < 4 && same; s++) same = this.codes[e * 4 + s] === key[at + CUT_AT + s * DEPTHS + depthOf(meta, s)];
      if (same) return e;
    }
    return -1;
  }

  /** The first slot of the two-way bucket of the key described under meta. */
  private slotOf(key: Int32Array, at: number, meta: number): number {
    let h = Math.imul(key[at + LEN0] ^ meta, 0x9e3779b1) ^ key[at + LEN1];
    for (let s = 0; s < 4; s++) h ^= key[at + MIX_AT + s * DEPTHS + depthOf(meta, s)];
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    return ((h ^ (h >>> 13)) >>> (33 - BITS)) << 1;
  }

  /** The relevance (per suit, the lowest class described) of a shape in this position. */
  private relevance(key: Int32Array, at: number, meta: number): number {
    let rel = 0;
    for (let s = 0; s < 4; s++) {
      let depth = depthOf(meta, s);
      let classes = key[at + CLASSES_AT + s];
      for (; depth > 1; depth--) classes &= ~(1 << (31 - Math.clz32(classes)));
      if (depth === 1) rel |= 1 << (s * 7 + 31 - Math.clz32(classes));
    }
    return rel;
  }
}
