"use client";

import { useTranslations } from "next-intl";
import { isSuit } from "@/lib/engine/cards";
import type { Contract, Denomination } from "@/lib/engine/types";
import { Suit } from "../suit";
import { useDescribe } from "./describe";

/** Trump as its suit symbol (a sans contract by name), in a small white chip that reads on the felt. */
export function TrumpSymbol({ denom, className = "" }: { denom: Denomination; className?: string }) {
  const t = useTranslations("Table");
  return (
    <span className={`inline-flex items-center rounded bg-white px-1 leading-tight font-bold text-stone-900 ${className}`}>
      {isSuit(denom) ? <Suit suit={denom} /> : t(`denom.${denom}`)}
    </span>
  );
}

/** Beside the maker's name: trump, the bid and "alone" where there is one. */
export function MakerChip({ contract }: { contract: Contract }) {
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
