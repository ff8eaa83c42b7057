"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "@/lib/i18n/client";
import type { Card, Hands, Seat } from "@/lib/engine/types";
import type { GameId } from "@/lib/games";
import { api, type DailyInfo } from "@/lib/client/api";
import { handOrder } from "@/lib/client/hand-order";
import { CardImage } from "./card";
import { DailyBoard } from "./leaderboard/daily-board";
import { GameReplay } from "./replay/game-replay";
import { signed } from "./signed";

interface BoardDeal {
  board: number;
  dealer: Seat;
  hands: Hands;
  upcard: Card | null;
  undealt: Card[];
}

/**
 * Around a dated daily: its leaderboard, and once the day has closed any player's replay from it,
 * its seed, every board's full deal and how the field scored on each board.
 */
export function DailyDetails({ game, date }: { game: GameId; date: string }) {
  const t = useTranslations("Daily");
  const ts = useTranslations("Table.seat");
  const [info, setInfo] = useState<DailyInfo | null>(null);
  const [watching, setWatching] = useState<{ id: string; name: string } | null>(null);
  useEffect(() => {
    api
      .daily(game, date)
      .then(setInfo)
      .catch(() => undefined);
  }, [game, date]);
  const closed = info && "deals" in info ? info : null;
  return (
    <div className="space-y-4">
      <section aria-labelledby="board-heading" className="space-y-2">
        <h2 id="board-heading" className="text-xl font-semibold">
          {t("leaderboard")}
        </h2>
        <DailyBoard game={game} date={date} around={false} onReplay={(id, name) => setWatching({ id, name })} />
      </section>
      {watching && <GameReplay key={watching.id} id={watching.id} player={watching.name} />}
      {closed && (
        <section aria-labelledby="deals-heading" className="space-y-3">
          <h2 id="deals-heading" className="text-xl font-semibold">
            {t("deals")}
          </h2>
          <p className="break-all text-xs text-stone-600">{t("seed", { seed: closed.seed })}</p>
          {(closed.deals as BoardDeal[]).map((d) => (
            <article key={d.board} className="rounded-lg border border-stone-200 bg-white p-3">
              <h3 className="font-semibold">{t("boardDealer", { board: d.board, dealer: ts(d.dealer) })}</h3>
              <dl className="mt-2 grid gap-2 sm:grid-cols-2">
                {(Object.entries(d.hands) as [Seat, Card[]][])
                  .filter(([, cards]) => cards.length > 0)
                  .map(([seat, cards]) => (
                    <div key={seat}>
                      <dt className="text-sm font-medium">{ts(seat)}</dt>
                      <dd className="flex flex-wrap">
                        {handOrder(cards, null).map((c, i) => (
                          <CardImage key={`${c}-${i}`} card={c} className="-ml-3 h-12 w-auto first:ml-0" />
                        ))}
                      </dd>
                    </div>
                  ))}
              </dl>
              {d.upcard && (
                <p className="mt-1 flex items-center gap-2 text-sm">
                  {t("upcard")} <CardImage card={d.upcard} className="h-10 w-auto" />
                </p>
              )}
              {d.undealt.length > 0 && (
                <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
                  {t("undealt")}
                  <span className="flex flex-wrap">
                    {d.undealt.map((c, i) => (
                      <CardImage key={`${c}-${i}`} card={c} className="-ml-3 h-10 w-auto first:ml-0" />
                    ))}
                  </span>
                </p>
              )}
              <p className="mt-2 text-sm">
                {t("field")}{" "}
                {closed.distribution[d.board - 1]?.map((b) => t("netCount", { net: signed(b.net), count: b.count })).join(", ") || "–"}
              </p>
            </article>
          ))}
        </section>
      )}
    </div>
  );
}
