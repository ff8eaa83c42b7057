"use client";

import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslations } from "@/lib/i18n/client";
import { api, type GameAnalysis as Analysis } from "@/lib/client/api";
import { useDescribe } from "../table/describe";
import { usePercent } from "../percent";
import { placed, points, type ReadyAnalysis } from "./analysis-types";
import { DecisionPosition } from "./decision-position";
import { EvalGraph } from "./eval-graph";
import { ParView } from "./par-view";

const POLL_MS = 1500;

/**
 * A finished game's analysis (docs/analysis.md): the summary, the evaluation graph, the marked
 * decisions (a click shows the position with each option's value) and, after the day closes, the
 * par, the open-hand card values and the field. It is computed on the server after the game; while
 * that runs this asks again every 1.5 s.
 */
export function GameAnalysis({ id }: { id: string }) {
  const t = useTranslations("Analysis");
  const heading = useId();
  const [analysis, setAnalysis] = useState<ReadyAnalysis | "idle" | "pending" | "failed">("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const load = useCallback(() => {
    const ask = (): void => {
      api
        .analysis(id)
        .then((a: Analysis) => {
          if (a.status === "ready") setAnalysis(a);
          else timer.current = setTimeout(ask, POLL_MS);
        })
        .catch(() => setAnalysis("failed"));
    };
    ask();
  }, [id]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <section aria-labelledby={heading} className="space-y-3">
      <h2 id={heading} className="text-xl font-semibold">
        {t("title")}
      </h2>
      {analysis === "idle" && (
        <button
          type="button"
          onClick={() => {
            setAnalysis("pending");
            load();
          }}
          className="rounded-md bg-felt px-3 py-2 text-sm font-semibold text-white shadow hover:brightness-110"
        >
          {t("open")}
        </button>
      )}
      {analysis === "pending" && <p role="status">{t("pending")}</p>}
      {analysis === "failed" && <p role="alert">{t("failed")}</p>}
      {typeof analysis === "object" && <AnalysisBody analysis={analysis} />}
    </section>
  );
}

function AnalysisBody({ analysis }: { analysis: ReadyAnalysis }) {
  const t = useTranslations("Analysis");
  const percent = usePercent();
  const describe = useDescribe();
  const decisions = placed(analysis);
  const marked = decisions.filter((p) => p.decision.mark);
  const [selected, setSelected] = useState<number | null>(null);
  const s = analysis.summary;
  const chosen = decisions.find((p) => p.at === selected);
  return (
    <div className="space-y-3">
      <p data-testid="analysis-summary">
        {s.accuracy === null
          ? t("noDecisions")
          : t("summary", {
              accuracy: percent(s.accuracy),
              inaccuracies: s.inaccuracies,
              mistakes: s.mistakes,
              blunders: s.blunders,
              lost: s.lost,
            })}
      </p>
      <EvalGraph decisions={decisions} selected={selected} onSelect={setSelected} />
      <div className="grid gap-3 md:grid-cols-2">
        <div>
          <h3 className="font-semibold">{t("marked")}</h3>
          {marked.length === 0 ? (
            <p className="text-sm">{t("noMarks")}</p>
          ) : (
            <ul className="space-y-1" aria-label={t("marked")}>
              {marked.map((p) => (
                <li key={p.at}>
                  <button
                    type="button"
                    aria-pressed={selected === p.at}
                    onClick={() => setSelected(p.at)}
                    className="w-full rounded border border-stone-300 bg-white px-2 py-1 text-left text-sm hover:bg-stone-100 aria-pressed:border-felt aria-pressed:bg-green-50"
                  >
                    {t("markedRow", {
                      board: p.board,
                      action: describe.action(p.decision.action),
                      mark: t(`mark.${p.decision.mark!}`),
                      loss: points(-p.decision.loss),
                    })}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div aria-live="polite">{chosen && <DecisionPosition key={chosen.at} placed={chosen} />}</div>
      </div>
      {analysis.full ? <ParView analysis={analysis} /> : <p className="text-sm text-stone-700">{t("afterClose")}</p>}
    </div>
  );
}
