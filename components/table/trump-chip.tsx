"use client";

import { useTranslations } from "@/lib/i18n/client";
import { isSuit } from "@/lib/engine/cards";
import type { Contract, DealView, Denomination } from "@/lib/engine/types";
import { highBid } from "@/lib/engine/variants/high-bid";
import { Suit } from "../suit";
import { useDescribe } from "./describe";

/** A contract as the table shows it: Napoleon's high bidder before the first card, with no trump yet (`denom` null). */
export type ShownContract = Pick<Contract, "declarer" | "bid"> & { denom: Denomination | null };

/** The deal's contract, or in Napoleon's play before the first card (which makes trump) its high bid. */
export function shownContract(deal: DealView): ShownContract | null {
  if (deal.contract) return deal.contract;
  const high = deal.phase === "play" ? highBid(deal.calls) : null;
  return high && { declarer: high.seat, bid: high.tricks, denom: null };
}

/** Trump as its suit symbol (a sans contract by name; not yet set: "1st lead"), in a small white chip that reads on the felt. */
export function TrumpSymbol({ denom, className = "" }: { denom: Denomination | null; className?: string }) {
  const t = useTranslations("Table");
  return (
    <span className={`inline-flex items-center rounded bg-white px-1 leading-tight font-bold text-stone-900 ${className}`}>
      {denom === null ? t("trumpByLeadShort") : isSuit(denom) ? <Suit suit={denom} /> : t(`denom.${denom}`)}
    </span>
  );
}

/** Beside the maker's name: trump, the bid and "alone" where there is one. */
export function MakerChip({ contract }: { contract: ShownContract }) {
  const t = useTranslations("Table");
  const describe = useDescribe();
  return (
    <span className="ml-1 inline-flex items-center gap-0.5 text-xs" data-testid="maker">
      <span className="sr-only">{t("maker")}:</span>
      <TrumpSymbol denom={contract.denom} />
      {contract.bid !== null && <span className="font-bold">{describe.bid(contract.bid)}</span>}
    </span>
  );
}
