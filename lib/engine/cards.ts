// Card mechanics shared by all four games (docs/rules.md §1): effective suit, rank order, follow
// suit, trick winner. Cards stay short strings; rank and suit are their two characters.

import { DENOMINATIONS, RANKS, SUITS, type Card, type Denomination, type Rank, type Suit } from "./types";

/** Each suit's colour-mate: the jack of trump's colour-mate is the left bower. */
export const SAME_COLOUR: Record<Suit, Suit> = { S: "C", C: "S", H: "D", D: "H" };

const RANK_INDEX: Record<string, number> = Object.fromEntries(RANKS.map((r, i) => [r, i]));

/** Every card of one 24-card pack, suit by suit in SUITS order, 9 up to A. */
export const PACK: readonly Card[] = SUITS.flatMap((s) => RANKS.map((r) => `${r}${s}` as Card));
export const CARD_COUNT = PACK.length;

// Rank and suit indexes by character code, so a card is recognised from its two characters
// without hashing: the bots check every card they pass in, thousands of times a decision.
const RANK_AT = new Int8Array(128).fill(-1);
const SUIT_AT = new Int8Array(128).fill(-1);
RANKS.forEach((r, i) => (RANK_AT[r.charCodeAt(0)] = i));
SUITS.forEach((s, i) => (SUIT_AT[s.charCodeAt(0)] = i));

/** The card's index in PACK (suit index × 6 + rank index), or −1 for anything that is not a card. */
export function cardIndex(x: unknown): number {
  if (typeof x !== "string" || x.length !== 2) return -1;
  const rank = RANK_AT[x.charCodeAt(0)]; // undefined past the table: the comparison below fails
  const suit = SUIT_AT[x.charCodeAt(1)];
  return rank >= 0 && suit >= 0 ? suit * RANKS.length + rank : -1;
}

export const isCard = (x: unknown): x is Card => cardIndex(x) >= 0;

/** Is `x` a suit? Of a denomination: is it a trump suit rather than a sans. */
export const isSuit = (x: unknown): x is Suit => typeof x === "string" && x.length === 1 && SUIT_AT[x.charCodeAt(0)] >= 0;

export const suitOf = (card: Card): Suit => card[1] as Suit;
export const rankOf = (card: Card): Rank => card[0] as Rank;

/**
 * The suit a card belongs to under a denomination. This is the only place that knows the left
 * bower: with trump T, the jack of T's colour-mate is a T card for following, leading and winning.
 */
export function effectiveSuit(card: Card, denom: Denomination): Suit {
  const suit = card[1] as Suit;
  if (card[0] === "J" && isSuit(denom) && SAME_COLOUR[denom] === suit) return denom;
  return suit;
}

/** Rank within the card's effective suit, higher is better (docs/rules.md §1.2). */
export function strength(card: Card, denom: Denomination): number {
  const r = RANK_INDEX[card[0]];
  if (denom === "NT_LOW") return 5 - r;
  if (card[0] === "J" && effectiveSuit(card, denom) === denom) return card[1] === denom ? 7 : 6;
  return r;
}

const isTrump = (card: Card, denom: Denomination) => effectiveSuit(card, denom) === denom;

/** The cards of `hand` that may be played to a trick whose first card is `led` (null: leading). */
export function legalPlays(hand: readonly Card[], led: Card | null, denom: Denomination): Card[] {
  if (led === null) return [...hand];
  const suit = effectiveSuit(led, denom);
  const follow = hand.filter((c) => effectiveSuit(c, denom) === suit);
  return follow.length > 0 ? follow : [...hand];
}

/** Does playing `card` from `hand` break the follow-suit rule? */
export function revokes(hand: readonly Card[], card: Card, led: Card | null, denom: Denomination): boolean {
  if (led === null) return false;
  const suit = effectiveSuit(led, denom);
  if (effectiveSuit(card, denom) === suit) return false;
  for (const c of hand) if (effectiveSuit(c, denom) === suit) return true;
  return false;
}

/**
 * Index (in play order) of the card that wins a trick. Strict ">" keeps the earlier of two
 * identical cards, so in the double deck the first played wins (docs/rules.md §1.4).
 */
export function trickWinner(cards: readonly Card[], denom: Denomination): number {
  const led = effectiveSuit(cards[0], denom);
  const power = (c: Card) => {
    if (isTrump(c, denom)) return 100 + strength(c, denom);
    return effectiveSuit(c, denom) === led ? strength(c, denom) : -1;
  };
  let best = 0;
  let bestPower = power(cards[0]);
  for (let i = 1; i < cards.length; i++) {
    const p = power(cards[i]);
    if (p > bestPower) {
      best = i;
      bestPower = p;
    }
  }
  return best;
}

/** `hand` without one copy of `card` (the double deck holds duplicates). */
export function withoutOne(hand: readonly Card[], card: Card): Card[] {
  const out: Card[] = [];
  let skipped = false;
  for (const c of hand) {
    if (c === card && !skipped) skipped = true;
    else out.push(c);
  }
  return out;
}

/** The distinct cards of `cards`, in first-seen order (only the double deck repeats a card). */
export function distinct(cards: readonly Card[]): Card[] {
  const out: Card[] = [];
  for (const c of cards) if (!out.includes(c)) out.push(c);
  return out;
}

/** `hand` without one copy of each of `cards`, or null when some card is not there. */
export function withoutAll(hand: readonly Card[], cards: readonly Card[]): Card[] | null {
  const rest = [...hand];
  for (const c of cards) {
    const i = rest.indexOf(c);
    if (i < 0) return null;
    rest.splice(i, 1);
  }
  return rest;
}

// The two functions above as tables over every denomination and card, for the checked exports:
// EFFECTIVE[d × 24 + c] is the effective suit's index, POWER[d × 24 + c] the strength. Computed
// from effectiveSuit() and strength(), so the left bower still lives in one place.
export const EFFECTIVE = new Int8Array(DENOMINATIONS.length * CARD_COUNT);
export const POWER = new Int8Array(DENOMINATIONS.length * CARD_COUNT);
DENOMINATIONS.forEach((denom, d) => {
  PACK.forEach((card, c) => {
    EFFECTIVE[d * CARD_COUNT + c] = SUITS.indexOf(effectiveSuit(card, denom));
    POWER[d * CARD_COUNT + c] = strength(card, denom);
  });
});
