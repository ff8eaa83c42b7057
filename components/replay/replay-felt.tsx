"use client";

import { useTranslations } from "@/lib/i18n/client";
import { handOrder } from "@/lib/client/hand-order";
import type { Ranking, RevealedDeal, Seat } from "@/lib/engine/types";
import { useDescribe } from "../table/describe";
import { StatusItems } from "../table/deal-status";
import { TrickArea } from "../table/trick-area";
import { signed } from "../signed";
import { OpenHand } from "./open-hand";
import { handsAt, trumpAt, wonAt, type ReplayBoard } from "./replay-steps";

/**
 * One step of a replayed board on the felt: every seat's cards face up where it sits, the trick
 * of this step in the middle (the up-card at the deal), the contract and tricks per side.
 */
export function ReplayFelt({
  board,
  deal,
  seats,
  each,
  ranking,
  trumpByLead,
  step,
}: {
  board: ReplayBoard;
  deal: RevealedDeal;
  seats: readonly Seat[];
  each: boolean;
  ranking: Ranking;
  trumpByLead: boolean;
  step: number;
}) {
  const t = useTranslations("Table");
  const tr = useTranslations("Replay");
  const describe = useDescribe();
  const hands = handsAt(board, deal.hands, step);
  const won = wonAt(board, seats, step, each);
  const trump = trumpAt(board, step, trumpByLead);
  const hand = (seat: Seat) =>
    seats.includes(seat) && (
      <OpenHand
        seat={seat}
        cards={handOrder(hands[seat], trump, ranking)}
        dealer={deal.dealer === seat}
        out={step > 0 && !board.active.includes(seat)}
        narrow={seat === "E" || seat === "W"}
      />
    );
  const items: [string, string][] = [
    [t("contractLabel"), board.contract ? describe.contract({ ...board.contract, denom: trump }) : t("noContract")],
    [t("tricks"), t("sides", { us: won[0], them: won[1] })],
    ...(board.net ? ([[tr("net"), signed(board.net[0])]] as [string, string][]) : []),
  ];
  return (
    <div className="rounded-2xl bg-felt p-2 sm:p-4">
      <StatusItems items={items} />
      <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-1">
        <div className="col-span-3 justify-self-center">{hand("N")}</div>
        <div className="justify-self-start">{hand("W")}</div>
        <TrickArea
          trick={step > 0 ? (board.tricks[step - 1] ?? null) : null}
          upcard={step === 0 && deal.upcard ? { card: deal.upcard, state: "up" } : null}
          collecting={false}
        />
        <div className="justify-self-end">{hand("E")}</div>
        <div className="col-span-3 justify-self-center">{hand("S")}</div>
      </div>
    </div>
  );
}
