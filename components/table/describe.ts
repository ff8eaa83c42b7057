"use client";

import { useTranslations } from "next-intl";
import type { Action, Contract, Denomination, Seat, Suit, ViewEntry } from "@/lib/engine/types";
import { useCardName } from "../card";
import { SUIT_SYMBOLS } from "../suit";

/** Words for calls, plays and contracts in the page's language: one place for every label. */
export function useDescribe() {
  const t = useTranslations("Table");
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
        return a.denom ? t("call.bidDenom", { tricks: a.tricks, denom: denom(a.denom) }) : t("call.bid", { tricks: a.tricks });
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
  const contract = (c: Contract) =>
    t(c.alone ? "contractAlone" : c.bid === null ? "contract" : "contractBid", {
      seat: seat(c.declarer),
      denom: denom(c.denom),
      bid: c.bid ?? 0,
    });
  return { action, entry, contract, denom, suit, seat, cardName };
}
