// How the solver sees a card: an effective suit (0..3, with 0 the trump suit in a trump
// contract) and a class (0 = lowest) in that suit's rank order for the contract, so the search
// only ever compares small integers. Both are read off the engine's effectiveSuit and strength
// (docs/rules.md §1.1, §1.2): the bowers and the rank orders are the engine's alone. In the
// double deck the two copies of a card share a class and occupy its two bits (bit = class * 2 + copy).

import { DENOMINATIONS, effectiveSuit, strength, SUITS, type Card, type Denomination, type Suit } from "../../engine";
import { isSuit, PACK } from "../../engine";

export interface Encoded {
  readonly suit: number;
  readonly cls: number;
}

/** Effective suits in solver order: trump first, then the suit of the left bower, then the others. */
function suitOrder(denom: Denomination): readonly Suit[] {
  if (!isSuit(denom)) return SUITS;
  const printed = (card: Card) => card[1] as Suit;
  const leftBower = PACK.find((c) => effectiveSuit(c, denom) === denom && printed(c) !== denom)!;
  const mate = printed(leftBower);
  return [denom, mate, ...SUITS.filter((s) => s !== denom && s !== mate)];
}

/**
 * A card's class is its strength, but trump's seven cards are ranked densely: the bowers rank
 * above the ace (strengths 6 and 7) and the jack's own place stays empty, while the core has
 * seven classes a suit. The plain suit of the left bower keeps the place of its jack empty.
 */
function classOf(card: Card, denom: Denomination): number {
  const s = strength(card, denom);
  if (effectiveSuit(card, denom) !== denom) return s;
  return PACK.filter((c) => effectiveSuit(c, denom) === denom && strength(c, denom) < s).length;
}

interface Codes {
  encoded: Map<Card, Encoded>;
  /** decoded[suit][cls]: the card with that code. */
  decoded: Card[][];
}

const CODES = new Map<Denomination, Codes>(
  DENOMINATIONS.map((denom) => {
    const order = suitOrder(denom);
    const codes: Codes = { encoded: new Map(), decoded: order.map(() => []) };
    for (const card of PACK) {
      const code = { suit: order.indexOf(effectiveSuit(card, denom)), cls: classOf(card, denom) };
      codes.encoded.set(card, code);
      codes.decoded[code.suit][code.cls] = card;
    }
    return [denom, codes];
  }),
);

export function encodeCard(card: Card, denom: Denomination): Encoded {
  const code = CODES.get(denom)?.encoded.get(card);
  if (!code) throw new Error(`the solver takes no card ${card} under ${denom}`);
  return code;
}

/** The inverse of encodeCard, for turning solver moves back into cards. */
export function decodeCard(suit: number, cls: number, denom: Denomination): Card {
  return CODES.get(denom)!.decoded[suit][cls];
}
