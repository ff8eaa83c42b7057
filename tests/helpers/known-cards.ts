import { JOKER, type Card, type MatchState, type Seat } from "@/lib/engine";

/**
 * Every card `seat` may have seen so far in a match: its hands as dealt and now (not while it names
 * trump unseen under a turned joker), every card played, the up-card, its own discards, and the
 * cards passed to or by it in a lone exchange.
 */
const PARTNER: Record<Seat, Seat> = { N: "S", S: "N", E: "W", W: "E" };

export function knownCards(state: MatchState, seat: Seat): Set<string> {
  const known = new Set<string>();
  const add = (cards: readonly Card[] | null | undefined) => cards?.forEach((c) => known.add(c));
  for (const deal of [...state.past, ...(state.current ? [state.current] : [])]) {
    const blind = deal.dealer === seat && deal.upcard?.card === JOKER && deal.upcard.state === "up";
    if (!blind) add(deal.dealt[seat]);
    if (!blind) add(deal.hands[seat]);
    for (const t of [...deal.tricks, ...(deal.trick ? [deal.trick] : [])]) add(t.plays.map((p) => p.card));
    if (deal.upcard) known.add(deal.upcard.card);
    for (const d of deal.discards) if (d.seat === seat) add(d.cards);
    const side = [seat, PARTNER[seat]];
    if (deal.contract?.alone && deal.passed && side.includes(deal.contract.declarer)) add(deal.passed);
  }
  return known;
}

/** Card-like tokens in a JSON text (e.g. "JH", "TS", "7C", the joker "JK"). */
export const cardsIn = (text: string): string[] => text.match(/"(?:[7-9TJQKA][SHDC]|JK)"/g)?.map((s) => s.slice(1, 3)) ?? [];
