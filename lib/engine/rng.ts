// The seeded PRNG and shuffle. Part of the public contract: every daily deal depends on them, so
// any change here must bump ENGINE_VERSION (and will change the golden tests on purpose).
//
// Algorithm:
//   1. The seed string (UTF-16 code units) is hashed to 128 bits with cyrb128 (bryc's
//      MurmurHash3-style string hash).
//   2. Those four words seed sfc32 (Chris Doty-Humphrey's Small Fast Counter, 32-bit), which is
//      run 12 times to mix the state before the first output.
//   3. int(n) draws uniformly from 0..n-1 by rejection sampling (no modulo bias), for n from 1 to
//      2^32: above that no multiple of n fits in 32 bits and the sampling would never stop.
//   4. shuffle is Fisher–Yates from the last index down: swap a[i] with a[int(i + 1)].

import { precondition } from "./errors";

export interface Rng {
  /** The next 32-bit unsigned output. */
  next(): number;
  /** A uniform integer in [0, n); n must be a whole number from 1 to 2^32, else EngineError. */
  int(n: number): number;
}

function cyrb128(str: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** Any string seeds it, however long (the hash is linear); anything else is an EngineError. */
export function createRng(seed: string): Rng {
  precondition(typeof seed === "string", "createRng: the seed must be a string");
  let [a, b, c, d] = cyrb128(seed);
  const next = () => {
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i++) next();
  const int = (n: number) => {
    precondition(Number.isInteger(n) && n >= 1 && n <= 0x100000000, "Rng.int: n must be a whole number from 1 to 2^32");
    const limit = 0x100000000 - (0x100000000 % n); // largest multiple of n that fits in 2^32
    let x = next();
    while (x >= limit) x = next();
    return x % n;
  };
  return { next, int };
}

/** Fisher–Yates, in place. */
export function shuffle<T>(rng: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = items[i];
    items[i] = items[j];
    items[j] = t;
  }
  return items;
}
