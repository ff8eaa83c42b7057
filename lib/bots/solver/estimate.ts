// Static estimate of the tricks a team still takes, used at the horizon of a bounded search.
// Top-of-suit runs are counted as sure tricks; the rest is shared by weighted card power
// (trumps count most, then cards near the top of what is left). Only relative ranks are used,
// so positions that share a transposition-table key share an estimate.

import { CLASSES } from "./encoding";
import type { Position } from "./position";

const RELATIVE_POWER = [1, 0.6, 0.35, 0.2];
const TRUMP_POWER = 1.2;

export function estimateTricks(pos: Position, side: number): number {
  const { hands, n, shift, team } = pos;
  const sure = [0, 0];
  const power = [0, 0];
  for (let s = 0; s < 4; s++) {
    const trump = pos.trump && s === 0;
    let present = 0;
    for (let q = 0; q < n; q++) present |= hands[q * 4 + s];
    let rank = 0;
    let runTeam = -1;
    let runOpen = true;
    for (let c = CLASSES - 1; c >= 0 && present !== 0; c--) {
      const width = shift === 0 ? 1 : 3;
      const at = c << shift;
      if (!((present >> at) & width)) continue;
      for (let q = 0; q < n; q++) {
        let held = (hands[q * 4 + s] >> at) & width;
        while (held !== 0) {
          held &= held - 1;
          const t = team[q];
          if (runOpen && (runTeam < 0 || runTeam === t) && (trump || !pos.trump)) {
            runTeam = t;
            sure[t]++;
          } else {
            runOpen = false;
            power[t] += (trump ? TRUMP_POWER : 0) + RELATIVE_POWER[Math.min(rank, 3)];
          }
        }
      }
      rank++;
    }
  }
  const left = pos.tricksLeft;
  const sureA = Math.min(sure[side], left);
  const rest = Math.max(0, left - sureA - sure[1 - side]);
  const total = power[0] + power[1];
  const share = total > 0 ? power[side] / total : 0.5;
  return Math.min(left, Math.round(sureA + rest * share));
}
