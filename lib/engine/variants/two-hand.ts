// Two-handed Euchre (docs/rules.md §3): S (the person) against N. The dealer may decline an
// ordered-up card (A-T1); both passing twice throws the deal in unless stickTheDealer is set.
// The 32-card and joker options are not implemented.

import { PACK } from "../cards";
import { trumpMakingScore } from "../scoring";
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
    denominations: ["S", "H", "D", "C"],
  },
  team: (seat) => (seat === "S" ? 0 : 1),
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
