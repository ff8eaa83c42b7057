"use client";

import { useTranslations } from "next-intl";
import type { DealView, PlayerView } from "@/lib/engine/types";
import { useDescribe } from "./describe";

/** The deal at a glance: board, contract (trump and bid), tricks per side, the score. */
export function DealStatus({ view, deal }: { view: PlayerView; deal: DealView }) {
  const t = useTranslations("Table");
  const describe = useDescribe();
  const items: [string, string][] = [
    [t("board"), view.boards ? t("boardOf", { board: deal.index + 1, boards: view.boards }) : String(deal.index + 1)],
    [t("dealerLabel"), describe.seat(deal.dealer)],
    [t("contractLabel"), deal.contract ? describe.contract(deal.contract) : t("noContract")],
    [t("tricks"), t("sides", { us: deal.won[0], them: deal.won[1] })],
    [t(view.boards ? "runningNet" : "score"), t("sides", { us: view.scores[0], them: view.scores[1] })],
  ];
  return <StatusItems items={items} />;
}

/** Label–value pairs in a line above the felt. */
export function StatusItems({ items }: { items: [string, string][] }) {
  return (
    <dl className="mb-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-white sm:text-sm">
      {items.map(([k, v]) => (
        <div key={k} className="flex gap-1">
          <dt className="text-white/75">{k}:</dt>
          <dd className="font-semibold">{v}</dd>
        </div>
      ))}
    </dl>
  );
}
