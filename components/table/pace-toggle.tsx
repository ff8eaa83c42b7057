"use client";

import { useTranslations } from "next-intl";
import { pace } from "./pace";

/** The faster setting for the computer players' pace, remembered on this device. */
export function PaceToggle() {
  const t = useTranslations("Table");
  const current = pace.use();
  return (
    <label className="inline-flex items-center gap-2">
      <input
        type="checkbox"
        checked={current === "fast"}
        onChange={(e) => pace.set(e.target.checked ? "fast" : "normal")}
        className="size-4 accent-felt"
      />
      {t("fast")}
    </label>
  );
}
