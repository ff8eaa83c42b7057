// Cards that change hands before play: the dealer's discard, and the lone exchange of double-deck
// and railroad (the bidder sheds weak side cards blind; the partner sends its best trumps and aces).

import type { Action, Card, Denomination } from "../../engine";
import { isBoss, isTrump, power } from "../cards";
import type { Knowledge } from "../knowledge";
import { handTricks, weakestCard } from "./evaluate";

export function discardCall(k: Knowledge, legal: readonly Action[]): Action {
  const out = weakestCard(k.hand, k.contract!.denom);
  return legal.find((a) => a.type === "discard" && a.card === out) ?? legal[0];
}

export function exchangeCall(k: Knowledge, legal: readonly Action[]): Action {
  const denom = k.contract!.denom;
  const phase = k.deal.exchange;
  const giving = phase?.count ?? null;
  const most = Math.max(...legal.map((a) => (a.type === "exchange" ? a.cards.length : 0)));
  const chosen = giving === null ? bidderDiscards(k.hand, denom, k.unseen, most) : partnerGifts(k.hand, denom, giving);
  const key = (cards: readonly Card[]) => [...cards].sort().join();
  return legal.find((a) => a.type === "exchange" && key(a.cards) === key(chosen)) ?? legal[0];
}

/**
 * Up to `most` side losers (the rules' limit): cards that some card out of the hand beats. A king
 * behind both aces of its suit is as sure a winner as the aces, so it is kept and no winner is thrown away.
 */
function bidderDiscards(hand: readonly Card[], denom: Denomination, out: readonly Card[], most: number): Card[] {
  const weak = hand.filter((c) => !isTrump(c, denom) && !isBoss(c, out, denom));
  // Shed the weakest first, from the shortest suits, so voids appear.
  const order = (c: Card) =>
    power(c, denom) +
    handTricks(
      hand.filter((x) => x !== c),
      denom,
    );
  return weak.sort((a, b) => order(b) - order(a)).slice(0, most);
}

function partnerGifts(hand: readonly Card[], denom: Denomination, count: number): Card[] {
  return [...hand].sort((a, b) => power(b, denom) - power(a, denom)).slice(0, count);
}
