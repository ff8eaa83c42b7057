"use client";

import { lazy, Suspense, useState } from "react";
import { useTranslations } from "@/lib/i18n/client";

// The choices load when the control is first opened: most people never open it.
const SettingsPanel = lazy(() => import("./settings-panel").then((m) => ({ default: m.SettingsPanel })));

/**
 * A small settings control at the table: how fast the computer players' calls and cards follow
 * one another, and whether one's only legal card plays itself. It opens over the felt, so the
 * table does not move.
 */
export function TableSettings() {
  const t = useTranslations("Table");
  const [opened, setOpened] = useState(false);
  return (
    <details className="relative" onToggle={(e) => e.currentTarget.open && setOpened(true)}>
      <summary
        aria-label={t("settings")}
        title={t("settings")}
        className="flex size-8 cursor-pointer list-none items-center justify-center rounded-full text-lg text-white hover:bg-white/15 focus-visible:outline-3 focus-visible:outline-amber-400 [&::-webkit-details-marker]:hidden"
      >
        <span aria-hidden="true">⚙</span>
      </summary>
      <div className="absolute right-0 z-30 mt-1 w-60 space-y-2 rounded-lg bg-white p-3 text-sm text-stone-900 shadow-lg">
        {opened && (
          <Suspense fallback={<p role="status">{t("loading")}</p>}>
            <SettingsPanel />
          </Suspense>
        )}
      </div>
    </details>
  );
}
