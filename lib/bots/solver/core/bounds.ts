// Sure-trick bounds at a trick boundary that cut a yes/no question without searching. Both are
// lower bounds for one team, and so upper bounds for the other. Each also reports the classes
// it looked at (bit suit * 7 + class), for the transposition table's relevance.

import { hands, leader, live, n, popcount, shift, team, topCls, tricksLeft, trump } from "./position";

// Per suit: the tricks it cashes and the classes that decide it.
const suitWins = new StaticArray<i32>(4);
const suitRel = new StaticArray<i32>(4);

/** Leads to a partner's winner counted in a row (leader to partner and back) (docs/solver.md, Measurements). */
const CROSSINGS: i32 = 3;

/**
 * Tricks the leader's team takes without giving up the lead: the leader's own winners (see
 * cashTricks), or in a four-player deal, a low card led to the partner across who overtakes and goes on
 * from there (see crossTricks), whichever is more. rel[0] gets the classes that decide the count.
 */
export function quickTricks(rel: StaticArray<i32>, enough: i32): i32 {
  // Crossings go to the seat across: a partner in the partnership games, maybe not in Napoleon.
  const across = n == 4 && team[(leader + 2) & 3] == team[leader];
  return quickFrom(leader, rel, enough, across ? CROSSINGS : 0);
}

function quickFrom(onLead: i32, rel: StaticArray<i32>, enough: i32, crossings: i32): i32 {
  const own = cashTricks(onLead, rel, enough);
  if (own >= enough || crossings == 0) return own;
  const ownRel = rel[0];
  const crossed = crossTricks(onLead, rel, enough, crossings);
  if (crossed >= enough) return crossed;
  const crossedRel = rel[0];
  const ruffed = trump ? ruffTricks(onLead, rel, enough, crossings) : 0;
  if (ruffed > max(own, crossed)) return ruffed;
  rel[0] = crossed > own ? crossedRel : ownRel;
  return max(own, crossed);
}

/**
 * The best of: lead the lowest card of a plain suit the partner ruffs, then go on from the
 * partner's lead. Both opponents must follow suit (so neither ruffs first nor overruffs) or be
 * out of trumps; the partner ruffs with his lowest trump. Only lengths decide the ruff, and
 * each hand gives up its lowest card, so the rest's classes decide the count.
 */
function ruffTricks(onLead: i32, rel: StaticArray<i32>, enough: i32, crossings: i32): i32 {
  const partner = (onLead + 2) & 3;
  const second = (onLead + 1) & 3;
  const fourth = (onLead + 3) & 3;
  const trumps = hands[partner * 4];
  let best = 0;
  let bestRel = 0;
  for (let s = 1; s < 4 && best < enough && trumps != 0; s++) {
    const mine = hands[onLead * 4 + s];
    const a = hands[second * 4 + s];
    const b = hands[fourth * 4 + s];
    if (mine == 0 || hands[partner * 4 + s] != 0) continue;
    if ((a == 0 && hands[second * 4] != 0) || (b == 0 && hands[fourth * 4] != 0)) continue;
    const liveHere = live[s];
    const liveTrumps = live[0];
    hands[onLead * 4 + s] = mine & (mine - 1);
    hands[partner * 4] = trumps & (trumps - 1);
    hands[second * 4 + s] = a & (a - 1);
    hands[fourth * 4 + s] = b & (b - 1);
    live[s] = hands[onLead * 4 + s] | hands[partner * 4 + s] | hands[second * 4 + s] | hands[fourth * 4 + s];
    live[0] = liveTrumps & ~(trumps & -trumps);
    const tricks = 1 + quickFrom(partner, rel, enough - 1, crossings - 1);
    hands[onLead * 4 + s] = mine;
    hands[partner * 4] = trumps;
    hands[second * 4 + s] = a;
    hands[fourth * 4 + s] = b;
    live[s] = liveHere;
    live[0] = liveTrumps;
    if (tricks > best) {
      best = tricks;
      bestRel = rel[0];
    }
  }
  rel[0] = bestRel;
  return best;
}

/**
 * The best of: lead the lowest card of a suit in which the partner's top card beats both
 * opponents' (the second hand's strictly, as the first played of equal cards wins), take the
 * trick with it, then go on from the partner's lead. The opponents are assumed to keep their
 * highest cards; an opponent who could ruff the lead rules the suit out.
 */
function crossTricks(onLead: i32, rel: StaticArray<i32>, enough: i32, crossings: i32): i32 {
  const partner = (onLead + 2) & 3;
  const second = (onLead + 1) & 3;
  const fourth = (onLead + 3) & 3;
  let best = 0;
  let bestRel = 0;
  for (let s = 0; s < 4 && best < enough; s++) {
    const mine = hands[onLead * 4 + s];
    const his = hands[partner * 4 + s];
    const a = hands[second * 4 + s];
    const b = hands[fourth * 4 + s];
    const top = topCls(his, shift);
    if (mine == 0 || his == 0 || topCls(mine & -mine, shift) >= top || topCls(a, shift) >= top || topCls(b, shift) > top) continue;
    if (trump && s != 0 && ((a == 0 && hands[second * 4] != 0) || (b == 0 && hands[fourth * 4] != 0))) continue;
    const hisTop = 1 << (31 - clz<i32>(his));
    const liveHere = live[s];
    hands[onLead * 4 + s] = mine & (mine - 1);
    hands[partner * 4 + s] = his & ~hisTop;
    hands[second * 4 + s] = a & (a - 1);
    hands[fourth * 4 + s] = b & (b - 1);
    live[s] = hands[onLead * 4 + s] | hands[partner * 4 + s] | hands[second * 4 + s] | hands[fourth * 4 + s];
    const tricks = 1 + quickFrom(partner, rel, enough - 1, crossings - 1);
    hands[onLead * 4 + s] = mine;
    hands[partner * 4 + s] = his;
    hands[second * 4 + s] = a;
    hands[fourth * 4 + s] = b;
    live[s] = liveHere;
    if (tricks > best) {
      best = tricks;
      // Who holds the classes down to the partner's top card, and the lengths, decide the crossing.
      bestRel = rel[0] | (((0x7f << top) & 0x7f) << (s * 7));
    }
  }
  rel[0] = bestRel;
  return best;
}

/** The classes from the top of a suit down to the k-th highest card of `mine` (k <= its length). */
function topClasses(mine: i32, k: i32): i32 {
  if (k == 0) return 0;
  for (let i = 1; i < k; i++) mine &= ~(1 << (31 - clz<i32>(mine)));
  return (0x7f << topCls(mine, shift)) & 0x7f;
}

/**
 * Tricks a player on lead cashes without giving up the lead: cards at or above the best card anyone
 * else holds in the suit (the first played of equal cards wins, and the leader plays first), and
 * the whole suit once those outlast every other hand's length in it. A plain suit in a trump
 * contract runs only while every opponent with trumps still follows, and only while each
 * partner with trumps has a plain card to play, so none is forced to ruff and take the lead.
 * Trumps are cashed last: by then nothing the others discarded matters. Where the team's sure
 * trumps (see sureTrumpTricks) are more, those count instead.
 * rel[0] gets the classes of just enough suits to make `enough` tricks.
 */
function cashTricks(onLead: i32, rel: StaticArray<i32>, enough: i32): i32 {
  const side = team[onLead];
  let trumpWins = 0;
  let plainWins = 0;
  for (let s = 0; s < 4; s++) {
    suitWins[s] = 0;
    suitRel[s] = 0;
    const mine = hands[onLead * 4 + s];
    if (mine == 0) continue;
    // At a trick boundary the live cards are the hands'.
    const others = live[s] & ~mine;
    const from = others == 0 ? 0 : ((31 - clz<i32>(others)) >> shift) << shift;
    const top = popcount(mine >>> from);
    let longest = 0;
    for (let q = 0; q < n; q++) if (q != onLead) longest = max(longest, popcount(hands[q * 4 + s]));
    let wins = top >= longest ? popcount(mine) : top;
    if (trump && s != 0) {
      for (let q = 0; q < n; q++) {
        if (team[q] != side && hands[q * 4] != 0) wins = min(wins, popcount(hands[q * 4 + s]));
      }
    }
    // The count rests on the leader's top cards only: as many as it counts, or as many as the
    // longest other hand once they run the suit. Filing the cut by just those classes lets it
    // match the most positions.
    suitRel[s] = topClasses(mine, top >= longest ? min(wins, longest) : wins) << (s * 7);
    suitWins[s] = wins;
    if (trump && s == 0) trumpWins = wins;
    else plainWins += wins;
  }
  let cap = 99;
  if (trump) {
    for (let q = 0; q < n; q++) {
      if (q == onLead || team[q] != side || hands[q * 4] == 0) continue;
      cap = min(cap, popcount(hands[q * 4 + 1]) + popcount(hands[q * 4 + 2]) + popcount(hands[q * 4 + 3]));
    }
  }
  // Cashing plain winners plays no trump, so the trumps the team surely makes still follow.
  // They are at most one player's trumps: counted only when that could make enough.
  const plainCount = min(plainWins, cap);
  if (trump && trumpWins + plainCount < enough && mostTrumps(side) + plainCount >= enough) {
    const sure = sureTrumpsOf(side);
    if (sure > trumpWins) {
      trumpWins = suitWins[0] = sure;
      suitRel[0] = sureRel;
    }
  }
  // Suit by suit (trumps first) until enough tricks are counted.
  rel[0] = 0;
  let trumps = 0;
  let plain = 0;
  for (let s = 0; s < 4 && trumps + min(plain, cap) < enough; s++) {
    if (suitWins[s] == 0) continue;
    rel[0] |= suitRel[s];
    if (trump && s == 0) trumps = suitWins[s];
    else plain += suitWins[s];
  }
  return trumpWins + plainCount;
}

/** The most trumps one player of `side` holds. */
function mostTrumps(side: i32): i32 {
  let most = 0;
  for (let q = 0; q < n; q++) if (team[q] == side) most = max(most, popcount(hands[q * 4]));
  return most;
}

// Per player, trumps held at or above a class (for sureTrumpsOf).
const ownAbove = new StaticArray<i32>(4);
let sureRel = 0;

/**
 * The trumps `side` surely makes, counted as in sureTrumpTricks; sureRel gets the trump
 * classes down to the one counted from.
 */
function sureTrumpsOf(side: i32): i32 {
  const present = live[0];
  const width = shift == 0 ? 1 : 3;
  let best = 0;
  let against = 0;
  ownAbove[0] = ownAbove[1] = ownAbove[2] = ownAbove[3] = 0;
  sureRel = 0;
  for (let c = topCls(present, shift); c >= 0; c--) {
    if (((present >> (c << shift)) & width) == 0) continue;
    for (let q = 0; q < n; q++) {
      const k = popcount((hands[q * 4] >> (c << shift)) & width);
      if (team[q] == side) ownAbove[q] += k;
      else against += k;
    }
    for (let q = 0; q < n; q++) {
      if (team[q] != side || ownAbove[q] - against <= best) continue;
      best = ownAbove[q] - against;
      sureRel = (0x7f << c) & 0x7f;
    }
  }
  return best;
}

// Per player, trumps held at or above a class; per team, the same.
const heldAbove = new StaticArray<i32>(4);
const teamAbove = new StaticArray<i32>(2);
const teamBest = new StaticArray<i32>(2);
const teamRel = new StaticArray<i32>(2);

/**
 * In a trump contract, tricks a team is sure of from its trumps: every card is played by the
 * end, a trump loses only to a higher trump (or an equal one played before it), and each
 * opponent's trump takes at most one of a player's. So the team takes at least, for any class,
 * one player's trumps at or above it less the opponents' there. Reported for one team: the
 * one whose count reaches enoughFor, else the larger. Returns (team 0's << 8) | team 1's, and
 * rel[1] gets the trump classes down to the one counted from.
 */
export function sureTrumpTricks(rel: StaticArray<i32>, enoughFor: StaticArray<i32>): i32 {
  rel[1] = 0;
  if (!trump) return 0;
  const present = live[0];
  if (present == 0) return 0;
  const width = shift == 0 ? 1 : 3;
  heldAbove[0] = heldAbove[1] = heldAbove[2] = heldAbove[3] = 0;
  teamAbove[0] = teamAbove[1] = teamBest[0] = teamBest[1] = 0;
  let reached = -1;
  for (let c = topCls(present, shift); c >= 0 && reached < 0; c--) {
    if (((present >> (c << shift)) & width) == 0) continue;
    for (let q = 0; q < n; q++) {
      const k = popcount((hands[q * 4] >> (c << shift)) & width);
      heldAbove[q] += k;
      teamAbove[team[q]] += k;
    }
    for (let q = 0; q < n; q++) {
      const t = team[q];
      const sure = heldAbove[q] - teamAbove[1 - t];
      if (sure <= teamBest[t]) continue;
      teamBest[t] = sure;
      // Who holds each trump class down to this one, and the lengths, decide the count.
      teamRel[t] = (0x7f << c) & 0x7f;
      if (sure >= enoughFor[t]) reached = t;
    }
  }
  const owner = reached >= 0 ? reached : teamBest[1] > teamBest[0] ? 1 : 0;
  if (teamBest[owner] == 0) return 0;
  rel[1] = teamRel[owner];
  return owner == 0 ? teamBest[0] << 8 : teamBest[1];
}

/**
 * Whether `side` cannot take every trick left (after Haglund's LaterTricks in DDS). With no
 * trump in play a trick goes to the top card of the suit led, so the side takes tricks only in
 * suits where it holds a card of the top class present, and in such a suit at most as many as
 * its longer hand holds: each trick there takes a card from every hand that has the suit. When
 * those lengths add up to fewer tricks than are left, some trick is lost; rel[0] gets the top
 * classes of the suits where the side has cards but not the top. With trumps in play, see
 * guardedBehind.
 */
export function cannotTakeAll(side: i32, rel: StaticArray<i32>): bool {
  if (trump && live[0] != 0) return team[leader] == side && guardedBehind(side, rel);
  let sum = 0;
  let lost = 0;
  for (let s = 0; s < 4; s++) {
    const present = live[s];
    if (present == 0) continue;
    const top = topCls(present, shift);
    const topBits = (shift == 0 ? 1 : 3) << (top << shift);
    let longest = 0;
    let tops = false;
    for (let q = 0; q < n; q++) {
      if (team[q] != side) continue;
      const held = hands[q * 4 + s];
      longest = max(longest, popcount(held));
      if ((held & topBits) != 0) tops = true;
    }
    if (tops) sum += longest;
    else if (longest > 0) lost |= 1 << (s * 7 + top);
  }
  rel[0] = lost;
  return sum < tricksLeft;
}

/**
 * Whether an opponent of `side` holds a trump that `side`, on lead, cannot keep from a trick:
 * his best trump is beaten or equalled only by cards of the player just before him, and he
 * holds more trumps than those (as a guarded king behind the ace). He plays his best trump to
 * any trick without one of those cards in it, and wins; to the others, a lower trump, until
 * it is the top. (The side leads every trick while it takes them all.) Haglund's LaterTricks
 * (DDS) has the one-ace case.
 */
function guardedBehind(side: i32, rel: StaticArray<i32>): bool {
  for (let h = 0; h < n; h++) {
    const mine = hands[h * 4];
    const before = h == 0 ? n - 1 : h - 1;
    if (team[h] == side || team[before] != side || mine == 0) continue;
    const top = topCls(mine, shift);
    let over = 0;
    for (let q = 0; q < n; q++) if (team[q] == side) over += popcount(hands[q * 4] >>> (top << shift));
    if (over < popcount(mine) && popcount(hands[before * 4] >>> (top << shift)) == over) {
      rel[0] = 1 << top;
      return true;
    }
  }
  return false;
}
