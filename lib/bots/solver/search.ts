// Alpha-beta over the play phase, asked as yes/no questions: "can team A still take at least
// t tricks?". Narrowing t (a binary search seeded from the table, in the spirit of MTD(f))
// gives the exact count. Bounds learnt at trick boundaries go into the transposition table
// and stay valid across questions and across the root moves of one deal.

import type { Card } from "../../engine";
import { decodeCard } from "./encoding";
import { cannotTakeAll, quickTricks, sureTrumpTricks } from "./bounds";
import { estimateTricks } from "./estimate";
import { MOVE_SUIT_SHIFT, Position, type DealSpec } from "./position";
import { KEY_WORDS, Table } from "./table";

export interface MoveValue {
  card: Card;
  /** Tricks the mover's team takes from here on, counting the current trick. */
  tricks: number;
}

export interface SolveOptions {
  /** The double deck: two copies of every card, the first played of equal cards wins. */
  doubleDeck: boolean;
  /** Search this many complete tricks exactly, then estimate the rest; omit for an exact solve. */
  horizon?: number;
}

// Imported bindings used in the search, read once: under tsx each read of one is a getter call.
const WORDS = KEY_WORDS;
const sureTrumpsOf = sureTrumpTricks;
const quickTricksOf = quickTricks;
const cannotTakeAllOf = cannotTakeAll;

const MAX_PLY = 64;
const ALL = (1 << 28) - 1;
const MAX_MOVES = 16;
/**
 * One of the open trick's winners (seat << 5 | suit << 3 | class) plus one, or at a lead,
 * 128 + the seat on lead * 17 + the last trick's lead (Position.lastLead). A lead that answered
 * for one seat is seldom in another's hand (1.5% fewer nodes a 12-card double-deck solve than
 * with one lead situation for all seats). Whether the side goes on with its own suit or returns
 * the opponents' or the partner's, a good lead depends on what was led before: 4.5% fewer nodes
 * again on the bench's deals, 15% on two other sets of 100 (the suit alone, 2.3%; the winning
 * card of the last trick instead, 2.0%).
 */
const KILLER_SITUATIONS = 128 + 4 * 17;
/** Killers are kept apart per tricks still needed (modulo this). */
const NEEDS = 16;

export class Solver {
  private readonly table = new Table();
  private readonly buf = new Int32Array(MAX_PLY * MAX_MOVES);
  private readonly scores = new Int32Array(MAX_PLY * MAX_MOVES);
  private readonly keys = new Int32Array(MAX_PLY * WORDS);
  /** Per ply, whether the node there on the current line wrote its key (to build on a trick later). */
  private readonly keyed = new Uint8Array(MAX_PLY);
  /** Scratch for the relevance the bounds and the table report. */
  private readonly rel = new Int32Array(2);
  private readonly enough = new Int32Array(2);
  /** The classes (bit suit * 7 + class) the last search's answer depended on. */
  private relOut = 0;
  /** Per player and move, how often it refuted its siblings: a tie-break in move ordering. */
  private readonly history = new Int32Array(4 * 64);
  /**
   * Killer moves: per ply, tricks still needed and situation (a lead, or who wins the open trick
   * with which card), the last card that answered the question where the ordering's first
   * choice did not. Tried first the next time. Most of a search went into first choices that
   * failed, above all leads: 57% of the nodes of a 12-card double-deck solve; with these,
   * 491,354 nodes a solve become 317,082. A card that won the side 3 tricks from here is no
   * guide to winning 5: kept apart per need, 3.4% fewer nodes on 260 12-card deals.
   */
  private readonly killers = new Int32Array(MAX_PLY * NEEDS * KILLER_SITUATIONS);
  /** Killers are stamped (stamp << 8 | move): a new stamp forgets them all at once. */
  private killerStamp = 0;
  private pos!: Position;
  private side = 0;
  private target = 0;
  private ply = 0;
  private horizonLeft = 0;
  /** Nodes visited so far, over all solves: the measure of work that sample budgets use. */
  nodes = 0;

  /** Exact (or horizon-bounded) tricks the team of the player to move takes from here on. */
  tricks(spec: DealSpec, options: SolveOptions): number {
    this.start(spec, options);
    return this.value(0, this.pos.tricksLeft);
  }

  /** The value of every legal card of the player to move. Equivalent cards share a search. */
  moveValues(spec: DealSpec, options: SolveOptions): MoveValue[] {
    this.start(spec, options);
    const pos = this.pos;
    const count = pos.moves(this.buf, 0, this.scores, this.history);
    const reps = Array.from(this.buf.subarray(0, count));
    const valueOf = new Map<number, number>();
    // Cards often share a value, so each search first asks about the previous card's.
    let last = -1;
    for (const move of reps) {
      const before = pos.won[this.side];
      pos.play(move);
      this.ply = 1;
      const gained = pos.won[this.side] - before;
      last = gained + this.value(0, pos.tricksLeft, last - gained);
      valueOf.set(move, last);
      pos.undo();
    }
    return this.legalMoves().map((move) => {
      const suit = move >> MOVE_SUIT_SHIFT;
      const cls = pos.cls(move);
      // A card shares the value of the highest representative at or below it in its suit.
      let rep = -1;
      for (const r of reps) {
        if (r >> MOVE_SUIT_SHIFT === suit && pos.cls(r) <= cls && (rep < 0 || pos.cls(r) > pos.cls(rep))) rep = r;
      }
      return { card: decodeCard(suit, cls, spec.denom), tricks: valueOf.get(rep)! };
    });
  }

  private start(spec: DealSpec, options: SolveOptions): void {
    this.pos = new Position(spec, options.doubleDeck);
    this.side = this.pos.team[this.pos.toMove];
    this.table.clear();
    this.history.fill(0);
    this.forgetKillers();
    this.keyed.fill(0);
    this.ply = 0;
    const played = this.pos.totalTricks - this.pos.tricksLeft;
    this.horizonLeft = options.horizon === undefined ? Infinity : options.horizon + played;
  }

  /** One move per distinct card the mover may play (both copies of a double-deck card are one). */
  private legalMoves(): number[] {
    const pos = this.pos;
    const base = pos.toMove * 4;
    const follow = pos.inTrick > 0 && pos.hands[base + pos.led] !== 0;
    const moves: number[] = [];
    for (let suit = 0; suit < 4; suit++) {
      if (follow && suit !== pos.led) continue;
      let mask = pos.hands[base + suit];
      while (mask !== 0) {
        const bit = 31 - Math.clz32(mask);
        mask &= ~(1 << bit);
        const move = (suit << MOVE_SUIT_SHIFT) | bit;
        if (!moves.some((m) => m >> MOVE_SUIT_SHIFT === suit && pos.cls(m) === pos.cls(move))) moves.push(move);
      }
    }
    return moves;
  }

  /**
   * Narrows [lo, hi] to the exact count of the side's tricks from the current position. The
   * first question is asked at the guess, or else at a static estimate: near the answer, so
   * few questions follow, each one step on from the last.
   */
  private value(lo: number, hi: number, guess = -1): number {
    const base = this.pos.won[this.side];
    const depth = this.ply;
    if (guess < 0 && this.pos.inTrick === 0) guess = estimateTricks(this.pos, this.side);
    while (lo < hi) {
      const t = guess > lo && guess <= hi ? guess : (lo + hi + 1) >> 1;
      this.target = base + t;
      this.ply = depth;
      // In a deep exact search each question starts without killers: the cards that answered
      // another target mislead. (Shallow and bounded searches do no better so.)
      if (this.pos.tricksLeft > 6 && this.horizonLeft === Infinity) this.forgetKillers();
      // Step by one from the last question (MTD(f)): the answer is usually near the guess.
      if (this.search()) {
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
  private forgetKillers(): void {
    this.killerStamp = (this.killerStamp + 1) & 0xffffff;
  }

  /** Moves `move` to the front if the mover has it, the others keeping their order. */
  private tryFirst(offset: number, count: number, move: number): void {
    const buf = this.buf;
    for (let i = offset + 1; i < offset + count; i++) {
      if (buf[i] !== move) continue;
      // A loop, not copyWithin: the lists are short and the call costs more.
      for (; i > offset; i--) buf[i] = buf[i - 1];
      buf[offset] = move;
      return;
    }
  }

  private search(): boolean {
    const pos = this.pos;
    this.nodes++;
    const have = pos.won[this.side];
    this.relOut = 0;
    if (have >= this.target) return true;
    if (have + pos.tricksLeft < this.target) return false;
    const need = this.target - have;
    const boundary = pos.inTrick === 0;
    const ply = this.ply;
    const at = ply * WORDS;
    this.keyed[ply] = 0;
    let slot = -1;
    if (boundary) {
      if (pos.totalTricks - pos.tricksLeft >= this.horizonLeft) {
        // The estimate reads every card.
        this.relOut = ALL;
        return estimateTricks(pos, this.side) >= need;
      }
      if (pos.tricksLeft === 1) {
        const won = pos.team[pos.lastTrickWinner()] === this.side;
        this.relOut = pos.trickRel;
        return won;
      }
      const rel = this.rel;
      // The table first: in a 12-card double-deck solve it settles 75% of the positions that
      // reach here (bound cuts are stored too), the bounds 5%; in 5-card euchre, 16% and 40%.
      // Positions two tricks from the end are looked up too: 3% fewer nodes a 12-card
      // double-deck solve, 10% in euchre and bid-six.
      const from = ply >= pos.n && this.keyed[ply - pos.n] === 1 ? at - pos.n * WORDS : -1;
      slot = this.table.locate(pos, this.keys, at, from);
      this.keyed[ply] = 1;
      const settled = this.table.probe(slot, this.keys, at, need, rel);
      if (settled >= 0) {
        this.relOut = rel[0];
        return settled === 1;
      }
      // What a cut needs: `need` tricks for the side, the rest and one more for the other.
      const enough = this.enough;
      enough[this.side] = need;
      enough[1 - this.side] = pos.tricksLeft - need + 1;
      const top = sureTrumpsOf(pos, rel, enough);
      const sure = this.side === 0 ? top >> 8 : top & 255;
      const against = this.side === 0 ? top & 255 : top >> 8;
      // Sound bounds never cut both ways, so the quick tricks wait until the trumps fail.
      if (sure >= need || pos.tricksLeft - against < need) {
        const yes = sure >= need;
        this.relOut = rel[1];
        // Stored, so the next visit and positions alike in the classes looked at skip the bounds.
        this.remember(slot, at, need, yes);
        return yes;
      }
      const leading = pos.team[pos.leader] === this.side;
      const quick = quickTricksOf(pos, rel, enough[pos.team[pos.leader]]);
      if (leading ? quick >= need : pos.tricksLeft - quick < need) {
        this.relOut = rel[0];
        this.remember(slot, at, need, leading);
        return leading;
      }
      // A side that needs every trick left: its lengths in the suits it tops, or a guarded trump
      // against it (see cannotTakeAll): 3.1% and 2.4% fewer nodes a 12-card double-deck solve.
      const all = need === pos.tricksLeft ? this.side : need === 1 ? 1 - this.side : -1;
      if (all >= 0 && cannotTakeAllOf(pos, all, rel)) {
        const yes = all !== this.side;
        this.relOut = rel[0];
        this.remember(slot, at, need, yes);
        return yes;
      }
    }
    if (!boundary) {
      // The open trick decides the question when its winner's team can no longer be beaten;
      // that depends on the cards above the winning one (and the lengths every key holds).
      const winning = pos.team[pos.winner];
      if (winning === this.side ? need === 1 : need === pos.tricksLeft) {
        const rel = pos.unbeatenRel(1 - winning);
        if (rel >= 0) {
          this.relOut = rel;
          return winning === this.side;
        }
      }
    }
    const maximizing = pos.team[pos.toMove] === this.side;
    const offset = this.ply * MAX_MOVES;
    const count = pos.moves(this.buf, offset, this.scores, this.history);
    const situation = boundary ? 128 + pos.toMove * 17 + pos.lastLead() : 1 + ((pos.winner << 5) | (pos.winSuit << 3) | pos.winCls);
    const killer = (this.ply * NEEDS + (need & (NEEDS - 1))) * KILLER_SITUATIONS + situation;
    if (this.killers[killer] >>> 8 === this.killerStamp) this.tryFirst(offset, count, this.killers[killer] & 255);
    let result = !maximizing;
    // A refuted node depends on all its answers, a proven one on the proof alone.
    let relAll = 0;
    // Per suit (a byte each), the class below which every card of the mover's is known to fail.
    let failsBelow = 0;
    this.ply++;
    for (let i = 0; i < count; i++) {
      const move = this.buf[offset + i];
      const suit = move >> MOVE_SUIT_SHIFT;
      const cls = pos.cls(move);
      const below = (failsBelow >> (suit << 3)) & 255;
      if (cls < below) continue;
      pos.play(move);
      const trickRel = pos.inTrick === 0 ? pos.trickRel : 0;
      const ok = this.search();
      const childRel = this.relOut | trickRel;
      pos.undo();
      relAll |= childRel;
      if (ok !== maximizing) {
        // The answer did not depend on the suit's classes at or below this card's: any lower
        // card of the suit leaves a position alike in every class that mattered, so it fails too.
        // (cls >= below here, so the new bound only ever rises.)
        const r = (childRel >> (suit * 7)) & 0x7f;
        const lowest = r === 0 ? 7 : 31 - Math.clz32(r & -r);
        if (cls < lowest) failsBelow += (lowest - below) << (suit << 3);
      }
      if (ok === maximizing) {
        relAll = childRel;
        if (i > 0) {
          const h = pos.toMove * 64 + move;
          this.history[h] = Math.min(0xffff, this.history[h] + pos.tricksLeft * pos.tricksLeft);
          this.killers[killer] = (this.killerStamp << 8) | move;
        }
        result = maximizing;
        break;
      }
    }
    this.ply--;
    // A refutation of every card searched stands only where the cards skipped as equivalent are.
    if (result !== maximizing) relAll = pos.runRel(relAll);
    this.relOut = relAll;
    if (slot >= 0) this.remember(slot, at, need, result);
    return result;
  }

  /** Files the answer to "at least `need` more tricks?" as bounds, under the relevance just found. */
  private remember(slot: number, at: number, need: number, yes: boolean): void {
    const left = this.pos.tricksLeft;
    this.table.store(slot, this.keys, at, left, this.relOut, yes ? need : 0, yes ? left : need - 1);
  }
}
