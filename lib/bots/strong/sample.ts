// Determinization: deal the cards a seat cannot see to the other seats, consistent with what it
// knows (hand sizes, cards known to be held, revealed voids), using only the bot's generator.

import { effectiveSuit, type Card, type Denomination, type Rng, type Seat, type Suit } from "../../engine";

export interface SeatNeed {
  seat: Seat;
  /** Cards the seat holds in all. */
  count: number;
  /** Cards it is known to hold. */
  known: readonly Card[];
  /** Effective suits it cannot hold. */
  voids: ReadonlySet<Suit>;
}

const ATTEMPTS = 24;

/**
 * One random layout of `pool` over the seats in `needs` (the rest stays in the kitty or with
 * a seat that sits out). `misfit` scores layouts the calls make unlikely (0 = fits); after
 * enough attempts the best-fitting layout is taken rather than failing.
 */
export function sampleHands(
  pool: readonly Card[],
  needs: readonly SeatNeed[],
  denom: Denomination | null,
  rng: Rng,
  misfit: (hands: Partial<Record<Seat, Card[]>>) => number = () => 0,
): Partial<Record<Seat, Card[]>> {
  const ordered = [...needs].sort((a, b) => b.voids.size - a.voids.size);
  let best: Partial<Record<Seat, Card[]>> | null = null;
  let bestMisfit = Infinity;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const hands = deal(pool, ordered, denom, rng, attempt < ATTEMPTS - 1);
    if (!hands) continue;
    const m = misfit(hands);
    if (m === 0) return hands;
    if (m < bestMisfit) [best, bestMisfit] = [hands, m];
  }
  return best ?? deal(pool, ordered, denom, rng, false)!;
}

function deal(
  pool: readonly Card[],
  needs: readonly SeatNeed[],
  denom: Denomination | null,
  rng: Rng,
  respectVoids: boolean,
): Partial<Record<Seat, Card[]>> | null {
  const cards = [...pool];
  for (let i = cards.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [cards[i], cards[j]] = [cards[j], cards[i]];
  }
  const hands: Partial<Record<Seat, Card[]>> = {};
  for (const need of needs) {
    const hand = [...need.known];
    for (let i = 0; i < cards.length && hand.length < need.count;) {
      const fits = !respectVoids || denom === null || !need.voids.has(effectiveSuit(cards[i], denom));
      if (fits) hand.push(cards.splice(i, 1)[0]);
      else i++;
    }
    if (hand.length < need.count) return null;
    hands[need.seat] = hand;
  }
  return hands;
}
