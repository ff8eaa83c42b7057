"use client";

import { useEffect, useState, type ReactNode } from "react";
import { useTranslations } from "@/lib/i18n/client";
import { api, type DailyInfo, type GameDto } from "@/lib/client/api";
import { closesAt, utcDate } from "@/lib/daily/calendar";
import { shareGrid } from "@/lib/daily/share-grid";
import { Link } from "@/lib/i18n/link";
import { usePercent } from "../percent";
import { ShareButton } from "../share-button";
import { useNow } from "../use-now";
import { signed } from "../signed";

type Finished = NonNullable<DailyInfo["me"]> & { nets: number[]; boards: NonNullable<NonNullable<DailyInfo["me"]>["boards"]> };

/**
 * The end of a daily: per board one's net, its matchpoints and how the field scored it; the
 * percentage and rank (the first finisher is told the rank comes as others play; a late play,
 * where it would have ranked in the day's final field); what matchpoints and net mean; the streak,
 * the time to the next daily and a spoiler-free share text. It reads the day from the server, so
 * a reload or a later visit shows the field as it stands then. `after` (the analysis, a replay, the score sheet)
 * comes with the card, not before it: shown first, it would be pushed down the page as the card arrived.
 */
export function DailyResult({ game, after }: { game: GameDto; after: ReactNode }) {
  const t = useTranslations("Result");
  const tg = useTranslations("Games");
  const td = useTranslations("Daily");
  const pct = usePercent();
  const now = useNow();
  const [info, setInfo] = useState<DailyInfo | "failed" | null>(null);
  const { game: id, date } = game;
  useEffect(() => {
    if (!date) return;
    api
      .daily(id, date)
      .then(setInfo)
      .catch(() => setInfo("failed"));
  }, [id, date]);
  if (info === null) return <p role="status">{t("loading")}</p>;
  // without the day's figures there is no card, but what comes after it still does
  const mine = info === "failed" ? null : info.me;
  if (info === "failed" || !mine?.nets || !mine.boards) return after;
  const me = mine as Finished;
  const total = me.nets.reduce((a, b) => a + b, 0);
  // alone in the field: the first to finish while the day is open; once it has closed, the only one
  const alone = me.ranked && info.field <= 1;
  const standing = me.ranked
    ? alone
      ? t(info.open ? "first" : "alone")
      : t(info.open ? "rankSoFar" : "rankFinal", { rank: me.rank ?? 0, field: info.field })
    : me.wouldRank === null || me.mpPct === null
      ? t("lateNoField")
      : t("lateAsIf", { pct: pct(me.mpPct), rank: me.wouldRank, field: info.field, total: info.field + 1 });
  const shownPct = me.mpPct === null || alone ? null : pct(me.mpPct);
  const share = [
    t("shareTitle", { number: info.number, game: tg(game.game) }),
    shareGrid(me.boards),
    [
      alone
        ? t(info.open ? "shareFirst" : "shareAlone")
        : shownPct === null
          ? t("shareLateAlone")
          : me.ranked
            ? shownPct
            : t("shareLate", { pct: shownPct }),
      t("shareStreak", { count: me.streak }),
    ].join(" · "),
  ].join("\n");
  const left = now === null ? null : Math.max(0, closesAt(utcDate(new Date(now))).getTime() - now);
  return (
    <>
      <section aria-labelledby="result-heading" className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
        <h2 id="result-heading" className="text-xl font-bold">
          {t("heading", { number: info.number })}
        </h2>
        <p className="text-sm text-stone-800" data-testid="explain">
          {t.rich("explain", {
            link: (chunks) => (
              <Link href="/matchpoints" className="font-medium text-felt underline underline-offset-2">
                {chunks}
              </Link>
            ),
          })}
        </p>
        <table className="w-full text-left text-sm">
          <caption className="mb-1 text-left font-semibold">{t("boards")}</caption>
          <thead>
            <tr className="border-b border-amber-300">
              <th scope="col" className="py-1 pr-2">
                {t("col.board")}
              </th>
              <th scope="col" className="px-2 py-1 text-right">
                {t("col.net")}
              </th>
              <th scope="col" className="px-2 py-1 text-right">
                {t("col.mp")}
              </th>
              <th scope="col" className="py-1 pl-2">
                {t(me.ranked ? "col.field" : "col.fieldLate")}
              </th>
            </tr>
          </thead>
          <tbody>
            {me.boards.map((b, i) => (
              <tr key={i} className="border-b border-amber-200 align-top">
                <th scope="row" className="py-1 pr-2 font-medium">
                  {i + 1}
                </th>
                <td className="px-2 py-1 text-right font-semibold tabular-nums">{signed(b.net)}</td>
                <td className="px-2 py-1 text-right tabular-nums">{b.mpPct === null ? "–" : pct(b.mpPct)}</td>
                <td className="py-1 pl-2">
                  <ul className="flex flex-wrap gap-1" aria-label={t("fieldOf", { board: i + 1 })}>
                    {b.field.map((c) => (
                      <li
                        key={c.net}
                        className={`rounded px-1.5 tabular-nums ${c.net === b.net ? "bg-felt font-semibold text-white" : "bg-white text-stone-800"}`}
                      >
                        {td("netCount", { net: signed(c.net), count: c.count })}
                        {c.net === b.net && <span className="sr-only"> {t("yours")}</span>}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt>{t("total")}</dt>
          <dd className="font-semibold tabular-nums">{signed(total)}</dd>
          <dt>{t("matchpoints")}</dt>
          <dd className="font-semibold" data-testid="mp-pct">
            {shownPct ?? "–"}
          </dd>
          <dt>{t("rank")}</dt>
          <dd className="font-semibold" data-testid="standing">
            {standing}
          </dd>
          <dt>{t("streakLabel")}</dt>
          <dd className="font-semibold" data-testid="streak">
            {t("streak", { count: me.streak })}
          </dd>
        </dl>
        <p className="min-h-5 text-sm" data-testid="next-daily">
          {left === null ? "" : t("nextIn", { hours: Math.floor(left / 3_600_000), minutes: Math.floor((left % 3_600_000) / 60_000) })}
        </p>
        <div className="flex flex-wrap items-center gap-4">
          <ShareButton text={share} url={`${window.location.origin}/daily/${game.game}`} label={t("share")} />
          <Link href={`/leaderboard/${game.game}?date=${info.date}`} className="font-medium text-felt underline underline-offset-2">
            {t("leaderboard")}
          </Link>
        </div>
      </section>
      {after}
    </>
  );
}
