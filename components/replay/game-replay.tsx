"use client";

import { useCallback, useEffect, useId, useState } from "react";
import { useTranslations } from "@/lib/i18n/client";
import { api } from "@/lib/client/api";
import { SEATS } from "@/lib/engine/types";
import { GameContext, useDescribe } from "../table/describe";
import { ReplayFelt } from "./replay-felt";
import type { FullReplay } from "./replay-steps";

/**
 * A finished game after its day has closed, read-only: board by board and trick by trick, with
 * every original hand face up. The player's own game loads when they ask for it; another
 * player's (`player`, chosen on the day's leaderboard) at once.
 */
export function GameReplay({ id, player }: { id: string; player?: string }) {
  const t = useTranslations("Replay");
  const heading = useId();
  const [replay, setReplay] = useState<FullReplay | "loading" | "failed" | null>(player ? "loading" : null);
  const load = useCallback(
    () =>
      api
        .replay(id)
        .then((r) => setReplay(r.full ? r : "failed"))
        .catch(() => setReplay("failed")),
    [id],
  );
  useEffect(() => {
    if (player) void load();
  }, [player, load]);
  return (
    <section aria-labelledby={heading} className="space-y-2">
      <h2 id={heading} className="text-xl font-semibold">
        {player ? t("titleOf", { player }) : t("title")}
      </h2>
      {replay === null && (
        <button
          type="button"
          onClick={() => {
            setReplay("loading");
            void load();
          }}
          className="rounded-md bg-felt px-3 py-2 text-sm font-semibold text-white shadow hover:brightness-110"
        >
          {t("open")}
        </button>
      )}
      {replay === "loading" && <p role="status">{t("loading")}</p>}
      {replay === "failed" && <p role="alert">{t("failed")}</p>}
      {typeof replay === "object" && replay && <ReplaySteps replay={replay} />}
    </section>
  );
}

/** The stepper: previous and next board, previous and next trick, and what the step shows. */
function ReplaySteps({ replay }: { replay: FullReplay }) {
  const t = useTranslations("Replay");
  const describe = useDescribe();
  const [at, setAt] = useState({ board: 0, step: 0 });
  const board = replay.boards[at.board]!;
  const deal = replay.revealed.find((d) => d.index === board.index)!;
  const seats = SEATS.filter((s) => deal.hands[s].length > 0);
  const trick = at.step > 0 ? board.tricks[at.step - 1] : undefined;
  const where = t("board", { board: at.board + 1, boards: replay.boards.length });
  const what = trick?.winner
    ? t("trick", { trick: at.step, tricks: board.tricks.length, seat: describe.seat(trick.winner) })
    : board.tricks.length
      ? t("deal", { dealer: describe.seat(deal.dealer) })
      : t("thrownIn");
  const goBoard = (b: number) => setAt({ board: b, step: 0 });
  const button = "rounded border border-stone-300 bg-white px-3 py-1 text-sm hover:bg-stone-100 disabled:opacity-40";
  return (
    <GameContext value={replay.log.variant}>
      <div className="space-y-2">
        <nav aria-label={t("steps")} className="space-y-1">
          <div className="flex items-center justify-between gap-2">
            <button type="button" className={button} disabled={at.board === 0} onClick={() => goBoard(at.board - 1)}>
              {t("prevBoard")}
            </button>
            <span className="text-center text-sm font-semibold">{where}</span>
            <button type="button" className={button} disabled={at.board === replay.boards.length - 1} onClick={() => goBoard(at.board + 1)}>
              {t("nextBoard")}
            </button>
          </div>
          <div className="flex items-center justify-between gap-2">
            <button type="button" className={button} disabled={at.step === 0} onClick={() => setAt({ ...at, step: at.step - 1 })}>
              {t("prevTrick")}
            </button>
            <span className="text-center text-sm">{what}</span>
            <button
              type="button"
              className={button}
              disabled={at.step === board.tricks.length}
              onClick={() => setAt({ ...at, step: at.step + 1 })}
            >
              {t("nextTrick")}
            </button>
          </div>
        </nav>
        <p aria-live="polite" aria-atomic="true" className="sr-only">
          {`${where}. ${what}`}
        </p>
        <ReplayFelt
          board={board}
          deal={deal}
          seats={seats}
          each={replay.eachForThemselves}
          ranking={replay.ranking}
          trumpByLead={replay.trumpByLead}
          step={at.step}
        />
      </div>
    </GameContext>
  );
}
