// The order a hand is shown in, as a player sorts cards in the hand: grouped by suit, the suits
// alternating in colour where the hand allows, the trump suit first once it is known (with both
// bowers), and the strongest card of each suit on the left. Display only: the engine and the
// logs keep the dealt order.

import { effectiveSuit, isSuit, strength } from "@/lib/engine/cards";
import { JOKER, SUITS, type Card, type Denomination, type Ranking, type Suit } from "@/lib/engine/types";

const RED: ReadonlySet<Suit> = new Set(["H", "D"]);
const BLACKS = SUITS.filter((s) => !RED.has(s));
const REDS = SUITS.filter((s) => RED.has(s));
/** Tie-break between equally good suit orders: ♠ ♥ ♣ ♦, a common hand order that alternates. */
const PREFERRED: readonly Suit[] = BLACKS.flatMap((black, i) => [black, REDS[i]!]);

/** The permutations of a short list, in lexicographic order of positions. */
function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((first, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [first, ...rest]));
}

const changes = (suits: readonly Suit[]) => suits.slice(1).filter((s, i) => RED.has(s) !== RED.has(suits[i]!)).length;

/**
 * The hand in display order. `denom` is the contract's denomination once there is one: it makes
 * the bowers trumps (under the game's `ranking`), puts trumps first, and ranks (low no-trump: the
 * nine is the strongest). Before it, cards keep their printed suits and the usual rank order.
 */
export function handOrder(hand: readonly Card[], denom: Denomination | null, ranking: Ranking = "bowers"): Card[] {
  // The joker has no suit until trump is known: it goes first, where the trumps will be.
  if (!(denom && isSuit(denom)) && hand.includes(JOKER))
    return [
      JOKER,
      ...handOrder(
        hand.filter((c) => c !== JOKER),
        denom,
        ranking,
      ),
    ];
  const by: Denomination = denom ?? "NT_HIGH";
  const suitOf = (card: Card) => effectiveSuit(card, by, ranking);
  const trump = denom && isSuit(denom) ? denom : null;
  const first = trump && hand.some((c) => suitOf(c) === trump) ? [trump] : [];
  const others = PREFERRED.filter((s) => s !== trump && hand.some((c) => suitOf(c) === s));
  let suits = [...first, ...others];
  for (const order of permutations(others)) {
    if (changes([...first, ...order]) > changes(suits)) suits = [...first, ...order];
  }
  return [...hand].sort(
    (a, b) => suits.indexOf(suitOf(a)) - suits.indexOf(suitOf(b)) || strength(b, by, ranking) - strength(a, by, ranking),
  );
}
