"use client";

import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslations } from "@/lib/i18n/client";
import { effectiveSuit } from "@/lib/engine/cards";
import { partnerIn } from "@/lib/engine/teams";
import type { Action, Card, DealView, PlayerView, Seat, ViewEntry } from "@/lib/engine/types";
import type { GameDto } from "@/lib/client/api";
import { handOrder } from "@/lib/client/hand-order";
import { CallsPanel, usePrompt } from "../calls/calls-panel";
import { CallHistory } from "./call-history";
import { GameContext, useDescribe } from "./describe";
import { auctionOf, eachForThemselves, handWithout, type Frame } from "./frames";
import { Hand, type HandCard } from "./hand";
import { DealStatus } from "./deal-status";
import { AUTO_PLAY_MS, autoPlay } from "./pace";
import { signed } from "../signed";
import { SeatPanel } from "./seat-panel";
import { TableSettings } from "./table-settings";
import { TrickArea } from "./trick-area";
import { MakerChip, shownContract } from "./trump-chip";
import { useGame } from "./use-game";

// What is not needed for the first look at the table loads after it.
const LastTrick = lazy(() => import("./last-trick").then((m) => ({ default: m.LastTrick })));
const ScoreSheet = lazy(() => import("./score-sheet").then((m) => ({ default: m.ScoreSheet })));
// Only a full game played with chosen rules has a rules line (its room is kept while it loads).
const RulesLine = lazy(() => import("./rules-line").then((m) => ({ default: m.RulesLine })));

const sameCards = (a: Card[], b: Card[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** The last call each seat made in this deal (what its bubble shows). */
function lastCalls(deal: DealView): Partial<Record<Seat, Action>> {
  const out: Partial<Record<Seat, Action>> = {};
  for (const c of deal.calls) out[c.seat] = c.action;
  return out;
}

/**
 * The card table: partner across, opponents left and right (two-hand: the opponent across;
 * three-hand: the two others left and right, the chair across empty), the
 * trick in the middle, the person's calls and hand at the bottom, the deal's calls above. `over`
 * draws the end of the match (daily summary or game result) from the finished game, with `rows`
 * (the last trick and the score sheet) after it.
 */
export function GameTable({
  load,
  over,
  onGame,
}: {
  load: () => Promise<GameDto>;
  over: (game: GameDto, rows: ReactNode) => ReactNode;
  onGame?: (game: GameDto) => void;
}) {
  const t = useTranslations("Table");
  const { game, frame, animating, sent, error, act, skip } = useGame(load, onGame);
  const deal = frame?.deal ?? game?.view.deal ?? null;
  const auction = useMemo(() => (frame ? frame.auction : deal ? auctionOf(deal) : []), [frame, deal]);
  // the height of the table with the rows below it, kept for the end of the match to take their place
  const [playHeight, setPlayHeight] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const measure = useCallback((el: HTMLElement | null) => {
    observer.current?.disconnect();
    if (!el) return;
    observer.current = new ResizeObserver(([entry]) => entry && setPlayHeight(entry.borderBoxSize[0]?.blockSize ?? 0));
    observer.current.observe(el);
  }, []);

  if (!game) {
    return (
      // a screen high, as the table will be: the page below stays out of view and does not jump
      <p role={error ? "alert" : "status"} className="min-h-screen">
        {error ? t(error === "not_found" ? "errors.notFound" : "errors.network") : t("loading")}
      </p>
    );
  }
  const view = game.view;
  // the last trick (after the first trick) and the score sheet (after the first board)
  const rows = (
    <div className="space-y-2 sm:space-y-3">
      <Suspense>
        {(view.deal?.tricks.length || view.lastDeal) && <LastTrick view={view} />}
        {view.results.length > 0 && <ScoreSheet view={view} />}
      </Suspense>
    </div>
  );
  return (
    <GameContext value={view.variant}>
      <div className="space-y-2 sm:space-y-3">
        {error && (
          <p role="alert" className="rounded bg-red-100 px-3 py-2 text-sm text-red-900">
            {t(`errors.${error === "network" ? "network" : "action"}`)}
          </p>
        )}
        {view.over && !animating ? (
          // the end of the match takes the place and the height of the table and the rows below it
          // (which it shows after what it shows first), so nothing moves as its parts arrive
          <div style={{ minHeight: playHeight }} className="space-y-2 sm:space-y-3">
            <Suspense>{over(game, rows)}</Suspense>
          </div>
        ) : (
          // The table with the rows below it takes at least a screen: the page below it (links, the
          // footer) stays out of view while the match is played, so nothing on screen moves as the
          // rows come, or as the end of the match takes their place and grows past their height.
          <div ref={measure} className="min-h-screen space-y-2 sm:space-y-3">
            {deal && (
              <Felt
                view={view}
                deal={deal}
                auction={auction}
                frame={frame}
                sent={sent}
                act={act}
                corner={
                  <>
                    <button
                      type="button"
                      onClick={skip}
                      disabled={!animating}
                      aria-label={t("skip")}
                      title={t("skip")}
                      className={`rounded border border-white/40 px-2 py-0.5 text-xs text-white hover:bg-white/15 ${animating ? "" : "invisible"}`}
                    >
                      <span aria-hidden="true">⏭</span>
                      <span className="hidden sm:inline"> {t("skip")}</span>
                    </button>
                    <TableSettings />
                  </>
                }
              />
            )}
            {rows}
          </div>
        )}
      </div>
    </GameContext>
  );
}

function Felt({
  view,
  deal,
  auction,
  frame,
  sent,
  act,
  corner,
}: {
  view: PlayerView;
  deal: DealView;
  auction: ViewEntry[];
  frame: Frame | null;
  /** The person's action on its way to the server, if any. */
  sent: Action | null;
  act: (a: Action) => void;
  corner: ReactNode;
}) {
  const t = useTranslations("Table");
  const describe = useDescribe();
  const prompt = usePrompt();
  const auto = autoPlay.use();
  const [picked, setPicked] = useState<{ key: string; indices: number[] }>({ key: "", indices: [] });
  const bottom = useRef<HTMLDivElement>(null);
  const keepFocus = useRef(false);
  const myTurn = !sent && view.turn === "S" && !frame;
  const legal = myTurn ? view.legal : [];
  const calls = lastCalls(deal);
  const plays = (s: Seat) => view.seats.includes(s);
  const playing = deal.phase === "play";
  const out = (s: Seat) => playing && !deal.active.includes(s);
  const turnOf = (s: Seat) => (frame ? false : view.turn === s);
  const hand = handOrder(handWithout(deal.hand, sent), deal.contract?.denom ?? null, view.ranking);
  const forced = auto === "on" && legal.length === 1 && legal[0]!.type === "play" ? legal[0]! : null;

  // A chosen card or call leaves the page with its button: focus then goes back to the hand or
  // the calls, not to the page, so a keyboard player goes on where they were.
  const choose = (a: Action) => {
    keepFocus.current = bottom.current?.contains(document.activeElement) ?? false;
    act(a);
  };
  useEffect(() => {
    if (!keepFocus.current || !bottom.current) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    const target = bottom.current.querySelector<HTMLElement>("button[data-call], [role=group] button[tabindex='0']");
    if (!target) return;
    target.focus();
    keepFocus.current = false;
  });
  useEffect(() => {
    if (!forced) return;
    const timer = setTimeout(() => act(forced), AUTO_PLAY_MS);
    return () => clearTimeout(timer);
  }, [forced, act]);

  // Exchange (a lone hand in double-deck or railroad): pick cards, then confirm; the selection belongs to this turn.
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
      return t("why.follow", { suit: describe.suit(effectiveSuit(deal.trick.plays[0]!.card, deal.contract.denom, view.ranking)) });
    }
    return t("why.calls");
  };
  const cards: HandCard[] = hand.map((card, i) => ({
    card,
    blocked: why(card),
    selected: exchanging ? selection.includes(i) : undefined,
    forced: forced?.type === "play" && forced.card === card && hand.indexOf(card) === i,
  }));
  const chooseCard = (i: number) => {
    if (exchanging) {
      const max = Math.max(...legal.map((a) => (a.type === "exchange" ? a.cards.length : 0)));
      const next = selection.includes(i) ? selection.filter((j) => j !== i) : selection.length < max ? [...selection, i] : selection;
      setPicked({ key: turnKey, indices: next });
      return;
    }
    const a = cardAction(hand[i]!);
    if (a) choose(a);
  };

  const contract = shownContract(deal);
  const maker = (s: Seat) => (contract?.declarer === s ? contract : null);
  const seatPanel = (seat: Seat) =>
    plays(seat) && (
      <SeatPanel
        seat={seat}
        role={!eachForThemselves(view) && partnerIn(view.seats, "S") === seat ? "partner" : "opponent"}
        count={deal.counts[seat] ?? 0}
        call={calls[seat] && !playing ? describe.action(calls[seat]!) : null}
        maker={maker(seat)}
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
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <DealStatus view={view} deal={deal} />
          {Object.keys(view.options).length > 0 && (
            <Suspense fallback={<p className="h-4 sm:h-5" />}>
              <RulesLine options={view.options} />
            </Suspense>
          )}
          <CallHistory auction={auction} />
        </div>
        <div className="flex shrink-0 items-center gap-1">{corner}</div>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-1">
        <div className="col-start-2 row-start-1 justify-self-center">{seatPanel("N")}</div>
        <div className="col-start-1 row-start-2 justify-self-start">{seatPanel("W")}</div>
        <div className="col-start-2 row-start-2">
          <TrickArea
            trick={deal.trick}
            upcard={deal.upcard}
            collecting={frame?.collecting ?? false}
            trump={deal.contract?.denom ?? null}
            notice={frame?.result ? t("boardOver", { board: frame.result.index + 1, net: signed(frame.result.net[0]) }) : null}
          />
        </div>
        <div className="col-start-3 row-start-2 justify-self-end">{seatPanel("E")}</div>
      </div>
      <div ref={bottom} className="mt-1 space-y-1 sm:mt-2 sm:space-y-2">
        {/* the line and the calls keep their room through the whole deal, so the hand never moves when
            they come and go; in play, where there are no calls, the line may take a second line of
            that room (a phone's width is short of Napoleon's "1st lead" chip and the prompt) */}
        <div
          className={`flex min-h-[6.75rem] flex-col gap-1 sm:gap-2 ${view.variant === "double-deck" ? "sm:min-h-[7.5rem]" : "sm:min-h-[4.5rem]"}`}
        >
          <p className={`text-sm text-white ${playing ? "line-clamp-2" : "truncate"}`} aria-current={turnOf("S") ? "true" : undefined}>
            <span className="font-semibold">{t("you")}</span>
            {deal.dealer === "S" && (
              <span className="ml-1 rounded-full bg-white px-1.5 text-xs font-bold text-felt">{t("dealerChip")}</span>
            )}
            {maker("S") && <MakerChip contract={maker("S")!} />}
            {calls.S && !playing && (
              <span className="ml-2 rounded bg-white px-1.5 py-0.5 text-xs text-stone-900">{describe.action(calls.S)}</span>
            )}
            {myTurn && <span className="ml-2 text-amber-200">{prompt(view.variant, deal)}</span>}
          </p>
          <div className="flex flex-1 flex-col justify-center gap-1">
            {myTurn && <CallsPanel variant={view.variant} legal={legal} onCall={choose} />}
            {exchanging && (
              <div className="text-center">
                <button
                  type="button"
                  data-testid="exchange"
                  disabled={!exchange}
                  onClick={() => exchange && choose(exchange)}
                  className="rounded-md bg-white px-3 py-2 text-sm font-semibold text-stone-900 shadow disabled:opacity-50"
                >
                  {t(deal.exchange?.count == null ? "exchangeDiscard" : "exchangePass", { count: selection.length })}
                </button>
              </div>
            )}
          </div>
        </div>
        <Hand
          cards={cards}
          faceDown={(deal.counts.S ?? 0) - deal.hand.length}
          onChoose={chooseCard}
          label={t("yourHand")}
          tall={view.variant === "double-deck"}
        />
      </div>
      <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="announcer">
        {announcement}
      </p>
    </section>
  );
}
