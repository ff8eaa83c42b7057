"use client";

import { lazy, useCallback } from "react";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import type { GameId } from "@/lib/games";
import { api, type GameDto } from "@/lib/client/api";
import { usePathname } from "@/lib/i18n/link";
import { useRouter } from "@/lib/i18n/navigation";
import { GameTable } from "./game-table";

// The end of the game is not part of the table's first load.
const GameResult = lazy(() => import("./game-result").then((m) => ({ default: m.GameResult })));
const GameAnalysis = lazy(() => import("../analysis/game-analysis").then((m) => ({ default: m.GameAnalysis })));

const storeKey = (game: GameId) => `play:${game}`;

/**
 * A full game to the target. A reload resumes the game this device was playing; `?seed=` starts
 * (or resumes) the game on those very deals, and the address always carries the seed to share.
 */
export function PlayTable({ game }: { game: GameId }) {
  const t = useTranslations("Play");
  const seed = useSearchParams().get("seed") ?? undefined;
  const router = useRouter();
  const pathname = usePathname();
  const load = useCallback(async (): Promise<GameDto> => {
    const stored = window.localStorage.getItem(storeKey(game));
    if (stored) {
      const resumed = await api.game(stored).catch(() => null);
      if (resumed && resumed.status === "active" && (!seed || resumed.seed === seed)) return resumed;
    }
    return api.startGame(game, seed);
  }, [game, seed]);
  const onGame = useCallback(
    (g: GameDto) => {
      window.localStorage.setItem(storeKey(game), g.id);
      if (g.seed && g.seed !== seed) router.replace(`${pathname}?seed=${g.seed}`, { scroll: false });
    },
    [game, seed, router, pathname],
  );
  return (
    <div className="space-y-3">
      <GameTable
        key={seed ?? ""}
        load={load}
        onGame={onGame}
        over={(g) => (
          <>
            <GameResult game={g} />
            <GameAnalysis id={g.id} />
          </>
        )}
      />
      {seed && (
        <p className="text-sm">
          {t("seed", { seed })}{" "}
          <button
            type="button"
            className="font-medium text-felt underline underline-offset-2"
            onClick={() => {
              window.localStorage.removeItem(storeKey(game));
              router.replace(pathname);
              router.refresh();
            }}
          >
            {t("newGame")}
          </button>
        </p>
      )}
    </div>
  );
}
