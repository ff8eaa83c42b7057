"use client";

import { useTranslations } from "@/lib/i18n/client";
import type { DealView, PlayerView, SeatPoints } from "@/lib/engine/types";
import { useDescribe } from "./describe";
import { useSeatPoints, useSeatScores } from "./seat-scores";
import { minus } from "../signed";
import { TrumpSymbol, shownContract } from "./trump-chip";

/**
 * The deal at a glance, in four columns of fixed height (the felt does not move as they change):
 * board, trump with its maker, tricks per side, the score (three-hand: each player's).
 */
export function DealStatus({ view, deal }: { view: PlayerView; deal: DealView }) {
  const t = useTranslations("Table");
  const describe = useDescribe();
  const seatScores = useSeatScores();
  // Napoleon's bidder leads before there is a trump: its chip says so until that first card.
  const c = shownContract(deal);
  const items: [string, React.ReactNode][] = [
    [t("board"), view.boards ? t("boardOf", { board: deal.index + 1, boards: view.boards }) : String(deal.index + 1)],
    [
      t("trump"),
      c ? (
        <span className="inline-flex flex-wrap items-center gap-x-1" data-testid="trump">
          <TrumpSymbol denom={c.denom} />
          <span className="sr-only">{describe.contract(c)}</span>
          <span aria-hidden="true">
            {t(`seatShort.${c.declarer}`)}
            {c.bid !== null ? ` ${describe.bid(c.bid)}` : ""}
          </span>
        </span>
      ) : (
        t("noContract")
      ),
    ],
    [t("tricks"), <Sides key="tricks" us={String(deal.won[0])} them={String(deal.won[1])} />],
    [
      t(view.boards ? "runningNet" : "score"),
      view.seatScores ? (
        <Narrow key="score" phone={<SeatScoreStrip points={view.seatScores} />} wide={seatScores(view.seatScores)} />
      ) : (
        <Sides key="score" us={minus(view.scores[0])} them={minus(view.scores[1])} />
      ),
    ],
  ];
  return <StatusItems items={items} />;
}

/** Each player's points on a phone, two to a line ("S3 W1" over "N0 E2"), so none is cut off in the narrow column. */
function SeatScoreStrip({ points }: { points: SeatPoints }) {
  const each = useSeatPoints();
  return (
    <span className="grid grid-cols-[auto_auto] justify-start gap-x-1.5 tabular-nums">
      {each(points, "compact").map((s) => (
        <span key={s}>{s}</span>
      ))}
    </span>
  );
}

/** Our side and theirs: "Us 2 · Them 1", on a phone "2–1" (the words stay for a screen reader). */
function Sides({ us, them }: { us: string; them: string }) {
  const t = useTranslations("Table");
  return <Narrow phone={`${us}–${them}`} wide={t("sides", { us, them })} />;
}

/** A shorter text on a phone; the wider one stays for a screen reader. */
function Narrow({ phone, wide }: { phone: React.ReactNode; wide: string }) {
  return (
    <>
      <span className="sm:hidden" aria-hidden="true">
        {phone}
      </span>
      <span className="max-sm:sr-only">{wide}</span>
    </>
  );
}

/** Label–value pairs in a row of columns above the felt. */
export function StatusItems({ items }: { items: [string, React.ReactNode][] }) {
  return (
    <dl
      className="grid gap-x-2 text-xs text-white sm:mb-1 sm:text-sm"
      style={{ gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` }}
    >
      {items.map(([k, v]) => (
        <div key={k} className="min-w-0">
          <dt className="truncate text-white/75">{k}</dt>
          <dd className="truncate font-semibold">{v}</dd>
        </div>
      ))}
    </dl>
  );
}
