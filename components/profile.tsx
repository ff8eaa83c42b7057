"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "@/lib/i18n/client";
import { GAME_IDS } from "@/lib/games";
import { api } from "@/lib/client/api";
import { ApiFailure } from "@/lib/client/request";
import { Account } from "./account";
import { useDay } from "./day";
import { usePercent } from "./percent";
import { useMe } from "./use-me";

/**
 * The player's name (with rename), their account (sign in or out, when the server offers a
 * provider), and their stats and streaks per game and overall. `signInError`: next-auth sent the
 * browser back here with ?error= (authOptions `pages`).
 */
export function Profile({ signInError = false }: { signInError?: boolean }) {
  const t = useTranslations("Me");
  const tg = useTranslations("Games");
  const percent = usePercent();
  const day = useDay();
  const [me, setMe] = useMe();
  const [name, setName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  if (!me) return <p role="status">{t("loading")}</p>;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    try {
      setMe(await api.rename(name ?? me.name ?? ""));
      setProblem(null);
      setSaved(true);
    } catch (err) {
      // the refusal's reason (name_too_short, name_taken, …) or code (rate_limited), where we can say it
      const said = err instanceof ApiFailure ? (err.body.error?.reason ?? err.code) : "failed";
      setProblem(t.has(`problem.${said}`) ? said : "failed");
    }
  };
  const rows = [...GAME_IDS, "all" as const];
  return (
    <div className="space-y-6">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm">
          {t("name")}
          <input
            value={name ?? me.name ?? ""}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "name-problem" : undefined}
            className="rounded border border-stone-300 px-2 py-1 text-base"
          />
        </label>
        <button type="submit" className="rounded-md bg-felt px-3 py-1.5 text-sm font-semibold text-white hover:bg-felt-dark">
          {t("rename")}
        </button>
        <p role="status" className="w-full text-sm">
          {problem ? (
            <span id="name-problem" className="text-red-800">
              {t(`problem.${problem}`)}
            </span>
          ) : saved ? (
            t("saved")
          ) : (
            ""
          )}
        </p>
      </form>
      <Account me={me} signInError={signInError} />
      {/* on a phone the table scrolls sideways: keyboard users reach it as a named stop */}
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby="stats-caption">
        <table className="w-full text-left text-sm">
          <caption id="stats-caption" className="mb-1 text-left font-semibold">
            {t("stats")}
          </caption>
          <thead>
            <tr className="border-b border-stone-300">
              {["game", "dailies", "avgPct", "best", "streak", "longest", "games"].map((k) => (
                <th key={k} scope="col" className="px-2 py-1">
                  {t(`col.${k}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((g) => {
              const s = me.stats[g];
              return (
                <tr key={g} className="border-b border-stone-100">
                  <th scope="row" className="px-2 py-1 font-medium">
                    {g === "all" ? t("overall") : tg(g)}
                  </th>
                  <td className="px-2 py-1">{s?.dailies ?? 0}</td>
                  <td className="px-2 py-1">{s?.avgPct != null ? percent(s.avgPct) : "–"}</td>
                  <td className="px-2 py-1">{s?.best ? `${percent(s.best.pct)} (${day(s.best.date)})` : "–"}</td>
                  <td className="px-2 py-1">{s?.currentStreak ?? 0}</td>
                  <td className="px-2 py-1">{s?.longestStreak ?? 0}</td>
                  <td className="px-2 py-1">{s ? t("wins", { won: s.gamesWon, played: s.gamesPlayed }) : "–"}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {(me.stats.all?.provisional ?? 0) > 0 && (
          <p className="mt-2 text-xs text-stone-700" data-testid="provisional">
            {t("provisional", { count: me.stats.all!.provisional })}
          </p>
        )}
      </div>
    </div>
  );
}
