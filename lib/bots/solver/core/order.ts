// Move ordering, the main lever of a yes/no search: the earlier a refuting card comes, the
// fewer siblings are searched. Scores follow what a good player tries first: cash a winner or
// lead to partner's, win as cheaply as is safe, else play the lowest card and keep trumps.

import { hands, inTrick, led, n, shift, team, toMove, topCls, trump, winCls, winner, winSuit } from "./position";

/**
 * What the scores of the mover's cards in a suit share, worked out once per suit: to a lead,
 * the best class the partners and the opponents hold in it (plus one, four bits each) and
 * whether an opponent can ruff it; else whether an opponent still to play beats the winner.
 */
export function suitContext(suit: i32): i32 {
  if (inTrick > 0) return laterOpponentBeats(winSuit, winCls) ? 1 : 0;
  const me = toMove;
  const side = team[me];
  let oppBest = -1;
  let partnerBest = -1;
  let ruff = 0;
  for (let q = 0; q < n; q++) {
    if (q == me) continue;
    const held = hands[q * 4 + suit];
    if (team[q] == side) partnerBest = max(partnerBest, topCls(held, shift));
    else {
      oppBest = max(oppBest, topCls(held, shift));
      if (held == 0 && trump && suit != 0 && hands[q * 4] != 0) ruff = 1;
    }
  }
  return (oppBest + 1) | ((partnerBest + 1) << 4) | (ruff << 8);
}

/** A higher score is tried first; `context` is the suit's suitContext. */
export function orderScore(suit: i32, cls: i32, context: i32): i32 {
  const isTrump = trump && suit == 0;
  if (inTrick == 0) {
    const oppBest = (context & 15) - 1;
    const partnerBest = ((context >> 4) & 15) - 1;
    if (context >> 8) return 10 - cls;
    // Side-suit winners before a top trump: cashing them settles the question more often than
    // drawing trumps does (docs/solver.md, Measurements).
    if (cls >= oppBest && cls >= partnerBest) return isTrump ? 75 : 80;
    if (partnerBest > oppBest) return 70 - cls;
    return 40 - cls - (isTrump ? 8 : 0);
  }
  const keep = isTrump && led != 0 ? 20 : 0;
  const beats = (suit == winSuit && cls > winCls) || (isTrump && winSuit != 0);
  if (team[winner] == team[toMove]) {
    if (context == 0) return 60 - cls - keep;
    if (beats && !laterOpponentBeats(suit, cls)) return 65 - cls;
    return 40 - cls - keep;
  }
  // Covering with a card an opponent can still beat forces out his higher card: try it early.
  if (beats) return laterOpponentBeats(suit, cls) ? 45 - cls : 90 - cls;
  return 40 - cls - keep;
}

/** Whether an opponent of the mover, still to play to this trick, can beat the card. */
function laterOpponentBeats(suit: i32, cls: i32): bool {
  const side = team[toMove];
  for (let k = inTrick + 1, q = toMove; k < n; k++) {
    q = q + 1 == n ? 0 : q + 1;
    if (team[q] == side) continue;
    const follow = hands[q * 4 + led];
    if (follow != 0) {
      if (suit == led && topCls(follow, shift) > cls) return true;
    } else if (trump && hands[q * 4] != 0) {
      if (suit != 0 || topCls(hands[q * 4], shift) > cls) return true;
    }
  }
  return false;
}
