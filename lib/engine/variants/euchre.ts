// Standard Euchre (docs/rules.md §2). Options the seed lists as off by default — joker, Canadian
// loner, 32-card deck, other targets — are not implemented.

import { PACK } from "../cards";
import { trumpMakingScore } from "../scoring";
import type { Seat, Team } from "../types";
import type { Variant } from "../variant";
import { leadAfterDealer, upcardRules } from "./upcard";

/** Four-player partnerships: N+S are team 0, E+W team 1. */
export const partnershipTeam = (seat: Seat): Team => (seat === "N" || seat === "S" ? 0 : 1);

const { bidding } = upcardRules({
  alone: true,
  dealerPickup: "forced", // so euchre has no pickup phase
  dealerStuck: () => true, // the seed's forced dealer: no throw-ins (§2.9)
});

export const euchre: Variant = {
  info: {
    id: "euchre",
    players: 4,
    seats: ["N", "E", "S", "W"],
    deckSize: 24,
    handSize: 5,
    target: 10,
    tricksPerDeal: 5,
    denominations: ["S", "H", "D", "C"],
  },
  team: partnershipTeam,
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
