// The solver's mutable play-phase state: per player and effective suit a bitmask of held cards,
// the current trick, and an undo stack. Everything lives in typed arrays so that play/undo and
// move generation allocate nothing inside the search.

import type { Card, Denomination } from "../../engine";
import { CLASSES, encodeCard, isTrumpContract, popcount } from "./encoding";
import { orderScore, suitContext } from "./order";

/** One deal's play phase as the solver needs it. Players are the active seats in turn order. */
export interface DealSpec {
  denom: Denomination;
  /** Hands of the active players in turn order (player i + 1 plays after player i). */
  hands: readonly (readonly Card[])[];
  /** Team (0 or 1) of each player. */
  teams: readonly number[];
  /** The player who led the current trick, or who leads next when `trick` is empty. */
  leader: number;
  /** Cards already played to the current trick, in play order. */
  trick: readonly Card[];
}

export const MOVE_SUIT_SHIFT = 4;

// ANY[x]: the classes in which a double-deck suit mask x (two bits per class) holds a card.
const ANY = new Uint8Array(1 << (2 * CLASSES));
for (let x = 1; x < ANY.length; x++) {
  for (let c = 0; c < CLASSES; c++) if ((x >> (2 * c)) & 3) ANY[x] |= 1 << c;
}

// Read once into a local: under tsx (CommonJS output) every read of an imported binding is a
// getter call, 6% of a 12-card solve when the move generator read CLASSES itself.
const WIDTH = CLASSES;
const scoreOf = orderScore;
const contextOf = suitContext;

// REP[(fullyMine << 7) | present]: the lowest class of each run of classes that are wholly
// the mover's with no other present card between them. Playing any card of a run is
// equivalent; the lowest leaves a search 2.7% smaller (12-card double-deck solves) than the highest.
const REP = new Uint8Array(1 << (2 * CLASSES));
for (let mine = 0; mine < 1 << CLASSES; mine++) {
  for (let present = 0; present < 1 << CLASSES; present++) {
    if ((mine & present) !== mine) continue;
    let rep = 0;
    let prevMine = false;
    for (let c = 0; c < CLASSES; c++) {
      if (!((present >> c) & 1)) continue;
      const isMine = ((mine >> c) & 1) === 1;
      if (isMine && !prevMine) rep |= 1 << c;
      prevMine = isMine;
    }
    REP[(mine << CLASSES) | present] = rep;
  }
}

export class Position {
  readonly n: number;
  /** 0 for a single deck, 1 for the double deck (two bits per class). */
  readonly shift: number;
  readonly trump: boolean;
  readonly team: Uint8Array;
  readonly hands: Int32Array;
  readonly totalTricks: number;

  leader = 0;
  toMove = 0;
  inTrick = 0;
  led = -1;
  winner = -1;
  winSuit = -1;
  winCls = -1;
  /** Per effective suit, the cards not yet in a completed trick (hands plus the open trick). */
  readonly live = new Int32Array(4);
  /** Tricks taken by each team since this position was built. */
  readonly won = new Int32Array(2);
  tricksLeft = 0;
  /**
   * Set when a card completes a trick: the winning card's relevance bit (suit * 7 + class) if
   * it beat another card of its suit, else 0 (a lone card of its suit wins whatever its rank).
   */
  trickRel = 0;
  /** Set when a card completes a trick: the suits (bit per suit) of that trick's cards. */
  trickSuits = 0;
  /**
   * Every player's length in every suit, four bits each: players 0 and 1 in the first word,
   * 2 and 3 in the second (bit 4 * ((player & 1) * 4 + suit)). Kept up to date by play/undo
   * for the transposition table's key.
   */
  readonly lens = new Int32Array(2);

  /** Per completed trick, live as it was before: undo restores it. */
  private readonly hLive: Int32Array;

  // Undo stack, one entry per card played.
  private depth = 0;
  private readonly hMove: Int32Array;
  private readonly hPlayer: Int8Array;
  /** The trick state before each card: winner, winning suit and class, led suit (a byte each, plus one). */
  private readonly hTrick: Int32Array;

  constructor(spec: DealSpec, doubleDeck: boolean) {
    this.n = spec.hands.length;
    this.shift = doubleDeck ? 1 : 0;
    this.trump = isTrumpContract(spec.denom);
    this.team = Uint8Array.from(spec.teams);
    this.hands = new Int32Array(this.n * 4);
    const cards = spec.hands.reduce((sum, h) => sum + h.length, spec.trick.length);
    this.hMove = new Int32Array(cards);
    this.hPlayer = new Int8Array(cards);
    this.hTrick = new Int32Array(cards);

    // Give each copy of a card its own bit, the first seen the lower; trick cards go back into
    // their players' hands and are replayed, so the undo stack and trick state are built by the
    // ordinary path.
    const seen = new Int32Array(4);
    const bitOf = (card: Card): [number, number] => {
      const { suit, cls } = encodeCard(card, spec.denom);
      let bit = cls << this.shift;
      if ((seen[suit] >> bit) & 1) bit++;
      if (bit >> this.shift !== cls || (seen[suit] >> bit) & 1) throw new Error(`card ${card} dealt too often`);
      seen[suit] |= 1 << bit;
      return [suit, bit];
    };
    spec.hands.forEach((hand, p) => {
      for (const card of hand) {
        const [suit, bit] = bitOf(card);
        this.hands[p * 4 + suit] |= 1 << bit;
      }
    });
    const trickMoves = spec.trick.map((card, i) => {
      const [suit, bit] = bitOf(card);
      this.hands[((spec.leader + i) % this.n) * 4 + suit] |= 1 << bit;
      return (suit << MOVE_SUIT_SHIFT) | bit;
    });
    for (let i = 0; i < this.hands.length; i++) {
      this.live[i & 3] |= this.hands[i];
      this.lens[i >> 3] += popcount(this.hands[i]) << (4 * (i & 7));
    }
    this.totalTricks = spec.hands[spec.leader].length + (spec.trick.length > 0 ? 1 : 0);
    this.tricksLeft = this.totalTricks;
    this.hLive = new Int32Array(4 * this.totalTricks);
    this.leader = spec.leader;
    this.toMove = spec.leader;
    for (const move of trickMoves) this.play(move);
  }

  /**
   * At a trick boundary, the last trick's lead: its suit and the seat that led it, counted on
   * from the seat now on lead (suit | seat << 2); 16 before a trick has been completed here.
   */
  lastLead(): number {
    if (this.depth < this.n) return 16;
    const first = this.depth - this.n;
    return (this.hMove[first] >> MOVE_SUIT_SHIFT) | (((this.hPlayer[first] - this.toMove) & 3) << 2);
  }

  cls(move: number): number {
    return (move & 15) >> this.shift;
  }

  play(move: number): void {
    const p = this.toMove;
    const suit = move >> MOVE_SUIT_SHIFT;
    const cls = (move & 15) >> this.shift;
    const d = this.depth++;
    this.hMove[d] = move;
    this.hPlayer[d] = p;
    this.hTrick[d] = (this.winner + 1) | ((this.winSuit + 1) << 8) | ((this.winCls + 1) << 16) | ((this.led + 1) << 24);
    this.hands[p * 4 + suit] &= ~(1 << (move & 15));
    this.lens[p >> 1] -= 1 << (4 * ((p & 1) * 4 + suit));
    if (this.inTrick === 0) {
      this.led = suit;
      this.winner = p;
      this.winSuit = suit;
      this.winCls = cls;
    } else if (
      // Strictly higher, so the first played of two identical cards keeps the trick.
      (suit === this.winSuit && cls > this.winCls) ||
      (this.trump && suit === 0 && this.winSuit !== 0)
    ) {
      this.winner = p;
      this.winSuit = suit;
      this.winCls = cls;
    }
    if (++this.inTrick === this.n) {
      const k = 4 * (this.totalTricks - this.tricksLeft);
      for (let s = 0; s < 4; s++) this.hLive[k + s] = this.live[s];
      let sameSuit = 0;
      let suits = 0;
      for (let i = d - this.n + 1; i <= d; i++) {
        const s = this.hMove[i] >> MOVE_SUIT_SHIFT;
        this.live[s] &= ~(1 << (this.hMove[i] & 15));
        suits |= 1 << s;
        if (s === this.winSuit) sameSuit++;
      }
      this.trickSuits = suits;
      this.trickRel = sameSuit > 1 ? 1 << (this.winSuit * 7 + this.winCls) : 0;
      this.won[this.team[this.winner]]++;
      this.tricksLeft--;
      this.inTrick = 0;
      this.leader = this.winner;
      this.toMove = this.winner;
    } else {
      this.toMove = p + 1 === this.n ? 0 : p + 1;
    }
  }

  /**
   * If no player of `team` still to play to the open trick (the mover first) can beat its
   * winning card: the classes that depend on, else -1. The winner's rank matters only when
   * it beat a card of its suit or such a card may still come.
   */
  unbeatenRel(team: number): number {
    let rankMatters = false;
    for (let i = this.depth - this.inTrick; i < this.depth; i++) {
      if (this.hMove[i] >> MOVE_SUIT_SHIFT === this.winSuit && this.hPlayer[i] !== this.winner) rankMatters = true;
    }
    for (let k = this.inTrick, q = this.toMove; k < this.n; k++, q = q + 1 === this.n ? 0 : q + 1) {
      if (this.team[q] !== team) continue;
      const follow = this.hands[q * 4 + this.led];
      const same = follow !== 0 ? (this.winSuit === this.led ? follow : 0) : this.trump && this.winSuit === 0 ? this.hands[q * 4] : 0;
      if (follow === 0 && this.trump && this.winSuit !== 0 && this.hands[q * 4] !== 0) return -1;
      if (same === 0) continue;
      if ((31 - Math.clz32(same)) >> this.shift > this.winCls) return -1;
      rankMatters = true;
    }
    return rankMatters ? 1 << (this.winSuit * 7 + this.winCls) : 0;
  }

  /** At a trick boundary with one card each: the player who wins the last trick (sets trickRel). */
  lastTrickWinner(): number {
    let winner = -1;
    let winSuit = -1;
    let winCls = -1;
    let sameSuit = 0;
    for (let i = 0, p = this.leader; i < this.n; i++, p = p + 1 === this.n ? 0 : p + 1) {
      let suit = 0;
      while (this.hands[p * 4 + suit] === 0) suit++;
      const cls = (31 - Math.clz32(this.hands[p * 4 + suit])) >> this.shift;
      if (suit === winSuit) sameSuit++;
      if (winner < 0 || (suit === winSuit && cls > winCls) || (this.trump && suit === 0 && winSuit !== 0)) {
        if (suit !== winSuit) sameSuit = 1;
        winner = p;
        winSuit = suit;
        winCls = cls;
      }
    }
    this.trickRel = sameSuit > 1 ? 1 << (winSuit * 7 + winCls) : 0;
    return winner;
  }

  /**
   * `rel` (bits suit * 7 + class) widened so that a node which tried one card of each run of
   * equivalent cards (see moves) holds wherever it is described: a run of classes that reaches
   * into the described classes of its suit is described down to its lowest class, the one
   * tried. (Else a position alike in the described classes may differ below them: the card
   * tried may be missing, or another player's card may part it from the run's cards above,
   * which were never tried.)
   */
  runRel(rel: number): number {
    const base = this.toMove * 4;
    const follow = this.inTrick > 0 && this.hands[base + this.led] !== 0;
    const width = this.shift === 0 ? 1 : 3;
    for (let suit = 0; suit < 4; suit++) {
      if (follow && suit !== this.led) continue;
      const mine = this.hands[base + suit];
      const r = (rel >> (suit * 7)) & 0x7f;
      if (mine === 0 || r === 0) continue;
      let lowest = 31 - Math.clz32(r & -r);
      const present = this.live[suit];
      let top = -1;
      let last = -1;
      for (let c = WIDTH - 1; c >= -1; c--) {
        const there = c < 0 ? width : (present >> (c << this.shift)) & width;
        if (there === 0) continue;
        if (c >= 0 && ((mine >> (c << this.shift)) & width) === there) {
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

  undo(): void {
    const d = --this.depth;
    if (this.inTrick === 0) {
      // Undoing the last card of a completed trick.
      this.won[this.team[this.winner]]--;
      this.tricksLeft++;
      const k = 4 * (this.totalTricks - this.tricksLeft);
      for (let s = 0; s < 4; s++) this.live[s] = this.hLive[k + s];
      this.inTrick = this.n;
    }
    this.inTrick--;
    const p = this.hPlayer[d];
    const move = this.hMove[d];
    this.hands[p * 4 + (move >> MOVE_SUIT_SHIFT)] |= 1 << (move & 15);
    this.lens[p >> 1] += 1 << (4 * ((p & 1) * 4 + (move >> MOVE_SUIT_SHIFT)));
    this.toMove = p;
    const trick = this.hTrick[d];
    this.winner = (trick & 255) - 1;
    this.winSuit = ((trick >> 8) & 255) - 1;
    this.winCls = ((trick >> 16) & 255) - 1;
    this.led = (trick >>> 24) - 1;
    if (this.inTrick === 0) this.leader = p;
  }

  /**
   * Writes the mover's legal moves into buf from offset, one per class of equivalent cards,
   * best first by a cheap heuristic; returns how many.
   */
  moves(buf: Int32Array, offset: number, scores: Int32Array, history: Int32Array): number {
    const p = this.toMove;
    const base = p * 4;
    const follow = this.inTrick > 0 && this.hands[base + this.led] !== 0;
    let count = 0;
    for (let suit = 0; suit < 4; suit++) {
      if (follow && suit !== this.led) continue;
      const mine = this.hands[base + suit];
      if (mine === 0) continue;
      const present = this.live[suit];
      let reps: number;
      if (this.shift === 0) {
        reps = REP[(mine << WIDTH) | present];
      } else {
        const presentCls = ANY[present];
        const whole = presentCls & ~ANY[present & ~mine];
        reps = REP[(whole << WIDTH) | presentCls] | (ANY[mine] & ~whole);
      }
      // A lone card to follow with needs no score: 29% of the calls in a 12-card double-deck solve.
      const lone = follow && (reps & (reps - 1)) === 0;
      const context = lone ? 0 : contextOf(this, suit);
      while (reps !== 0) {
        const cls = 31 - Math.clz32(reps);
        reps &= ~(1 << cls);
        const bit = this.shift === 0 ? cls : (mine >> (2 * cls + 1)) & 1 ? 2 * cls + 1 : 2 * cls;
        const move = (suit << MOVE_SUIT_SHIFT) | bit;
        const score = lone ? 0 : (scoreOf(this, suit, cls, context) << 16) + history[p * 64 + move];
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
}
