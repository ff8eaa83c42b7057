"use client";

import { useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { effectiveSuit } from "@/lib/engine/cards";
import type { Action, Card, DealView, PlayerView, Seat } from "@/lib/engine/types";
import type { GameDto } from "@/lib/client/api";
import { handOrder } from "@/lib/client/hand-order";
import { CallsPanel, usePrompt } from "../calls/calls-panel";
import { useDescribe } from "./describe";
import { Hand, type HandCard } from "./hand";
import { DealStatus } from "./deal-status";
import { LastTrick } from "./last-trick";
import { PaceToggle } from "./pace-toggle";
import { ScoreSheet, signed } from "./score-sheet";
import { SeatPanel } from "./seat-panel";
import { TrickArea } from "./trick-area";
import { useGame } from "./use-game";
import type { Frame } from "./frames";

const sameCards = (a: Card[], b: Card[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** The last call each seat made in this deal (what its bubble shows). */
function lastCalls(deal: DealView): Partial<Record<Seat, Action>> {
  const out: Partial<Record<Seat, Action>> = {};
  for (const c of deal.calls) out[c.seat] = c.action;
  return out;
}

/**
 * The card table: partner across, opponents left and right (two-hand: the opponent across), the
 * trick in the middle, the person's calls and hand at the bottom. `over` draws the end of the
 * match (daily summary or game result) from the finished game.
 */
export function GameTable({
  load,
  over,
  onGame,
}: {
  load: () => Promise<GameDto>;
  over: (game: GameDto) => ReactNode;
  onGame?: (game: GameDto) => void;
}) {
  const t = useTranslations("Table");
  const { game, frame, animating, busy, error, act, skip } = useGame(load, onGame);
  if (!game) {
    return (
      <p role={error ? "alert" : "status"}>{error ? t(error === "not_found" ? "errors.notFound" : "errors.network") : t("loading")}</p>
    );
  }
  const view = game.view;
  const deal = frame?.deal ?? view.deal;
  return (
    <div className="space-y-3">
      {error && (
        <p role="alert" className="rounded bg-red-100 px-3 py-2 text-sm text-red-900">
          {t(`errors.${error === "network" ? "network" : "action"}`)}
        </p>
      )}
      {deal && <Felt view={view} deal={deal} frame={frame} ready={!animating && !busy} act={act} />}
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <PaceToggle />
        {animating && (
          <button type="button" onClick={skip} className="rounded border border-stone-300 bg-white px-2 py-1 hover:bg-stone-100">
            {t("skip")}
          </button>
        )}
      </div>
      {view.over && !animating && over(game)}
      <LastTrick view={view} />
      <ScoreSheet view={view} />
    </div>
  );
}

function Felt({
  view,
  deal,
  frame,
  ready,
  act,
}: {
  view: PlayerView;
  deal: DealView;
  frame: Frame | null;
  ready: boolean;
  act: (a: Action) => void;
}) {
  const t = useTranslations("Table");
  const describe = useDescribe();
  const prompt = usePrompt();
  const [picked, setPicked] = useState<{ key: string; indices: number[] }>({ key: "", indices: [] });
  const myTurn = ready && view.turn === "S" && !frame;
  const legal = myTurn ? view.legal : [];
  const calls = lastCalls(deal);
  const twoHand = view.seats.length === 2;
  const playing = deal.phase === "play";
  const out = (s: Seat) => playing && !deal.active.includes(s);
  const turnOf = (s: Seat) => (frame ? false : view.turn === s);
  const hand = handOrder(deal.hand, deal.contract?.denom ?? null);

  // Exchange (double-deck lone hand): pick cards, then confirm; the selection belongs to this turn.
  const turnKey = `${deal.index}:${deal.phase}:${view.legal.length}`;
  const selection = picked.key === turnKey ? picked.indices : [];
  const exchanging = legal.some((a) => a.type === "exchange");
  const chosenCards = selection.map((i) => hand[i]!);
  const exchange = legal.find((a): a is Extract<Action, { type: "exchange" }> => a.type === "exchange" && sameCards(a.cards, chosenCards));

  const cardAction = (card: Card) => legal.find((a) => (a.type === "play" || a.type === "discard") && a.card === card);
  const why = (card: Card): string | null => {
    if (exchanging) return null;
    if (cardAction(card)) return null;
    if (out("S")) return t("why.sitsOut");
    if (!myTurn) return t("why.wait");
    if (playing && deal.trick && deal.trick.plays.length > 0 && deal.contract) {
      return t("why.follow", { suit: describe.suit(effectiveSuit(deal.trick.plays[0]!.card, deal.contract.denom)) });
    }
    return t("why.calls");
  };
  const cards: HandCard[] = hand.map((card, i) => ({
    card,
    blocked: why(card),
    selected: exchanging ? selection.includes(i) : undefined,
  }));
  const choose = (i: number) => {
    if (exchanging) {
      const max = deal.exchange?.count ?? 3;
      const next = selection.includes(i) ? selection.filter((j) => j !== i) : selection.length < max ? [...selection, i] : selection;
      setPicked({ key: turnKey, indices: next });
      return;
    }
    const a = cardAction(hand[i]!);
    if (a) act(a);
  };

  const seatPanel = (seat: Seat) => (
    <SeatPanel
      seat={seat}
      role={twoHand || seat !== "N" ? "opponent" : "partner"}
      count={deal.counts[seat] ?? 0}
      call={calls[seat] && !playing ? describe.action(calls[seat]!) : null}
      turn={turnOf(seat)}
      dealer={deal.dealer === seat}
      out={out(seat)}
    />
  );
  const said = frame?.event ? describe.entry(frame.event) : null;
  const won =
    frame?.deal.trick?.winner && !frame.collecting && frame.event ? t("says.wins", { seat: describe.seat(frame.deal.trick.winner) }) : null;
  const announcement = frame?.result
    ? t("says.result", { board: frame.result.index + 1, net: signed(frame.result.net[0]) })
    : [said, won].filter(Boolean).join(" ") || (myTurn ? prompt(view.variant, deal) : "");

  return (
    <section aria-label={t("table")} className="rounded-2xl bg-felt p-2 shadow-inner sm:p-4" data-phase={deal.phase}>
      <DealStatus view={view} deal={deal} />
      <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-1">
        <div className="col-start-2 row-start-1 justify-self-center">{seatPanel("N")}</div>
        <div className="col-start-1 row-start-2 justify-self-start">{!twoHand && seatPanel("W")}</div>
        <div className="col-start-2 row-start-2">
          <TrickArea trick={deal.trick} upcard={deal.upcard} collecting={frame?.collecting ?? false} />
        </div>
        <div className="col-start-3 row-start-2 justify-self-end">{!twoHand && seatPanel("E")}</div>
      </div>
      {frame?.result && (
        <p className="mx-auto my-2 w-fit rounded bg-white px-3 py-1 text-sm font-semibold text-stone-900">
          {t("boardOver", { board: frame.result.index + 1, net: signed(frame.result.net[0]) })}
        </p>
      )}
      <div className="mt-2 space-y-2">
        <p className="text-center text-sm text-white" aria-current={turnOf("S") ? "true" : undefined}>
          <span className="font-semibold">{t("you")}</span>
          {deal.dealer === "S" && <span className="ml-1 rounded-full bg-white px-1.5 text-xs font-bold text-felt">{t("dealerChip")}</span>}
          {calls.S && !playing && (
            <span className="ml-2 rounded bg-white px-1.5 py-0.5 text-xs text-stone-900">{describe.action(calls.S)}</span>
          )}
          {myTurn && <span className="ml-2 text-amber-200">{prompt(view.variant, deal)}</span>}
        </p>
        {myTurn && <CallsPanel variant={view.variant} legal={legal} onCall={act} />}
        {exchanging && (
          <div className="text-center">
            <button
              type="button"
              data-testid="exchange"
              disabled={!exchange}
              onClick={() => exchange && act(exchange)}
              className="rounded-md bg-white px-3 py-2 text-sm font-semibold text-stone-900 shadow disabled:opacity-50"
            >
              {t(deal.exchange?.count == null ? "exchangeDiscard" : "exchangePass", { count: selection.length })}
            </button>
          </div>
        )}
        <Hand cards={cards} onChoose={choose} label={t("yourHand")} />
      </div>
      <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="announcer">
        {announcement}
      </p>
    </section>
  );
}
