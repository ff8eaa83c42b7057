"use client";

import { lazy, Suspense, useState } from "react";
import { useTranslations } from "@/lib/i18n/client";
import type { VariantOptions } from "@/lib/engine/types";
import type { GameId } from "@/lib/games";
import { offeredOptions } from "@/lib/client/game-options";

export type Props = { game: GameId; current: VariantOptions; onStart: (o: VariantOptions) => void };

// The form is loaded when it is opened: few players start a game with other rules, and the
// table's first load has a budget.
const OptionsForm = lazy(() => import("./new-game-form").then((m) => ({ default: m.NewGameForm })));

/** The rules of a new full game, for a game that has options (standard Euchre), folded away. */
export function NewGameOptions(props: Props) {
  const t = useTranslations("Options");
  const [open, setOpen] = useState(false);
  if (offeredOptions(props.game).length === 0) return null;
  return (
    <details
      className="rounded-lg border border-stone-200 bg-white p-3 text-sm"
      data-testid="new-game-options"
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="cursor-pointer font-semibold">{t("title")}</summary>
      {open && (
        <Suspense>
          <OptionsForm {...props} />
        </Suspense>
      )}
    </details>
  );
}
