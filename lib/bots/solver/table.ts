// Transposition table for positions at trick boundaries. The key describes each suit by the
// owners of its remaining cards from the top down (relative ranks), so positions that differ
// only in which low cards were already played share an entry. Entries hold bounds on the
// tricks the searching team still takes; a generation stamp clears the table in O(1).

import { CLASSES } from "./encoding";
import type { Position } from "./position";

const BITS = 20;
const SIZE = 1 << BITS;

// Code of a double-deck class held as a pair: 4 + index of the unordered pair of owners.
const PAIR = new Int8Array(16);
for (let a = 0, next = 4; a < 4; a++) {
  for (let b = a; b < 4; b++, next++) PAIR[a * 4 + b] = PAIR[b * 4 + a] = next;
}

export class Table {
  private readonly k0 = new Int32Array(SIZE);
  private readonly k1 = new Int32Array(SIZE);
  private readonly k2 = new Int32Array(SIZE);
  private readonly k3 = new Int32Array(SIZE);
  private readonly stamp = new Int32Array(SIZE);
  private readonly lo = new Int8Array(SIZE);
  private readonly hi = new Int8Array(SIZE);
  private gen = 0;

  clear(): void {
    this.gen++;
  }

  /** Writes the key of pos (at a trick boundary) to key[at..at+3] and returns its slot. */
  locate(pos: Position, key: Int32Array, at: number): number {
    const { hands, n, shift } = pos;
    let h = 0x2545f491;
    for (let s = 0; s < 4; s++) {
      let present = 0;
      for (let q = 0; q < n; q++) present |= hands[q * 4 + s];
      let code = 1;
      if (shift === 0) {
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
      // The leader rides in suit 0's code (codes stay below 2^29, so this fits in 31 bits).
      key[at + s] = s === 0 ? (code << 2) | pos.leader : code;
      h = Math.imul(h ^ code, 0x9e3779b1) ^ (h >>> 15);
    }
    return (h >>> (32 - BITS)) ^ 0;
  }

  /** Packed (lo << 8) | hi for the key at key[at], or -1 when the slot holds another. */
  probe(slot: number, key: Int32Array, at: number): number {
    return this.matches(slot, key, at) ? (this.lo[slot] << 8) | this.hi[slot] : -1;
  }

  /** Narrows the bounds of the key at key[at], replacing whatever the slot held. */
  store(slot: number, key: Int32Array, at: number, lo: number, hi: number): void {
    if (!this.matches(slot, key, at)) {
      this.stamp[slot] = this.gen;
      this.k0[slot] = key[at];
      this.k1[slot] = key[at + 1];
      this.k2[slot] = key[at + 2];
      this.k3[slot] = key[at + 3];
      this.lo[slot] = lo;
      this.hi[slot] = hi;
      return;
    }
    if (lo > this.lo[slot]) this.lo[slot] = lo;
    if (hi < this.hi[slot]) this.hi[slot] = hi;
  }

  private matches(slot: number, key: Int32Array, at: number): boolean {
    return (
      this.stamp[slot] === this.gen &&
      this.k0[slot] === key[at] &&
      this.k1[slot] === key[at + 1] &&
      this.k2[slot] === key[at + 2] &&
      this.k3[slot] === key[at + 3]
    );
  }
}
