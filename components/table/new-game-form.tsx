"use client";

import { useId, useState } from "react";
import { useTranslations } from "@/lib/i18n/client";
import { DECK_SIZES, TARGETS, type VariantOptions } from "@/lib/engine/types";
import { offeredOptions } from "@/lib/client/game-options";
import type { Props } from "./new-game-options";

const DEFAULT_TARGET = 10;

/**
 * The joker, the Canadian loner, the deck and the target. `onStart` gets the choice; only what
 * differs from the default rules is set, so a plain game keeps a plain link.
 */
export function NewGameForm({ game, current, onStart }: Props) {
  const t = useTranslations("Options");
  const id = useId();
  const [joker, setJoker] = useState(current.joker === true);
  const [loner, setLoner] = useState(current.canadianLoner === true);
  const [deck, setDeck] = useState<number>(current.deck ?? 24);
  const [target, setTarget] = useState<number>(current.target ?? DEFAULT_TARGET);
  const offered = offeredOptions(game);
  const chosen = (): VariantOptions => ({
    ...(joker ? { joker } : {}),
    ...(loner ? { canadianLoner: loner } : {}),
    ...(deck !== 24 ? { deck: deck as VariantOptions["deck"] } : {}),
    ...(target !== DEFAULT_TARGET ? { target: target as VariantOptions["target"] } : {}),
  });
  const check = (key: string, label: string, hint: string, value: boolean, set: (v: boolean) => void) => (
    <label className="flex items-start gap-2">
      <input type="checkbox" id={`${id}-${key}`} checked={value} onChange={(e) => set(e.target.checked)} className="mt-1 size-4" />
      <span>
        <span className="font-medium">{label}</span> <span className="text-stone-600">{hint}</span>
      </span>
    </label>
  );
  const pick = (label: string, value: number, set: (v: number) => void, values: readonly number[], text: (n: number) => string) => (
    <label className="flex items-center gap-2">
      <span className="font-medium">{label}</span>
      <select value={value} onChange={(e) => set(Number(e.target.value))} className="rounded border border-stone-300 px-2 py-1">
        {values.map((n) => (
          <option key={n} value={n}>
            {text(n)}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <form
      className="mt-2 space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        onStart(chosen());
      }}
    >
      {offered.includes("joker") && check("joker", t("joker"), t("jokerHint"), joker, setJoker)}
      {offered.includes("canadianLoner") && check("loner", t("canadianLoner"), t("canadianLonerHint"), loner, setLoner)}
      <div className="flex flex-wrap gap-4">
        {offered.includes("deck") && pick(t("deck"), deck, setDeck, DECK_SIZES, (n) => t("deckCards", { count: n }))}
        {offered.includes("target") && pick(t("target"), target, setTarget, TARGETS, (n) => t("points", { count: n }))}
      </div>
      <button
        type="submit"
        className="rounded-md bg-felt px-3 py-2 font-semibold text-white focus-visible:outline-3 focus-visible:outline-amber-400"
      >
        {t("start")}
      </button>
    </form>
  );
}
