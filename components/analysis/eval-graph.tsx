"use client";

import { useTranslations } from "@/lib/i18n/client";
import { chosenValue, type Placed } from "./analysis-types";

const W = 600;
const H = 160;
const PAD = 12;
const MARK_COLOUR = { inaccuracy: "#ca8a04", mistake: "#ea580c", blunder: "#dc2626" } as const;

/**
 * The game's evaluation graph: for each valued decision, the best option's value (dashed) and the
 * chosen one's (solid), in expected net points; boards are separated by faint lines and marked
 * decisions are dots to click (the list beside it does the same by keyboard).
 */
export function EvalGraph({
  decisions,
  selected,
  onSelect,
}: {
  decisions: Placed[];
  selected: number | null;
  onSelect: (at: number) => void;
}) {
  const t = useTranslations("Analysis");
  if (decisions.length < 2) return null;
  const values = decisions.flatMap((p) => [chosenValue(p.decision), Math.max(...p.decision.options.map((o) => o.value))]);
  const top = Math.max(1, ...values);
  const bottom = Math.min(-1, ...values);
  const x = (i: number) => PAD + (i * (W - 2 * PAD)) / (decisions.length - 1);
  const y = (v: number) => PAD + ((top - v) * (H - 2 * PAD)) / (top - bottom);
  const line = (f: (p: Placed) => number) => decisions.map((p, i) => `${x(i).toFixed(1)},${y(f(p)).toFixed(1)}`).join(" ");
  const boardStarts = decisions.filter((p, i) => i > 0 && p.board !== decisions[i - 1].board);
  return (
    <figure className="space-y-1">
      <svg viewBox={`0 0 ${W} ${H}`} className="w-full rounded-lg border border-stone-200 bg-white" role="img" aria-label={t("graph")}>
        <line x1={PAD} x2={W - PAD} y1={y(0)} y2={y(0)} stroke="#d6d3d1" />
        {boardStarts.map((p) => (
          <line key={p.at} x1={x(p.at) - 0.5} x2={x(p.at) - 0.5} y1={PAD} y2={H - PAD} stroke="#e7e5e4" strokeDasharray="2 3" />
        ))}
        <polyline
          points={line((p) => Math.max(...p.decision.options.map((o) => o.value)))}
          fill="none"
          stroke="#a8a29e"
          strokeDasharray="4 3"
        />
        <polyline points={line((p) => chosenValue(p.decision))} fill="none" stroke="#166534" strokeWidth={2} />
        {decisions.map((p, i) =>
          p.decision.mark ? (
            <circle
              key={p.at}
              data-mark={p.decision.mark}
              cx={x(i)}
              cy={y(chosenValue(p.decision))}
              r={selected === p.at ? 7 : 5}
              fill={MARK_COLOUR[p.decision.mark]}
              stroke="white"
              className="cursor-pointer"
              onClick={() => onSelect(p.at)}
            />
          ) : null,
        )}
      </svg>
      <figcaption className="text-xs text-stone-600">{t("graphCaption")}</figcaption>
    </figure>
  );
}
