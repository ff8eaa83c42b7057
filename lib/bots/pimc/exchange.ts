// The double-deck lone exchange, bounded: the rules offer up to 299 discards and 220 passes, and
// each is a 12-card solve in every world. The bot searches only
//  - as the bidder: discards from its six lowest side cards that some unseen card beats (a lone
//    hand must lose those, and keeps its trumps and sure winners), each answered in the world by
//    the partner's gifts by the strong bot's rule;
//  - as the partner: passes from its six best cards by that rule's order.
// Euchre and two-hand discards, and railroad's exchange (at most six options), are few and all searched.

import { deckOf, legalActions, strength, type Action, type Card, type Denomination, type MatchState } from "../../engine";
import { isBoss, isTrump, removeAll } from "../cards";
import type { Knowledge } from "../knowledge";
import { partnerGifts } from "../strong/exchange";

const POOL = 6;

/** Whether every card of `cards` is in `pool`, copies counted. */
function within(cards: readonly Card[], pool: readonly Card[]): boolean {
  const left = [...pool];
  return cards.every((c) => {
    const i = left.indexOf(c);
    return i >= 0 && left.splice(i, 1).length === 1;
  });
}

/** The bidder's side cards that some card out of its hand beats, lowest first. */
function losers(hand: readonly Card[], denom: Denomination): Card[] {
  const out = removeAll(deckOf("double-deck"), hand);
  const lose = hand.filter((c) => !isTrump(c, denom) && !isBoss(c, out, denom));
  return lose.sort((a, b) => strength(a, denom) - strength(b, denom));
}

/** The exchange actions `k` searches among, from its legal ones. */
export function exchangeCandidates(k: Knowledge, legal: readonly Action[]): Action[] {
  if (k.variant !== "double-deck") return [...legal];
  const denom = k.contract!.denom;
  const bidding = k.deal.exchange?.count == null;
  const pool = bidding ? losers(k.hand, denom).slice(0, POOL) : partnerGifts(k.hand, denom, POOL);
  return legal.filter((a) => a.type === "exchange" && within(a.cards, pool));
}

/** The choices a seat has in a world's search: the partner's pass is the strong bot's gifts. */
export function worldChoices(state: MatchState): readonly Action[] {
  const deal = state.current!;
  const phase = deal.phase;
  if (phase.kind === "exchange" && phase.count !== null)
    return [{ type: "exchange", cards: partnerGifts(deal.hands[phase.turn], deal.contract!.denom, phase.count) }];
  return legalActions(state);
}
