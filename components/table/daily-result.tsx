"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { api, type GameDto } from "@/lib/client/api";
import { Link } from "@/lib/i18n/navigation";
import { ShareButton } from "../share-button";
import { signed } from "./score-sheet";

interface Outcome {
  nets: number[];
  mpPct: number | null;
  rank: number | null;
  field: number;
  ranked: boolean;
}

/**
 * The end of a daily: each board's net, the matchpoint percentage against the field so far, the
 * rank, a share text and the way to the leaderboard. After a reload the summary comes from the
 * daily's own record.
 */
export function DailyResult({ game }: { game: GameDto }) {
  const t = useTranslations("Result");
  const tg = useTranslations("Games");
  const [fetched, setFetched] = useState<Outcome | null>(null);
  const summary: Outcome | null = game.summary ?? fetched;
  useEffect(() => {
    if (game.summary || !game.date) return;
    api
      .daily(game.game, game.date)
      .then((d) => d.me?.nets && setFetched({ nets: d.me.nets, mpPct: d.me.mpPct, rank: d.me.rank, field: d.field, ranked: d.me.ranked }))
      .catch(() => undefined);
  }, [game]);
  if (!summary) return <p role="status">{t("loading")}</p>;
  const total = summary.nets.reduce((a, b) => a + b, 0);
  const pct = summary.mpPct === null ? "–" : `${summary.mpPct.toFixed(1)}%`;
  const text = t("shareText", {
    number: game.number ?? 0,
    game: tg(game.game),
    nets: summary.nets.map(signed).join(" "),
    total: signed(total),
    pct,
  });
  return (
    <section aria-labelledby="result-heading" className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h2 id="result-heading" className="text-xl font-bold">
        {t("heading", { number: game.number ?? 0 })}
      </h2>
      <ol className="flex flex-wrap gap-2" aria-label={t("boards")}>
        {summary.nets.map((n, i) => (
          <li key={i} className="rounded bg-white px-2 py-1 text-sm shadow-sm">
            {t("boardNet", { board: i + 1, net: signed(n) })}
          </li>
        ))}
      </ol>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt>{t("total")}</dt>
        <dd className="font-semibold">{signed(total)}</dd>
        <dt>{t("matchpoints")}</dt>
        <dd className="font-semibold" data-testid="mp-pct">
          {pct}
        </dd>
        <dt>{t("rank")}</dt>
        <dd className="font-semibold">
          {summary.ranked && summary.rank ? t("rankOf", { rank: summary.rank, field: summary.field }) : t("unranked")}
        </dd>
      </dl>
      <div className="flex flex-wrap items-center gap-4">
        <ShareButton text={text} url={`${window.location.origin}/daily/${game.game}`} label={t("share")} />
        <Link href={`/leaderboard/${game.game}?date=${game.date}`} className="font-medium text-felt underline underline-offset-2">
          {t("leaderboard")}
        </Link>
      </div>
    </section>
  );
}
