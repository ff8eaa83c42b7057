// Three-handed ("cut-throat") Euchre (docs/rules.md §6): standard Euchre's deal and calls among
// three players, each for themselves. The maker always plays alone against the other two, who
// defend together for that deal only; a euchre scores 2 to each of them.

import { PACK } from "../cards";
import { threeHandScore } from "../scoring";
import { sideIn } from "../teams";
import { SUITS } from "../types";
import type { Variant } from "../variant";
import { leadAfterDealer, upcardRules } from "./upcard";

const { bidding } = upcardRules({
  alone: false, // the maker is alone already (A-3H2)
  dealerPickup: "forced",
  dealerStuck: () => true, // standard Euchre's forced dealer (A-3H3)
});

export const threeHand: Variant = {
  info: {
    id: "three-hand",
    players: 3,
    seats: ["E", "S", "W"], // clockwise, N's chair empty: the person faces nobody
    deckSize: 24,
    handSize: 5,
    target: 10,
    tricksPerDeal: 5,
    denominations: [...SUITS],
    ranking: "bowers",
    eachForThemselves: true,
  },
  team: (seat, contract) => sideIn(seat, contract?.declarer ?? null),
  deck: PACK,
  packets: [
    [3, 2, 3],
    [2, 3, 2],
  ],
  turnsUpCard: true,
  options: [],
  bidding,
  firstLeader: (deal) => leadAfterDealer(threeHand)(deal),
  score: (deal) => threeHandScore(threeHand, deal),
};
