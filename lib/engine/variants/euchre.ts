// Standard Euchre (docs/rules.md §2), with the options the seed lists (§2.10): the joker, the
// Canadian loner, the 32-card deck and the target score.

import { LOW_CARDS, PACK } from "../cards";
import { trumpMakingScore } from "../scoring";
import { teamIn } from "../teams";
import { EUCHRE_OPTIONS, JOKER, SEATS, SUITS, type Card } from "../types";
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
    ranking: "bowers",
    eachForThemselves: false,
  },
  team: (seat) => teamIn(euchre.info.seats, seat),
  deck: PACK,
  // The extra cards go after the pack, so a deal without options shuffles the same deck as ever.
  deckFor: (options): Card[] => [...PACK, ...(options.deck === 32 ? LOW_CARDS : []), ...(options.joker ? [JOKER] : [])],
  packets: [
    [3, 2, 3, 2],
    [2, 3, 2, 3],
  ],
  turnsUpCard: true,
  options: EUCHRE_OPTIONS,
  bidding,
  firstLeader: (deal) => leadAfterDealer(euchre)(deal),
  score: (deal) => trumpMakingScore(euchre, deal),
};
