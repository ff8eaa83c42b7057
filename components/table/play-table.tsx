"use client";

import { lazy, useCallback, useMemo } from "react";
import { useTranslations } from "@/lib/i18n/client";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import type { GameId } from "@/lib/games";
import type { GameDto } from "@/lib/client/api";
import { getGame, startGame } from "@/lib/client/request";
import { optionsFrom, optionsQuery, playQuery, sameOptions } from "@/lib/client/game-options";
import { GameTable } from "./game-table";
import { NewGameOptions } from "./new-game-options";

// The end of the game is not part of the table's first load.
const GameResult = lazy(() => import("./game-result").then((m) => ({ default: m.GameResult })));
const GameAnalysis = lazy(() => import("../analysis/game-analysis").then((m) => ({ default: m.GameAnalysis })));

const storeKey = (game: GameId) => `play:${game}`;

/**
 * A full game to the target. A reload resumes the game this device was playing; `?seed=` starts
 * (or resumes) the game on those very deals, with the rule options the address names, and the
 * address always carries the seed and the options to share. Options without a seed start a new
 * game with them (the new-game form below the table).
 */
export function PlayTable({ game }: { game: GameId }) {
  const t = useTranslations("Play");
  const query = useSearchParams();
  const seed = query.get("seed") ?? undefined;
  const optionsKey = optionsQuery(optionsFrom(query)).toString();
  const options = useMemo(() => optionsFrom(new URLSearchParams(optionsKey)), [optionsKey]);
  const router = useRouter();
  const pathname = usePathname();
  const load = useCallback(async (): Promise<GameDto> => {
    const stored = window.localStorage.getItem(storeKey(game));
    const asked = seed !== undefined || optionsKey !== "";
    if (stored) {
      const resumed = await getGame(stored).catch(() => null);
      const same = (g: GameDto) => (!seed || g.seed === seed) && sameOptions(g.view.options, options);
      if (resumed && resumed.status === "active" && (!asked || same(resumed))) return resumed;
    }
    return startGame(game, seed, options);
  }, [game, seed, options, optionsKey]);
  const onGame = useCallback(
    (g: GameDto) => {
      window.localStorage.setItem(storeKey(game), g.id);
      const q = g.seed ? playQuery(g.seed, g.view.options) : null;
      if (q && (seed === undefined || q !== playQuery(seed, options))) router.replace(`${pathname}?${q}`, { scroll: false });
    },
    [game, seed, options, router, pathname],
  );
  // The address always changes (it loses the seed), so the table starts over on its own.
  const startWith = (chosen: typeof options) => {
    window.localStorage.removeItem(storeKey(game));
    const q = optionsQuery(chosen).toString();
    router.replace(q ? `${pathname}?${q}` : pathname);
  };
  return (
    <div className="space-y-3">
      <GameTable
        key={`${seed ?? ""}?${optionsKey}`}
        load={load}
        onGame={onGame}
        over={(g, rows) => (
          <>
            <GameResult game={g} />
            <GameAnalysis id={g.id} />
            {rows}
          </>
        )}
      />
      <NewGameOptions key={optionsKey} game={game} current={options} onStart={startWith} />
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
