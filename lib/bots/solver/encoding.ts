// How the solver sees a card: an effective suit (0..3, with 0 the trump suit in a trump
// contract) and a class (0 = lowest) in that suit's rank order for the contract, so the search
// only ever compares small integers. Both are read off the engine's effectiveSuit and strength
// (docs/rules.md §1.1, §1.2): the bowers and the rank orders are the engine's alone. In the
// double deck the two copies of a card share a class and occupy its two bits (bit = class * 2 + copy).
// Positions with euchre's joker or 7s and 8s are ranked per position instead (positionCodes).
// Napoleon's natural ranking has no bowers: every card keeps its printed suit and rank.

import {
  DENOMINATIONS,
  effectiveSuit,
  RANKINGS,
  strength,
  SUITS,
  type Card,
  type Denomination,
  type Ranking,
  type Suit,
} from "../../engine";
import { isSuit, PACK } from "../../engine";

export interface Encoded {
  readonly suit: number;
  readonly cls: number;
}

/** Effective suits in solver order: trump first, then the suit of the left bower if any, then the others. */
function suitOrder(denom: Denomination, ranking: Ranking): readonly Suit[] {
  if (!isSuit(denom)) return SUITS;
  const printed = (card: Card) => card[1] as Suit;
  const leftBower = PACK.find((c) => effectiveSuit(c, denom, ranking) === denom && printed(c) !== denom);
  const mate = leftBower ? [printed(leftBower)] : [];
  return [denom, ...mate, ...SUITS.filter((s) => s !== denom && !mate.includes(s))];
}

/**
 * A card's class is its strength, but trump's seven cards are ranked densely: the bowers rank
 * above the ace (strengths 6 and 7) and the jack's own place stays empty, while the core has
 * seven classes a suit. The plain suit of the left bower keeps the place of its jack empty.
 */
function classOf(card: Card, denom: Denomination, ranking: Ranking): number {
  const s = strength(card, denom, ranking);
  if (effectiveSuit(card, denom, ranking) !== denom) return s;
  return PACK.filter((c) => effectiveSuit(c, denom, ranking) === denom && strength(c, denom, ranking) < s).length;
}

const codesKey = (denom: Denomination, ranking: Ranking) => `${ranking} ${denom}`;
const CODES = new Map<string, Map<Card, Encoded>>(
  RANKINGS.flatMap((ranking) =>
    DENOMINATIONS.map((denom) => {
      const order = suitOrder(denom, ranking);
      const code = (card: Card) => ({ suit: order.indexOf(effectiveSuit(card, denom, ranking)), cls: classOf(card, denom, ranking) });
      return [codesKey(denom, ranking), new Map(PACK.map((card) => [card, code(card)]))] as const;
    }),
  ),
);

/** The classes a suit has in the core (lib/bots/solver/core/position.ts CLASSES). */
const CLASSES = 7;

/** How one position's cards are coded, and whether a class may hold two cards (the core's double-deck mode). */
export interface PositionCodes {
  encode(card: Card): Encoded;
  pairs: boolean;
  /** The 24-card pack's codes, the same in every position (solves may share what they learn). */
  fixed: boolean;
}

const PACK_CARDS = new Set<Card>(PACK);

/**
 * The codes for a position whose players hold `held` (open trick's cards included): the pack's
 * fixed codes, or, with the joker or 7s and 8s, each suit's present cards ranked densely, a suit of
 * more than seven sharing classes (docs/solver.md says which pairs, and the one approximation).
 */
export function positionCodes(held: readonly (readonly Card[])[], denom: Denomination, ranking: Ranking = "bowers"): PositionCodes {
  const cards = held.flat();
  if (cards.every((c) => PACK_CARDS.has(c))) return { encode: (card) => encodeCard(card, denom, ranking), pairs: false, fixed: true };
  const order = suitOrder(denom, ranking);
  const holder = new Map<Card, number>();
  held.forEach((hand, p) => hand.forEach((c) => holder.set(c, p)));
  const encoded = new Map<Card, Encoded>();
  let pairs = false;
  order.forEach((suit, index) => {
    const run = cards
      .filter((c) => effectiveSuit(c, denom, ranking) === suit)
      .sort((a, b) => strength(a, denom, ranking) - strength(b, denom, ranking));
    const merged = mergeRuns(run, (a, b) => holder.get(a) === holder.get(b));
    pairs ||= merged.some((cls) => cls.length > 1);
    merged.forEach((cls, c) => cls.forEach((card) => encoded.set(card, { suit: index, cls: c })));
  });
  return {
    encode(card) {
      const code = encoded.get(card);
      if (!code) throw new Error(`the solver's position holds no card ${card}`);
      return code;
    },
    pairs,
    fixed: false,
  };
}

/** `run` (lowest first) in at most CLASSES classes of one or two cards, merging `exact` neighbours first. */
function mergeRuns(run: readonly Card[], exact: (a: Card, b: Card) => boolean): Card[][] {
  const classes = run.map((c) => [c]);
  for (const allowed of [exact, () => true]) {
    for (let i = 0; classes.length > CLASSES && i + 1 < classes.length; i++) {
      if (classes[i].length === 1 && classes[i + 1].length === 1 && allowed(classes[i][0], classes[i + 1][0])) {
        classes.splice(i, 2, [classes[i][0], classes[i + 1][0]]);
      }
    }
  }
  return classes;
}

export function encodeCard(card: Card, denom: Denomination, ranking: Ranking = "bowers"): Encoded {
  const code = CODES.get(codesKey(denom, ranking))?.get(card);
  if (!code) throw new Error(`the solver takes no card ${card} under ${denom}`);
  return code;
}
