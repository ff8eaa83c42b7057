"use client";

import { Suspense, lazy } from "react";
import { useTranslations } from "@/lib/i18n/client";
import { JOKER, SEATS, type Action, type DealView, type VariantId } from "@/lib/engine/types";
import { useCardName } from "../card";
import { CallButtons } from "./call-buttons";

// Only double-deck bidding needs its picker.
const DoubleDeckBid = lazy(() => import("./double-deck-bid").then((m) => ({ default: m.DoubleDeckBid })));

/** What the person is asked to do now, in words. */
export function usePrompt() {
  const t = useTranslations("Table.prompt");
  const cardName = useCardName();
  return (variant: VariantId, deal: DealView): string => {
    switch (deal.phase) {
      case "bidding":
        if (deal.upcard?.card === JOKER && deal.upcard.state === "up") return t("jokerName");
        if (deal.upcard) return deal.upcard.state === "up" ? t("order", { card: cardName(deal.upcard.card) }) : t("name");
        // Hasenpfeffer: after four passes the turn is the joker's holder's, owing a bid of 3 (docs/rules.md §11.4).
        if (variant === "hasenpfeffer" && deal.calls.length === SEATS.length) return t("jokerBid");
        if (variant === "napoleon") return t("napBid");
        return t(variant === "bid-six" || variant === "hasenpfeffer" ? "bidSix" : "bid");
      case "pickup":
        return t("pickup", { card: cardName(deal.upcard!.card) });
      case "discard":
        return t("discard");
      case "declare":
        return t(variant === "hasenpfeffer" ? "declareSuit" : "declare");
      case "exchange":
        if (variant === "railroad") return t(deal.exchange?.count == null ? "railroadDiscard" : "railroadPass");
        return deal.exchange?.count == null ? t("exchangeDiscard") : t("exchangePass", { count: deal.exchange.count });
      default:
        return deal.contract === null ? t("napLead") : t("play"); // Napoleon's first card makes trumps
    }
  };
}

/**
 * The calls of the person's turn for each game: double-deck bidding has its own picker; every
 * other call (euchre and two-hand order / name / alone / pick-up, bid-six and hasenpfeffer bids and trump) is a
 * row of buttons. Cards (play, discard, exchange) are chosen in the hand instead.
 */
export function CallsPanel({ variant, legal, onCall }: { variant: VariantId; legal: Action[]; onCall: (a: Action) => void }) {
  const calls = legal.filter((a) => a.type !== "play" && a.type !== "discard" && a.type !== "exchange");
  if (calls.length === 0) return null;
  if (variant === "double-deck" && calls.some((a) => a.type === "bid" || a.type === "alone"))
    return (
      <Suspense>
        <DoubleDeckBid legal={calls} onCall={onCall} />
      </Suspense>
    );
  return <CallButtons actions={calls} onCall={onCall} />;
}
