// The fast internal path for the bots' search: trick play only, on integers and bitmasks, with
// play/undo and no allocation per move. Tested against the public API (fast.test.ts).
//
// Cards are integers 0..23: suit index × 6 + rank index, in the order of PACK (S H D C; 9 … A).
// A hand is two 24-bit masks per seat: `one` has a bit for every card held at least once and
// `two` for every card held twice. Only the double deck ever sets `two`; one representation for
// all four games keeps a single code path. Seats are 0..3 = N E S W.
//
// The rank tables (EFFECTIVE, POWER) are cards.ts's, computed from effectiveSuit() and strength(),
// so the left bower still lives in one function.

import { denomIndex } from "./action";
import { CARD_COUNT, EFFECTIVE, PACK, POWER, cardIndex } from "./cards";
import { DENOMINATIONS, SEATS, SUITS, type Card, type Denomination, type PlayerView, type Seat, type VariantId } from "./types";
import type { MatchState, Play } from "./types";
import { VARIANTS } from "./variants";

export const cardOf = (index: number): Card => PACK[index];
export const seatIndex = (seat: Seat): number => SEATS.indexOf(seat);

/** FOLLOW[d * 4 + s]: mask of the cards whose effective suit is s under d. */
const FOLLOW = new Int32Array(DENOMINATIONS.length * SUITS.length);
DENOMINATIONS.forEach((_, d) => {
  for (let c = 0; c < CARD_COUNT; c++) FOLLOW[d * SUITS.length + EFFECTIVE[d * CARD_COUNT + c]] |= 1 << c;
});

const MAX_PLIES = 64;

/** A play-phase position as plain data, from the true state or from a view plus sampled hands. */
export interface PlayPosition {
  variant: VariantId;
  denom: Denomination;
  hands: Partial<Record<Seat, Card[]>>; // current cards of every active seat
  active: Seat[];
  trick: { leader: Seat; plays: Play[] }; // the open trick
  won: [number, number];
}

/** The play position of a match in its play phase, or null. */
export function positionOf(state: MatchState): PlayPosition | null {
  const d = state.current;
  if (!d || d.phase.kind !== "play") return null;
  const hands: Partial<Record<Seat, Card[]>> = {};
  for (const s of d.active) hands[s] = [...d.hands[s]];
  return {
    variant: state.setup.variant,
    denom: d.contract!.denom,
    hands,
    active: [...d.active],
    trick: { leader: d.trick!.leader, plays: d.trick!.plays.map((p) => ({ ...p })) },
    won: [d.won[0], d.won[1]],
  };
}

/** A position from a seat's view and the other active seats' (sampled) hands. */
export function positionFromView(view: PlayerView, others: Partial<Record<Seat, Card[]>>): PlayPosition | null {
  const d = view.deal;
  if (!d || d.phase !== "play" || !d.contract || !d.trick) return null;
  const hands: Partial<Record<Seat, Card[]>> = { ...others, [view.seat]: [...d.hand] };
  return {
    variant: view.variant,
    denom: d.contract.denom,
    hands,
    active: [...d.active],
    trick: { leader: d.trick.leader, plays: d.trick.plays.map((p) => ({ ...p })) },
    won: [d.won[0], d.won[1]],
  };
}

const lowestBit = (mask: number) => 31 - Math.clz32(mask & -mask);

export class FastDeal {
  readonly one = new Int32Array(4);
  readonly two = new Int32Array(4);
  readonly team = new Int8Array(4);
  /** The next active seat clockwise from each seat. */
  readonly next = new Int8Array(4);
  readonly won = new Int32Array(2);
  denom = 0;
  activeCount = 4;
  leader = 0;
  turn = 0;
  /** Cards in the open trick; they are the last `trickLen` plies of the history. */
  trickLen = 0;
  ply = 0;
  private root = 0;
  private readonly histCard = new Int8Array(MAX_PLIES);
  private readonly histSeat = new Int8Array(MAX_PLIES);
  private readonly histLeader = new Int8Array(MAX_PLIES);
  private readonly histWinner = new Int8Array(MAX_PLIES); // -1 unless this ply closed a trick

  constructor(variant: VariantId) {
    const v = VARIANTS[variant];
    SEATS.forEach((s, i) => (this.team[i] = v.team(s)));
  }

  /** Empty hands; `active` is a bitmask of seat indexes that play; `leader` leads. */
  reset(denom: number, active: number, leader: number): void {
    this.one.fill(0);
    this.two.fill(0);
    this.won.fill(0);
    this.denom = denom;
    this.activeCount = 0;
    for (let s = 0; s < 4; s++) {
      if (!(active & (1 << s))) continue;
      this.activeCount++;
      let n = (s + 1) & 3;
      while (!(active & (1 << n))) n = (n + 1) & 3;
      this.next[s] = n;
    }
    this.leader = this.turn = leader;
    this.trickLen = this.ply = this.root = 0;
  }

  give(seat: number, card: number): void {
    const bit = 1 << card;
    if (this.one[seat] & bit) this.two[seat] |= bit;
    else this.one[seat] |= bit;
  }

  load(pos: PlayPosition): this {
    let active = 0;
    for (const s of pos.active) active |= 1 << seatIndex(s);
    this.reset(denomIndex(pos.denom), active, seatIndex(pos.trick.leader));
    for (const s of pos.active) for (const c of pos.hands[s] ?? []) this.give(seatIndex(s), cardIndex(c));
    this.won[0] = pos.won[0];
    this.won[1] = pos.won[1];
    for (const p of pos.trick.plays) {
      this.give(seatIndex(p.seat), cardIndex(p.card)); // played cards re-enter the history by play()
      this.play(cardIndex(p.card));
    }
    this.root = this.ply;
    return this;
  }

  /** Distinct cards the seat to move may play, as a mask. */
  legalMask(): number {
    const hand = this.one[this.turn];
    if (this.trickLen === 0) return hand;
    const led = EFFECTIVE[this.denom * CARD_COUNT + this.histCard[this.ply - this.trickLen]];
    const follow = hand & FOLLOW[this.denom * 4 + led];
    return follow !== 0 ? follow : hand;
  }

  /** The deal is over: every trick is played. */
  done(): boolean {
    return this.trickLen === 0 && this.one[this.turn] === 0;
  }

  /** Play `card` for the seat to move (it must be legal; not checked). */
  play(card: number): void {
    const seat = this.turn;
    const bit = 1 << card;
    if (this.two[seat] & bit) this.two[seat] &= ~bit;
    else this.one[seat] &= ~bit;
    const ply = this.ply++;
    this.histCard[ply] = card;
    this.histSeat[ply] = seat;
    this.histLeader[ply] = this.leader;
    this.histWinner[ply] = -1;
    if (++this.trickLen < this.activeCount) {
      this.turn = this.next[seat];
      return;
    }
    const winner = this.trickWinner();
    this.histWinner[ply] = winner;
    this.won[this.team[winner]]++;
    this.leader = this.turn = winner;
    this.trickLen = 0;
  }

  /** Take back the last play. */
  undo(): void {
    if (this.ply === this.root) throw new Error("nothing to undo");
    const ply = --this.ply;
    const seat = this.histSeat[ply];
    this.give(seat, this.histCard[ply]);
    const winner = this.histWinner[ply];
    if (winner >= 0) {
      this.won[this.team[winner]]--;
      this.trickLen = this.activeCount - 1;
    } else {
      this.trickLen--;
    }
    this.leader = this.histLeader[ply];
    this.turn = seat;
  }

  /** The seat winning the open trick so far (strict ">": the first of identical cards wins). */
  trickWinner(): number {
    const start = this.ply - this.trickLen;
    const base = this.denom * CARD_COUNT;
    const led = EFFECTIVE[base + this.histCard[start]];
    let best = -1;
    let bestSeat = this.histSeat[start];
    for (let i = start; i < this.ply; i++) {
      const c = this.histCard[i];
      const suit = EFFECTIVE[base + c];
      const key = suit === this.denom ? 16 + POWER[base + c] : suit === led ? POWER[base + c] : -1;
      if (key > best) {
        best = key;
        bestSeat = this.histSeat[i];
      }
    }
    return bestSeat;
  }
}

/** Cards of a mask, for tests and debugging. */
export function cardsOf(mask: number): Card[] {
  const out: Card[] = [];
  for (let m = mask; m !== 0; m &= m - 1) out.push(PACK[lowestBit(m)]);
  return out;
}

/** The `k`-th set bit (0-based) of a mask: picks a random legal card without allocating. */
export function nthBit(mask: number, k: number): number {
  let m = mask;
  for (let i = 0; i < k; i++) m &= m - 1;
  return lowestBit(m);
}

/** Number of set bits. */
export function popcount(mask: number): number {
  let m = mask - ((mask >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
