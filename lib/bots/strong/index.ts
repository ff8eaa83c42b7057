// The strong bot: determinized double-dummy search for card play and sampled solves of the
// candidate contracts for the euchre and two-hand calls, within a fixed work budget per
// decision. The bid-game auctions, discards and the lone exchange use the baseline's counting:
// a 12-card deal is too big to solve in the budget, and in bid-six the sampled bids lost to the
// baseline's counted ones in duplicate matches (strong play with counted bids won).

import type { Action, Rng, VariantId } from "../../engine";
import { baselineDecision } from "../baseline";
import { know, type Knowledge } from "../knowledge";
import type { Bot } from "../types";
import { strongPickup, strongTrumpCall } from "./calls";
import { strongPlay } from "./play";

type Decide = (k: Knowledge, legal: readonly Action[], rng: Rng) => Action;

const AUCTIONS: Record<VariantId, Decide> = {
  euchre: strongTrumpCall,
  "two-hand": strongTrumpCall,
  "bid-six": baselineDecision,
  "double-deck": baselineDecision,
};

function decide(k: Knowledge, legal: readonly Action[], rng: Rng): Action {
  switch (k.deal.phase) {
    case "bidding":
      return AUCTIONS[k.variant](k, legal, rng);
    case "pickup":
      return strongPickup(k, legal, rng);
    case "play":
      return strongPlay(k, legal, rng);
    default:
      return baselineDecision(k, legal);
  }
}

export const strongBot: Bot = ({ view, legal, rng }) => (legal.length === 1 ? legal[0] : decide(know(view), legal, rng));
