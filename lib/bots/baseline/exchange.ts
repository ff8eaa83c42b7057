// Cards that change hands before play: the dealer's discard, and the double-deck lone exchange
// (the bidder sheds weak side cards blind; the partner sends its best trumps and aces).

import type { Action, Card, Denomination } from "../../engine";
import { isTrump, power } from "../cards";
import type { Knowledge } from "../knowledge";
import { handTricks, weakestCard } from "./evaluate";

/** Side cards below this strength are not worth keeping in a lone double-deck hand. */
const KEEP_STRENGTH = 5;

export function discardCall(k: Knowledge, legal: readonly Action[]): Action {
  const out = weakestCard(k.hand, k.contract!.denom);
  return legal.find((a) => a.type === "discard" && a.card === out) ?? legal[0];
}

export function exchangeCall(k: Knowledge, legal: readonly Action[]): Action {
  const denom = k.contract!.denom;
  const phase = k.deal.exchange;
  const giving = phase?.count ?? null;
  const chosen = giving === null ? bidderDiscards(k.hand, denom) : partnerGifts(k.hand, denom, giving);
  const key = (cards: readonly Card[]) => [...cards].sort().join();
  return legal.find((a) => a.type === "exchange" && key(a.cards) === key(chosen)) ?? legal[0];
}

function bidderDiscards(hand: readonly Card[], denom: Denomination): Card[] {
  const weak = hand.filter((c) => !isTrump(c, denom) && power(c, denom) < KEEP_STRENGTH);
  // Shed the weakest first, from the shortest suits, so voids appear.
  const order = (c: Card) =>
    power(c, denom) +
    handTricks(
      hand.filter((x) => x !== c),
      denom,
    );
  return weak.sort((a, b) => order(b) - order(a)).slice(0, 3);
}

function partnerGifts(hand: readonly Card[], denom: Denomination, count: number): Card[] {
  return [...hand].sort((a, b) => power(b, denom) - power(a, denom)).slice(0, count);
}
