"use client";

import { useTranslations } from "@/lib/i18n/client";
import type { GameDto } from "@/lib/client/api";
import { playPath } from "@/lib/client/game-options";
import { ShareButton } from "../share-button";
import { minus } from "../signed";
import { useSeatScores } from "./seat-scores";

/** The end of a full game: who won, the final score and a link to the same deals. */
export function GameResult({ game }: { game: GameDto }) {
  const t = useTranslations("Result");
  const { scores, winner, seatScores } = game.view;
  const each = useSeatScores();
  return (
    <section aria-labelledby="result-heading" className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h2 id="result-heading" className="text-xl font-bold">
        {t(winner === 0 ? "won" : "lost")}
      </h2>
      <p>
        {seatScores ? t("finalEach", { scores: each(seatScores, "long") }) : t("final", { us: minus(scores[0]), them: minus(scores[1]) })}
      </p>
      <ShareButton
        text={t("shareGame")}
        url={`${window.location.origin}${playPath(game.game, game.seed!, game.view.options)}`}
        label={t("shareDeal")}
      />
    </section>
  );
}
