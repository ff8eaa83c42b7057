"use client";

import { useTranslations } from "@/lib/i18n/client";
import type { GameId } from "@/lib/games";
import { api } from "@/lib/client/api";
import { signed } from "../signed";
import { usePercent } from "../percent";
import { useClockTime } from "../day";
import { BoardTable } from "./board-table";
import { usePages } from "./use-pages";

/**
 * One day's leaderboard: rank by matchpoint %, total net; provisional while the day is open. Once
 * it has closed the rows carry their games, and with `onReplay` each offers its replay.
 */
export function DailyBoard({
  game,
  date,
  around,
  onReplay,
}: {
  game: GameId;
  date: string;
  around: boolean;
  onReplay?: (gameId: string, name: string) => void;
}) {
  const t = useTranslations("Leaderboard");
  const clock = useClockTime();
  const percent = usePercent();
  const { first, rows, more, loading, missing } = usePages((q) => api.dailyBoard(game, date, q), `${game}/${date}`, around);
  const replays = onReplay && rows.some((r) => r.gameId) ? onReplay : null;
  if (loading) return <p role="status">{t("loading")}</p>;
  if (missing) return <p>{t("noResultToday")}</p>;
  return (
    <div className="space-y-2">
      {first && (
        <p className="text-sm text-stone-700">
          {t("dailyInfo", { number: first.number, field: first.field })} {first.provisional ? t("provisional") : t("final")}
        </p>
      )}
      <BoardTable
        caption={t("dailyCaption", { date })}
        head={[t("rank"), t("name"), t("mpPct"), t("totalNet"), t("finishedAt"), ...(replays ? [t("replay")] : [])]}
        rows={rows.map((r) => ({
          key: `${r.rank}-${r.name}-${r.finishedAt}`,
          me: r.me,
          cells: [
            r.rank,
            r.name,
            percent(r.mpPct),
            signed(r.totalNet),
            // the rows are fetched in the browser, never rendered on the server: its time zone is safe
            <time key="at" dateTime={r.finishedAt} className="whitespace-nowrap">
              {clock(new Date(r.finishedAt))}
            </time>,
            ...(replays && r.gameId ? [<ReplayButton key="replay" name={r.name} onClick={() => replays(r.gameId!, r.name)} />] : []),
          ],
        }))}
        more={more}
      />
    </div>
  );
}

function ReplayButton({ name, onClick }: { name: string; onClick: () => void }) {
  const t = useTranslations("Leaderboard");
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t("replayOf", { name })}
      className="rounded border border-stone-300 bg-white px-2 py-0.5 text-xs hover:bg-stone-100"
    >
      {t("replay")}
    </button>
  );
}
