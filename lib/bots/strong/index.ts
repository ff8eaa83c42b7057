// The strong bot: determinized double-dummy search for card play and sampled solves of the
// candidate contracts for the euchre and two-hand calls, within a fixed work budget per
// decision. The bid-six auction and declaration and the double-deck lone call and exchange read
// tables learned offline from exact solves (auction.ts): sampled bid-six bids lost to counted
// ones in duplicate matches, and a 12-card deal is too big to solve in the budget. Hasenpfeffer's
// bids are played out on sampled worlds, the rest of the auction by the count (bid-worlds.ts).
// Double-deck partnership bids and the euchre and two-hand discards use the baseline's count.
// Railroad's exchange is few options, solved on samples like the calls (railroad.ts).

import type { Action, Rng, VariantId } from "../../engine";
import { baselineDecision } from "../baseline";
import { know, type Knowledge } from "../knowledge";
import type { Bot } from "../types";
import { bidSixAuction, bidSixDeclare, doubleDeckAuction, loneExchange } from "./auction";
import { hasenpfefferBid } from "./bid-worlds";
import { strongPickup, strongTrumpCall } from "./calls";
import { napoleonAuction } from "./napoleon";
import { strongPlay } from "./play";
import { railroadExchange } from "./railroad";

type Decide = (k: Knowledge, legal: readonly Action[], rng: Rng) => Action;

const AUCTIONS: Record<VariantId, Decide> = {
  euchre: strongTrumpCall,
  "two-hand": strongTrumpCall,
  "bid-six": bidSixAuction,
  "double-deck": doubleDeckAuction,
  "three-hand": strongTrumpCall,
  railroad: strongTrumpCall,
  hasenpfeffer: hasenpfefferBid,
  napoleon: napoleonAuction,
};

function decide(k: Knowledge, legal: readonly Action[], rng: Rng): Action {
  switch (k.deal.phase) {
    case "bidding":
      return AUCTIONS[k.variant](k, legal, rng);
    case "pickup":
      return strongPickup(k, legal, rng);
    case "declare":
      return bidSixDeclare(k, legal);
    case "exchange":
      return k.variant === "railroad" ? railroadExchange(k, legal, rng) : loneExchange(k, legal);
    case "play":
      return strongPlay(k, legal, rng);
    default:
      return baselineDecision(k, legal);
  }
}

export const strongBot: Bot = ({ view, legal, rng }) => (legal.length === 1 ? legal[0] : decide(know(view), legal, rng));
