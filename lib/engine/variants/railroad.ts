// Railroad Euchre (docs/rules.md §10): standard Euchre with the joker always in the pack, and
// "calling for best": a lone maker may put one card face down and take the partner's best card,
// passed face down, before the partner sits out (A-RR1–A-RR9).

import { PACK } from "../cards";
import { trumpMakingScore } from "../scoring";
import { teamIn } from "../teams";
import { JOKER, SEATS, SUITS } from "../types";
import type { Variant } from "../variant";
import { loneExchange } from "./exchange";
import { leadAfterDealer, upcardRules } from "./upcard";

const { bidding } = upcardRules({
  alone: true,
  dealerPickup: "forced",
  dealerStuck: () => true, // standard Euchre's forced dealer
});

export const railroad: Variant = {
  info: {
    id: "railroad",
    players: 4,
    seats: [...SEATS],
    deckSize: 25,
    handSize: 5,
    target: 10,
    tricksPerDeal: 5,
    denominations: [...SUITS],
    ranking: "bowers",
    eachForThemselves: false,
  },
  team: (seat) => teamIn(railroad.info.seats, seat),
  deck: [...PACK, JOKER],
  packets: [
    [3, 2, 3, 2],
    [2, 3, 2, 3],
  ],
  turnsUpCard: true,
  options: [],
  bidding,
  exchange: loneExchange(1),
  firstLeader: (deal) => leadAfterDealer(railroad)(deal),
  score: (deal) => trumpMakingScore(railroad, deal),
};
