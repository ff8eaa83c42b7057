"use client";

import { useState } from "react";
import { useTranslations } from "@/lib/i18n/client";
import { SEATS, type Seat } from "@/lib/engine/types";
import { handOrder } from "@/lib/client/hand-order";
import { useDescribe } from "../table/describe";
import { GameReplay } from "../replay/game-replay";
import { usePercent } from "../percent";
import { points, type FullAnalysis } from "./analysis-types";
import { CardRow } from "./card-row";

type Board = FullAnalysis["boards"][number];
type ParRow = NonNullable<Board["par"]>["table"][number];

/** After the close: each board's open hands, par table and open-hand card values, then the day's field. */
export function ParView({ analysis }: { analysis: FullAnalysis }) {
  const t = useTranslations("Analysis");
  return (
    <section aria-labelledby="par-heading" className="space-y-3">
      <h3 id="par-heading" className="text-lg font-semibold">
        {t("par")}
      </h3>
      {analysis.boards.map((b, i) => (b.par ? <ParBoard key={b.index} board={b} number={i + 1} /> : null))}
      {analysis.field && <FieldView field={analysis.field} />}
    </section>
  );
}

function ParBoard({ board, number }: { board: Board; number: number }) {
  const t = useTranslations("Analysis");
  const describe = useDescribe();
  const par = board.par!;
  // One row per contract: each denomination, then its lone hand where the game has one.
  const rows = par.table.filter((e) => e.makers === 0);
  const cell = (row: ParRow, makers: number) => {
    const e = par.table.find((x) => x.denom === row.denom && x.alone === row.alone && x.makers === makers)!;
    return t("cell", { tricks: e.tricks, score: points(e.score) });
  };
  const seats = SEATS.filter((s) => par.hands[s].length > 0);
  return (
    <details className="rounded-lg border border-stone-200 bg-white p-3" data-testid="par-board">
      <summary className="cursor-pointer font-semibold">
        {t("parBoard", { board: number, dealer: describe.seat(par.dealer) })}
        {board.contract ? ` — ${describe.contract(board.contract)}` : ` — ${t("thrownIn")}`}
      </summary>
      <div className="mt-2 space-y-3">
        <dl className="grid gap-2 sm:grid-cols-2">
          {seats.map((s: Seat) => (
            <div key={s}>
              <dt className="text-sm font-semibold">{describe.seat(s)}</dt>
              <dd>
                <CardRow cards={handOrder(par.hands[s], board.contract?.denom ?? null)} />
              </dd>
            </div>
          ))}
        </dl>
        <div className="overflow-x-auto">
          <table className="w-full text-xs sm:text-sm [&_td]:pr-2 [&_th]:pr-2" data-testid="par-table">
            <caption className="text-left text-stone-700">{t("parCaption")}</caption>
            <thead>
              <tr>
                <th scope="col" className="text-left">
                  {t("denom")}
                </th>
                <th scope="col" className="text-left">
                  {t("us")}
                </th>
                <th scope="col" className="text-left">
                  {t("them")}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.denom}${row.alone ? "-alone" : ""}`}>
                  <th scope="row" className="text-left font-normal">
                    {row.alone ? t("denomAlone", { denom: describe.denom(row.denom) }) : describe.denom(row.denom)}
                  </th>
                  <td>{cell(row, 0)}</td>
                  <td>{cell(row, 1)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {par.plays.length > 0 && (
          <div>
            <p className="text-sm font-semibold">{t("viewer")}</p>
            <ol className="space-y-1 text-sm">
              {par.plays.map((p, i) => (
                <li key={p.seq}>
                  {t("viewerStep", { trick: i + 1, card: describe.cardName(p.card) })}{" "}
                  <span className="text-stone-700">
                    {[...p.options]
                      .sort((a, b) => b.tricks - a.tricks)
                      .map((o) => t("cardValue", { card: describe.cardName(o.card), tricks: o.tricks, net: points(o.value) }))
                      .join(" · ")}
                  </span>
                </li>
              ))}
            </ol>
          </div>
        )}
      </div>
    </details>
  );
}

function FieldView({ field }: { field: NonNullable<FullAnalysis["field"]> }) {
  const t = useTranslations("Analysis");
  const percent = usePercent();
  const describe = useDescribe();
  const [watching, setWatching] = useState<{ id: string; name: string } | null>(null);
  return (
    <div className="space-y-2">
      <h4 className="font-semibold">{t("field")}</h4>
      {field.boards.length === 0 && <p className="text-sm">{t("fieldEmpty")}</p>}
      <ul className="space-y-1 text-sm">
        {field.boards.map((b) => (
          <li key={b.board}>
            <span className="font-semibold">{t("fieldBoard", { board: b.board + 1 })}</span>{" "}
            {b.contracts
              .map((c) =>
                t("played", {
                  contract: c.contract ? describe.contract(c.contract) : t("thrownIn"),
                  count: c.count,
                  avg: points(c.avgNet),
                  best: points(c.bestNet),
                }),
              )
              .join("; ")}
          </li>
        ))}
      </ul>
      {field.best.length > 0 && <h4 className="font-semibold">{t("bestResults")}</h4>}
      <ol className="space-y-1 text-sm">
        {field.best.map((r) => (
          <li key={r.gameId}>
            <button type="button" className="text-felt underline" onClick={() => setWatching({ id: r.gameId, name: r.player })}>
              {t("bestRow", {
                rank: r.rank ?? "–",
                player: r.player,
                pct: r.mpPct === null ? "–" : percent(r.mpPct),
                net: points(r.totalNet),
              })}
            </button>
          </li>
        ))}
      </ol>
      {watching && <GameReplay key={watching.id} id={watching.id} player={watching.name} />}
    </div>
  );
}
