// Baseline calls for every auction: count the hand (evaluate.ts), add what the partner is worth
// on average, and call when the total clears what the contract needs.

import { highBid, type Action, type Card, type Denomination, type Suit } from "../../engine";
import type { Knowledge } from "../knowledge";
import { bestDenomination, handTricks, weakestCard } from "./evaluate";

/** Per game: tricks a partner adds on average, and the counts that justify calling. */
const TRUMP_MAKING = {
  euchre: { partner: 1.1, call: 3.1, alone: 4.3 },
  "two-hand": { partner: 0, call: 2.8, alone: Infinity },
} as const;
const BID_SIX_PARTNER = 1.3;
const DOUBLE_DECK_PARTNER = 2.6;
const DOUBLE_DECK_ALONE = 11.6;

const find = (legal: readonly Action[], match: (a: Action) => boolean): Action | undefined => legal.find(match);

/** The hand after the dealer picks up `up` and throws its weakest card. */
export function withUpcard(hand: readonly Card[], up: Card, trump: Suit): Card[] {
  const all = [...hand, up];
  const out = weakestCard(all, trump);
  all.splice(all.indexOf(out), 1);
  return all;
}

export function trumpMakingCall(k: Knowledge, legal: readonly Action[]): Action {
  const game = TRUMP_MAKING[k.variant as keyof typeof TRUMP_MAKING];
  const deal = k.deal;
  const up = deal.upcard!.card;
  const pass = find(legal, (a) => a.type === "pass");
  const call = (a: Action | undefined, count: number): Action => {
    if (!a) return pass!;
    const alone = find(legal, (x) => JSON.stringify(x) === JSON.stringify({ ...a, alone: true }));
    if (alone && count - game.partner >= game.alone) return alone;
    return count >= game.call || !pass ? a : pass;
  };
  const order = find(legal, (a) => a.type === "order" && !a.alone);
  if (order) {
    const trump = up[1] as Suit;
    const mine = deal.dealer === k.seat ? withUpcard(k.hand, up, trump) : k.hand;
    // The up-card strengthens whichever side the dealer is on.
    const dealerSide = deal.dealer === k.seat ? 0 : deal.dealer === k.partner ? 0.4 : -0.4;
    return call(order, handTricks(mine, trump) + game.partner + dealerSide);
  }
  const names = legal.filter((a): a is Action & { type: "name" } => a.type === "name" && !a.alone);
  const best = bestDenomination(
    k.hand,
    names.map((a) => a.suit),
  );
  return call(
    names.find((a) => a.suit === best.denom),
    best.tricks + game.partner,
  );
}

/** Two-hand dealer after the non-dealer ordered up: take the card if it improves the hand. */
export function pickupCall(k: Knowledge, legal: readonly Action[]): Action {
  const up = k.deal.upcard!.card;
  const trump = k.contract!.denom as Suit;
  const take = handTricks(withUpcard(k.hand, up, trump), trump) > handTricks(k.hand, trump);
  return find(legal, (a) => a.type === "pickup" && a.take === take) ?? legal[0];
}

export function bidSixCall(k: Knowledge, legal: readonly Action[]): Action {
  const best = bestDenomination(k.hand, ["S", "H", "D", "C", "NT_HIGH", "NT_LOW"]);
  const high = highBid(k.deal.calls);
  const bids = legal.filter((a): a is Action & { type: "bid" } => a.type === "bid");
  const pass = find(legal, (a) => a.type === "pass");
  if (!pass) return bids[0]; // the stuck dealer bids the minimum
  // Partner already holds the contract: only take it over with a clearly better hand.
  const partnerHigh = high !== null && high.seat === k.partner;
  const worth = Math.floor(best.tricks + BID_SIX_PARTNER - (partnerHigh ? 1 : 0));
  const bid = bids.filter((a) => a.tricks <= worth).at(-1);
  return bid ?? pass;
}

export function declareCall(k: Knowledge, legal: readonly Action[]): Action {
  const denoms = legal.flatMap((a) => (a.type === "declare" ? [a.denom] : []));
  const best = bestDenomination(k.hand, denoms);
  return find(legal, (a) => a.type === "declare" && a.denom === best.denom) ?? legal[0];
}

export function doubleDeckCall(k: Knowledge, legal: readonly Action[]): Action {
  const denoms = [...new Set(legal.flatMap((a) => (a.type === "alone" ? [a.denom] : [])))] as Denomination[];
  const best = bestDenomination(k.hand, denoms);
  const pass = find(legal, (a) => a.type === "pass")!;
  if (best.tricks >= DOUBLE_DECK_ALONE) return find(legal, (a) => a.type === "alone" && a.denom === best.denom) ?? pass;
  const high = highBid(k.deal.calls);
  const partnerHigh = high !== null && high.seat === k.partner;
  const worth = Math.floor(best.tricks + (partnerHigh ? 0 : DOUBLE_DECK_PARTNER) - 0.5);
  const next = (high?.tricks ?? 0) + 1;
  if (next > worth) return pass;
  return find(legal, (a) => a.type === "bid" && a.tricks === next && a.denom === best.denom) ?? pass;
}
