"use client";

import { useTranslations } from "@/lib/i18n/client";
import { PACES, autoPlay, pace } from "./pace";

/** The table's settings, remembered on this device: the computer players' pace, and auto-play of one's only card. */
export function SettingsPanel() {
  const t = useTranslations("Table");
  const current = pace.use();
  const auto = autoPlay.use();
  return (
    <>
      <fieldset>
        <legend className="font-semibold">{t("pace")}</legend>
        {PACES.map((p) => (
          <label key={p} className="flex items-center gap-2 py-0.5">
            <input type="radio" name="table-pace" checked={current === p} onChange={() => pace.set(p)} className="size-4 accent-felt" />
            {t(`paces.${p}`)}
          </label>
        ))}
      </fieldset>
      <label className="flex items-center gap-2 border-t border-stone-200 pt-2">
        <input
          type="checkbox"
          checked={auto === "on"}
          onChange={(e) => autoPlay.set(e.target.checked ? "on" : "off")}
          className="size-4 accent-felt"
        />
        {t("autoPlay")}
      </label>
    </>
  );
}
