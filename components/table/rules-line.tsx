"use client";

import { useTranslations } from "@/lib/i18n/client";
import type { VariantOptions } from "@/lib/engine/types";

/** A game's chosen rule options in a few words: "Joker · 32 cards · to 11"; empty with none. */
export function useRulesLine(): (options: VariantOptions) => string {
  const t = useTranslations("Options");
  return (options) =>
    [
      options.joker && t("short.joker"),
      options.canadianLoner && t("short.canadianLoner"),
      options.deck === 32 && t("short.deck32"),
      options.target !== undefined && t("short.target", { target: options.target }),
    ]
      .filter(Boolean)
      .join(" · ");
}

/** The rule options at the table, when the game chose any. */
export function RulesLine({ options }: { options: VariantOptions }) {
  const line = useRulesLine()(options);
  const t = useTranslations("Options");
  if (!line) return null;
  return (
    <p className="truncate text-xs text-white/80 sm:text-sm" data-testid="rules-line">
      <span className="sr-only">{t("rules")}: </span>
      {line}
    </p>
  );
}
