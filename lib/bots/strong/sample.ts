// Determinization: deal the cards a seat cannot see to the other seats, consistent with what it
// knows (hand sizes, cards known to be held, revealed voids, cards only one seat can hold), using
// only the bot's generator. Those facts are certain and hold in every layout; only the fit to the
// calls (a guess) is relaxed when no sampled layout matches it.

import { effectiveSuit, type Card, type Rng, type Seat, type Suit } from "../../engine";
import type { Knowledge, Trump } from "../knowledge";

export interface SeatNeed {
  seat: Seat;
  /** Cards the seat holds in all. */
  count: number;
  /** Cards it is known to hold. */
  known: readonly Card[];
  /** Effective suits it cannot hold. */
  voids: ReadonlySet<Suit>;
  /** Cards it cannot hold: another seat holds them or put them face down (the dealer's up-card). */
  excluded?: readonly Card[];
}

type Layout = Partial<Record<Seat, Card[]>>;

/** What `k` knows of each of `seats` other than its own, for sampling their hands in play. */
export function needsOf(k: Knowledge, seats: readonly Seat[]): SeatNeed[] {
  return seats
    .filter((s) => s !== k.seat)
    .map((seat) => ({
      seat,
      count: k.deal.counts[seat] ?? 0,
      known: k.known[seat] ?? [],
      voids: k.voids[seat] ?? new Set(),
      excluded: k.buried,
    }));
}

const ATTEMPTS = 24;

const fits = (card: Card, need: SeatNeed, trump: Trump): boolean =>
  (trump === null || !need.voids.has(effectiveSuit(card, trump.denom, trump.ranking))) && !need.excluded?.includes(card);

/**
 * One random layout of `pool` over the seats in `needs` (the rest stays in the kitty, face down
 * or with a seat that sits out). Every layout honours the needs. `misfit` scores layouts the
 * calls make unlikely (0 = fits); after enough attempts the best-fitting layout is taken, and if
 * no random attempt honoured the needs, one is built by matching cards to seats.
 */
export function sampleHands(
  pool: readonly Card[],
  needs: readonly SeatNeed[],
  trump: Trump,
  rng: Rng,
  misfit: (hands: Layout) => number = () => 0,
): Layout {
  const ordered = [...needs].sort((a, b) => b.voids.size - a.voids.size);
  let best: Layout | null = null;
  let bestMisfit = Infinity;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const hands = deal(pool, ordered, trump, rng);
    if (!hands) continue;
    const m = misfit(hands);
    if (m === 0) return hands;
    if (m < bestMisfit) [best, bestMisfit] = [hands, m];
  }
  if (best) return best;
  // A bot must always answer: should the facts ever contradict each other (a bug in what the bot
  // knows), a layout that ignores them beats a game that cannot go on.
  const unconstrained = ordered.map((n) => ({ ...n, voids: new Set<Suit>(), excluded: [] }));
  return matched(pool, ordered, trump, rng) ?? deal(pool, unconstrained, null, rng)!;
}

function shuffled(pool: readonly Card[], rng: Rng): Card[] {
  const cards = [...pool];
  for (let i = cards.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [cards[i], cards[j]] = [cards[j], cards[i]];
  }
  return cards;
}

/** Greedy: each seat in turn takes the first shuffled cards it can hold; null if one runs short. */
function deal(pool: readonly Card[], needs: readonly SeatNeed[], trump: Trump, rng: Rng): Layout | null {
  const cards = shuffled(pool, rng);
  // Marked, not spliced out: the same cards in the same order, without moving the rest.
  const taken = new Uint8Array(cards.length);
  const hands: Layout = {};
  for (const need of needs) {
    const hand = [...need.known];
    for (let i = 0; i < cards.length && hand.length < need.count; i++) {
      if (taken[i] === 0 && fits(cards[i], need, trump)) {
        hand.push(cards[i]);
        taken[i] = 1;
      }
    }
    if (hand.length < need.count) return null;
    hands[need.seat] = hand;
  }
  return hands;
}

/**
 * A layout that honours every need, by bipartite matching of the seats' open places to the
 * shuffled cards (augmenting paths). One exists for any position the rules can reach; null if not.
 */
function matched(pool: readonly Card[], needs: readonly SeatNeed[], trump: Trump, rng: Rng): Layout | null {
  const cards = shuffled(pool, rng);
  const places = needs.flatMap((need) => Array.from({ length: Math.max(0, need.count - need.known.length) }, () => need));
  const holder: number[] = cards.map(() => -1);
  const take = (place: number, seen: boolean[]): boolean => {
    for (let c = 0; c < cards.length; c++) {
      if (seen[c] || !fits(cards[c], places[place], trump)) continue;
      seen[c] = true;
      if (holder[c] < 0 || take(holder[c], seen)) {
        holder[c] = place;
        return true;
      }
    }
    return false;
  };
  for (let p = 0; p < places.length; p++) {
    if (
      !take(
        p,
        cards.map(() => false),
      )
    )
      return null;
  }
  const hands: Layout = {};
  for (const need of needs) hands[need.seat] = [...need.known];
  cards.forEach((card, c) => {
    if (holder[c] >= 0) hands[places[holder[c]].seat]!.push(card);
  });
  return hands;
}
