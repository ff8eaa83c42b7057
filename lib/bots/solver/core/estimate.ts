// Static estimate of the tricks a team still takes, used at the horizon of a bounded search.
// Top-of-suit runs are counted as sure tricks; the rest is shared by weighted card power
// (trumps count most, then cards near the top of what is left). Only relative ranks are used,
// so positions that share a transposition-table key share an estimate.

import { hands, n, shift, team, tricksLeft, trump } from "./position";

const RELATIVE_POWER: StaticArray<f64> = [1, 0.6, 0.35, 0.2];
const TRUMP_POWER: f64 = 1.2;

export function estimateTricks(side: i32): i32 {
  const width = shift == 0 ? 1 : 3;
  // Per team in locals: the estimate is over a third of a 2-trick horizon search.
  let sure0 = 0;
  let sure1 = 0;
  let power0: f64 = 0;
  let power1: f64 = 0;
  for (let s = 0; s < 4; s++) {
    const isTrump = trump && s == 0;
    let present = 0;
    for (let q = 0; q < n; q++) present |= hands[q * 4 + s];
    let rank = 0;
    let runTeam = -1;
    // The top run counts as sure in trumps, or in any suit without trumps.
    let runOpen = isTrump || !trump;
    // The classes present, from the top.
    while (present != 0) {
      const at = ((31 - clz<i32>(present)) >> shift) << shift;
      present &= ~(width << at);
      const power = (isTrump ? TRUMP_POWER : 0) + RELATIVE_POWER[rank < 3 ? rank : 3];
      for (let q = 0; q < n; q++) {
        let held = (hands[q * 4 + s] >> at) & width;
        while (held != 0) {
          held &= held - 1;
          const t = team[q];
          if (runOpen && (runTeam < 0 || runTeam == t)) {
            runTeam = t;
            if (t == 0) sure0++;
            else sure1++;
          } else {
            runOpen = false;
            if (t == 0) power0 += power;
            else power1 += power;
          }
        }
      }
      rank++;
    }
  }
  const left = tricksLeft;
  const sureA = min(side == 0 ? sure0 : sure1, left);
  const rest = max(0, left - sureA - (side == 0 ? sure1 : sure0));
  const total = power0 + power1;
  const share = total > 0 ? (side == 0 ? power0 : power1) / total : 0.5;
  // Halves round up, as JavaScript's Math.round does.
  return min(left, <i32>Math.floor(<f64>sureA + <f64>rest * share + 0.5));
}
