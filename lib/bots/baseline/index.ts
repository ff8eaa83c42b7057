// The baseline bot: rule-of-thumb calls and club-player card play for every phase of every game.

import type { Action, VariantId } from "../../engine";
import { know, type Knowledge } from "../knowledge";
import type { Bot } from "../types";
import { bidSixCall, declareCall, doubleDeckCall, pickupCall, trumpMakingCall } from "./calls";
import { discardCall, exchangeCall } from "./exchange";
import { napoleonCall } from "./napoleon";
import { playCard } from "./play";

type Decide = (k: Knowledge, legal: readonly Action[]) => Action;

const AUCTIONS: Record<VariantId, Decide> = {
  euchre: trumpMakingCall,
  "two-hand": trumpMakingCall,
  "bid-six": bidSixCall,
  "double-deck": doubleDeckCall,
  "three-hand": trumpMakingCall,
  railroad: trumpMakingCall,
  hasenpfeffer: bidSixCall,
  napoleon: napoleonCall,
};

export function playAction(k: Knowledge, legal: readonly Action[]): Action {
  const cards = legal.flatMap((a) => (a.type === "play" ? [a.card] : []));
  const card = playCard(k, cards);
  return legal.find((a) => a.type === "play" && a.card === card)!;
}

/** The baseline decision for the phase the view is in. */
export function baselineDecision(k: Knowledge, legal: readonly Action[]): Action {
  switch (k.deal.phase) {
    case "bidding":
      return AUCTIONS[k.variant](k, legal);
    case "pickup":
      return pickupCall(k, legal);
    case "discard":
      return discardCall(k, legal);
    case "declare":
      return declareCall(k, legal);
    case "exchange":
      return exchangeCall(k, legal);
    case "play":
      return playAction(k, legal);
    case "done":
      return legal[0];
  }
}

export const baselineBot: Bot = ({ view, legal }) => (legal.length === 1 ? legal[0] : baselineDecision(know(view), legal));
