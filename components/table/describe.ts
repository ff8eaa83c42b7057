"use client";

import { createContext, useContext } from "react";
import { useTranslations } from "@/lib/i18n/client";
import type { Action, Contract, Denomination, Seat, Suit, VariantId, ViewEntry } from "@/lib/engine/types";
import { useCardName } from "../card";
import { SUIT_SYMBOLS } from "../suit";
import type { ShownContract } from "./trump-chip";

/** The game on the page, where its words differ (Napoleon names its bids). */
export const GameContext = createContext<VariantId | null>(null);

/** Words for calls, plays and contracts in the page's language: one place for every label. */
export function useDescribe() {
  const t = useTranslations("Table");
  const named = useContext(GameContext) === "napoleon";
  /** A bid of tricks without a denomination: a number, or Napoleon's Three … Wellington. */
  const bid = (tricks: number) => (named ? t("call.napBid", { tricks }) : String(tricks));
  const cardName = useCardName();
  const denom = (d: Denomination) => t(`denom.${d}`);
  const seat = (s: Seat) => t(`seat.${s}`);
  /** A suit as symbol and name: "♥ Hearts". */
  const suit = (s: Suit) => `${SUIT_SYMBOLS[s]} ${denom(s)}`;
  const action = (a: Action | ViewEntry["action"]): string => {
    switch (a.type) {
      case "pass":
        return t("call.pass");
      case "order":
        return t(a.alone ? "call.orderAlone" : "call.order");
      case "name":
        return t(a.alone ? "call.nameAlone" : "call.name", { suit: denom(a.suit) });
      case "pickup":
        return t(a.take ? "call.pickup" : "call.leave");
      case "discard":
        return "card" in a ? t("call.discardCard", { card: cardName(a.card) }) : t("call.discard");
      case "bid":
        if (a.denom) return t("call.bidDenom", { tricks: a.tricks, denom: denom(a.denom) });
        return named ? bid(a.tricks) : t("call.bid", { tricks: a.tricks });
      case "declare":
        return denom(a.denom);
      case "alone":
        return t("call.alone", { denom: denom(a.denom) });
      case "exchange":
        return t("call.exchange", { count: "cards" in a ? a.cards.length : a.count });
      case "play":
        return cardName(a.card);
    }
  };
  const entry = (e: ViewEntry) =>
    e.action.type === "play"
      ? t("says.play", { seat: seat(e.seat), card: cardName(e.action.card) })
      : t("says.call", { seat: seat(e.seat), call: action(e.action) });
  /** A Napoleon bid before its first card, or with the trump that card made. */
  const napContract = (declarer: Seat, tricks: number, trump: Denomination | null) =>
    t("contractNap", { seat: seat(declarer), bid: bid(tricks), trump: trump ? denom(trump) : t("trumpByLead") });
  /** A contract; Napoleon's before its first card, with no trump yet. */
  const contract = (c: Contract | ShownContract) =>
    named || c.denom === null
      ? napContract(c.declarer, c.bid!, c.denom)
      : t("alone" in c && c.alone ? "contractAlone" : c.bid === null ? "contract" : "contractBid", {
          seat: seat(c.declarer),
          denom: denom(c.denom),
          bid: c.bid ?? 0,
        });
  return { action, entry, contract, bid, denom, suit, seat, cardName };
}
