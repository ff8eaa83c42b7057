// Standard Euchre (docs/rules.md §2). Options the seed lists as off by default — joker, Canadian
// loner, 32-card deck, other targets — are not implemented.

import { PACK } from "../cards";
import { trumpMakingScore } from "../scoring";
import { teamIn } from "../teams";
import { SEATS, SUITS } from "../types";
import type { Variant } from "../variant";
import { leadAfterDealer, upcardRules } from "./upcard";

const { bidding } = upcardRules({
  alone: true,
  dealerPickup: "forced", // so euchre has no pickup phase
  dealerStuck: () => true, // the seed's forced dealer: no throw-ins (§2.9)
});

export const euchre: Variant = {
  info: {
    id: "euchre",
    players: 4,
    seats: [...SEATS],
    deckSize: 24,
    handSize: 5,
    target: 10,
    tricksPerDeal: 5,
    denominations: [...SUITS],
  },
  team: (seat) => teamIn(euchre.info.seats, seat),
  deck: PACK,
  packets: [
    [3, 2, 3, 2],
    [2, 3, 2, 3],
  ],
  turnsUpCard: true,
  options: [],
  bidding,
  firstLeader: (deal) => leadAfterDealer(euchre)(deal),
  score: (deal) => trumpMakingScore(euchre, deal),
};
