"use client";

import { useTranslations } from "@/lib/i18n/client";
import { SUITS } from "@/lib/engine/types";
import { Suit } from "./suit";
import { setFourColour, useFourColour } from "./suit-colours";

/** A switch for the four-colour suits (♦ blue, ♣ green), remembered on this device, with a preview. */
export function FourColourToggle() {
  const t = useTranslations("Cards");
  const on = useFourColour();
  return (
    <label className="inline-flex cursor-pointer items-center gap-2">
      <input type="checkbox" checked={on} onChange={(e) => setFourColour(e.target.checked)} className="size-4 accent-felt" />
      {t("fourColour")}
      <span aria-hidden="true" className="text-base">
        {SUITS.map((suit) => (
          <Suit key={suit} suit={suit} />
        ))}
      </span>
    </label>
  );
}
