"use client";

import { useEffect, useState } from "react";
import type { GameId } from "@/lib/games";
import { api } from "@/lib/client/api";
import { GameAnalysis } from "./game-analysis";

/**
 * The analysis of the viewer's own daily of this date, once it is finished: found among the
 * viewer's dailies of the month, asked every 5 s until it is (a daily is mostly finished on this
 * very page).
 */
export function DailyAnalysis({ game, date }: { game: GameId; date: string }) {
  const [gameId, setGameId] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const look = () =>
      api
        .myDailies(game, date.slice(0, 7))
        .then((days) => {
          const mine = days.find((d) => d.date === date && d.status === "finished");
          if (live && mine) {
            setGameId(mine.gameId);
            clearInterval(again);
          }
        })
        .catch(() => undefined);
    const again = setInterval(() => void look(), 5000);
    void look();
    return () => {
      live = false;
      clearInterval(again);
    };
  }, [game, date]);
  return gameId ? <GameAnalysis id={gameId} /> : null;
}
