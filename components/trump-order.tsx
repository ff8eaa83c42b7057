import { useTranslations } from "next-intl";
import type { Card } from "@/lib/engine/types";
import { CardImage } from "./card";

// Hearts as trump: right bower, left bower, then ace down to nine.
const HEARTS_TRUMP: Card[] = ["JH", "JD", "AH", "KH", "QH", "TH", "9H"];

/** The order of the trump suit, drawn with our cards, highest first. */
export function TrumpOrder() {
  const t = useTranslations("Rules");
  return (
    <figure>
      <ol className="flex flex-wrap gap-1.5">
        {HEARTS_TRUMP.map((card) => (
          <li key={card}>
            <CardImage card={card} className="h-20 w-auto sm:h-24" />
          </li>
        ))}
      </ol>
      <figcaption className="mt-2 text-sm text-stone-700">{t("trumpOrderCaption")}</figcaption>
    </figure>
  );
}
