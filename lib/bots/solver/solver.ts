// The double-dummy solver: the tricks each side takes from a position of the play phase with
// every card in view, both sides playing perfectly. The search runs in the core (core/, in
// AssemblyScript, compiled to WebAssembly by scripts/build-solver.mjs), where it is faster than
// in TypeScript. This side encodes the cards (encoding.ts), sets the core's position up and
// turns its moves back into cards.

import type { Card, Denomination, Ranking } from "../../engine";
import { CORE_WASM, type CoreExports, type CoreImports } from "./core-wasm";
import { isSuit } from "../../engine";
import { positionCodes, type PositionCodes } from "./encoding";

/** One deal's play phase as the solver needs it. Players are the active seats in turn order. */
export interface DealSpec {
  denom: Denomination;
  /** How cards rank within a suit (default: bowers); Napoleon's natural order has none. */
  ranking?: Ranking;
  /** Hands of the active players in turn order (player i + 1 plays after player i). */
  hands: readonly (readonly Card[])[];
  /** Team (0 or 1) of each player. */
  teams: readonly number[];
  /** The player who led the current trick, or who leads next when `trick` is empty. */
  leader: number;
  /** Cards already played to the current trick, in play order. */
  trick: readonly Card[];
}

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
  /**
   * An exact solve that keeps what the last one learnt when that one shared too, with the same
   * trump, deck and teams (one board's contracts, one deal's plays): their positions recur.
   */
  shareTable?: boolean;
}

let shared: CoreExports | undefined;
/** The trump, deck and teams of the last solve that may be shared with, if it was one. */
let learnt: string | undefined;

/** The core, one per thread: solves there never overlap, and each sets the position up afresh. */
function core(): CoreExports {
  if (!shared) {
    const bytes = Uint8Array.from(atob(CORE_WASM), (c) => c.charCodeAt(0));
    const abort = () => {
      throw new Error("the solver core stopped");
    };
    const imports: CoreImports = { env: { abort } };
    shared = new WebAssembly.Instance(new WebAssembly.Module(bytes), imports).exports as unknown as CoreExports;
  }
  return shared;
}

const codesFor = (spec: DealSpec): PositionCodes => positionCodes(heldCards(spec), spec.denom, spec.ranking);

/** Each player's cards, the open trick's back in the hands of those who played them. */
function heldCards(spec: DealSpec): Card[][] {
  const held = spec.hands.map((hand) => [...hand]);
  spec.trick.forEach((card, i) => held[(spec.leader + i) % held.length].push(card));
  return held;
}

/**
 * Sets the core's position up for the deal: each copy of a card gets its own bit (the first
 * seen the lower), and the open trick's cards go back into their players' hands and are
 * replayed. Throws if a card is dealt more often than the deck holds it.
 */
export function setUpDeal(spec: DealSpec, doubleDeck: boolean, codes = codesFor(spec)): CoreExports {
  const n = spec.hands.length;
  const tricks = spec.hands[spec.leader].length + (spec.trick.length > 0 ? 1 : 0);
  // The core's arrays are sized for these (and it does not check its indices).
  if (n < 2 || n > 4 || tricks > 12) throw new Error(`the solver takes 2 to 4 players and 12 tricks at most`);
  const c = core();
  const pairs = doubleDeck || codes.pairs;
  const shift = pairs ? 1 : 0;
  const masks = new Int32Array(16);
  const seen = new Int32Array(4);
  const bitOf = (card: Card): [number, number] => {
    const { suit, cls } = codes.encode(card);
    let bit = cls << shift;
    if ((seen[suit] >> bit) & 1) bit++;
    if (bit >> shift !== cls || (seen[suit] >> bit) & 1) throw new Error(`card ${card} dealt too often`);
    seen[suit] |= 1 << bit;
    return [suit, bit];
  };
  spec.hands.forEach((hand, p) => {
    for (const card of hand) {
      const [suit, bit] = bitOf(card);
      masks[p * 4 + suit] |= 1 << bit;
    }
  });
  const trickMoves = spec.trick.map((card, i) => {
    const [suit, bit] = bitOf(card);
    masks[((spec.leader + i) % n) * 4 + suit] |= 1 << bit;
    return (suit << c.MOVE_SUIT_SHIFT.value) | bit;
  });
  for (let p = 0; p < 4; p++) for (let s = 0; s < 4; s++) c.setHand(p, spec.teams[p] ?? 0, s, masks[p * 4 + s]);
  c.setUp(n, pairs, isSuit(spec.denom), spec.leader, tricks);
  for (const move of trickMoves) c.play(move);
  return c;
}

export class Solver {
  /** Nodes visited so far, over all solves: the measure of work that sample budgets use. */
  nodes = 0;

  /**
   * Exact (or horizon-bounded) tricks the team of the player to move takes from here on; with
   * `floor`, the floor where they are fewer (a cheaper search when only more would matter).
   */
  tricks(spec: DealSpec, options: SolveOptions, floor = 0): number {
    const c = this.start(spec, options);
    const before = c.nodeCount();
    const tricks = c.tricks(floor);
    this.nodes += c.nodeCount() - before;
    return tricks;
  }

  /** The value of every legal card of the player to move. Equivalent cards share a search. */
  moveValues(spec: DealSpec, options: SolveOptions): MoveValue[] {
    const codes = codesFor(spec);
    const c = this.start(spec, options, codes);
    const before = c.nodeCount();
    const reps = Array.from({ length: c.valueEach() }, (_, i) => ({ move: c.repMove(i), tricks: c.repValue(i) }));
    this.nodes += c.nodeCount() - before;
    const shift = options.doubleDeck || codes.pairs ? 1 : 0;
    const suitShift = c.MOVE_SUIT_SHIFT.value;
    const suitOf = (move: number) => move >> suitShift;
    const clsOf = (move: number) => (move & ((1 << suitShift) - 1)) >> shift;
    return legalCards(spec, codes).map(({ card, suit, cls }) => {
      // A card shares the value of the highest representative at or below it in its suit.
      const rep = reps
        .filter((r) => suitOf(r.move) === suit && clsOf(r.move) <= cls)
        .reduce((best, r) => (clsOf(r.move) > clsOf(best.move) ? r : best));
      return { card, tricks: rep.tricks };
    });
  }

  private start(spec: DealSpec, options: SolveOptions, codes = codesFor(spec)): CoreExports {
    const c = setUpDeal(spec, options.doubleDeck, codes);
    // Only the pack's fixed codes mean one card in every solve: a position ranked on its own shares nothing.
    const context =
      options.shareTable && options.horizon === undefined && codes.fixed
        ? `${spec.denom} ${spec.ranking ?? "bowers"} ${options.doubleDeck} ${spec.teams.join("")}`
        : undefined;
    c.begin(options.horizon ?? -1, context !== undefined && context === learnt);
    learnt = context;
    return c;
  }
}

/** The mover's legal cards, one per distinct card, by effective suit and then from the highest class down. */
function legalCards(spec: DealSpec, codes: PositionCodes): { card: Card; suit: number; cls: number }[] {
  const mover = (spec.leader + spec.trick.length) % spec.hands.length;
  const cards = [...new Set(spec.hands[mover])].map((card) => ({ card, ...codes.encode(card) }));
  const led = spec.trick.length > 0 ? codes.encode(spec.trick[0]).suit : -1;
  const follow = cards.some((c) => c.suit === led);
  return cards.filter((c) => !follow || c.suit === led).sort((a, b) => a.suit - b.suit || b.cls - a.cls);
}
