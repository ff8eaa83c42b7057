"use client";

import { useTranslations } from "next-intl";
import { setFourColour, useFourColour } from "./suit-colours";

/** A switch for the four-colour suits (♦ blue, ♣ green), remembered on this device. */
export function FourColourToggle() {
  const t = useTranslations("Cards");
  const on = useFourColour();
  return (
    <label className="inline-flex cursor-pointer items-center gap-2">
      <input type="checkbox" checked={on} onChange={(e) => setFourColour(e.target.checked)} className="size-4 accent-felt" />
      {t("fourColour")}
    </label>
  );
}
