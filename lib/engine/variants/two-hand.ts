// Two-handed Euchre (docs/rules.md §3): S (the person) against N. The dealer may decline an
// ordered-up card (A-T1); both passing twice throws the deal in unless stickTheDealer is set.
// The 32-card and joker options are not implemented.

import { PACK } from "../cards";
import { trumpMakingScore } from "../scoring";
import { teamIn } from "../teams";
import { SUITS } from "../types";
import type { Variant } from "../variant";
import { leadAfterDealer, upcardRules } from "./upcard";

const { bidding, pickup } = upcardRules({
  alone: false,
  dealerPickup: "optional",
  dealerStuck: (options) => options.stickTheDealer === true,
});

export const twoHand: Variant = {
  info: {
    id: "two-hand",
    players: 2,
    seats: ["S", "N"],
    deckSize: 24,
    handSize: 5,
    target: 10,
    tricksPerDeal: 5,
    denominations: [...SUITS],
    ranking: "bowers",
    eachForThemselves: false,
  },
  team: (seat) => teamIn(twoHand.info.seats, seat),
  deck: PACK,
  packets: [
    [2, 2],
    [3, 3],
  ],
  turnsUpCard: true,
  options: ["stickTheDealer"],
  bidding,
  pickup,
  firstLeader: (deal) => leadAfterDealer(twoHand)(deal), // the non-dealer
  score: (deal) => trumpMakingScore(twoHand, deal),
};
