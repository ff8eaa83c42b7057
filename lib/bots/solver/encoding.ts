// How the solver sees a card: an effective suit (0..3, with 0 the trump suit in a trump
// contract) and a class (0 = lowest) in that suit's rank order for the contract. Re-ranking
// per contract puts the bowers on top of trump and reverses sans low, so the search only ever
// compares small integers. In the double deck the two copies of a card share a class and
// occupy the two bits of that class (bit = class * 2 + copy).

import { SUITS, type Card, type Denomination, type Suit } from "../../engine";

const SAME_COLOUR: Record<Suit, Suit> = { S: "C", C: "S", H: "D", D: "H" };
const PLAIN_ORDER = "9TJQKA"; // ascending
const TRUMP_ORDER = "9TQKA"; // ascending, jacks handled separately

export interface Encoded {
  readonly suit: number;
  readonly cls: number;
}

/** Effective suits in solver order: trump first, then its partner colour, then the others. */
export function suitOrder(denom: Denomination): readonly Suit[] {
  if (denom === "NT_HIGH" || denom === "NT_LOW") return SUITS;
  const same = SAME_COLOUR[denom];
  return [denom, same, ...SUITS.filter((s) => s !== denom && s !== same)];
}

export function isTrumpContract(denom: Denomination): denom is Suit {
  return denom !== "NT_HIGH" && denom !== "NT_LOW";
}

/** Per denomination, the cards encoded so far: a Position is built for every sampled layout. */
const encoded = new Map<Denomination, Map<Card, Encoded>>();

export function encodeCard(card: Card, denom: Denomination): Encoded {
  let cards = encoded.get(denom);
  if (!cards) encoded.set(denom, (cards = new Map()));
  let code = cards.get(card);
  if (!code) cards.set(card, (code = encode(card, denom)));
  return code;
}

function encode(card: Card, denom: Denomination): Encoded {
  const rank = card[0];
  const printed = card[1] as Suit;
  const order = suitOrder(denom);
  if (isTrumpContract(denom)) {
    if (rank === "J" && printed === denom) return { suit: 0, cls: 6 };
    if (rank === "J" && printed === SAME_COLOUR[denom]) return { suit: 0, cls: 5 };
    if (printed === denom) return { suit: 0, cls: TRUMP_ORDER.indexOf(rank) };
  }
  const plain = PLAIN_ORDER.indexOf(rank);
  return { suit: order.indexOf(printed), cls: denom === "NT_LOW" ? 5 - plain : plain };
}

/** The inverse of encodeCard, for turning solver moves back into cards. */
export function decodeCard(suit: number, cls: number, denom: Denomination): Card {
  const order = suitOrder(denom);
  if (isTrumpContract(denom) && suit === 0) {
    if (cls === 6) return `J${denom}` as Card;
    if (cls === 5) return `J${SAME_COLOUR[denom as Suit]}` as Card;
    return `${TRUMP_ORDER[cls]}${order[0]}` as Card;
  }
  const plain = denom === "NT_LOW" ? 5 - cls : cls;
  return `${PLAIN_ORDER[plain]}${order[suit]}` as Card;
}
