import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import { isGame, type GameId } from "@/lib/games";
import { routing, type Locale } from "./routing";

/** A page's locale (and game, for per-game pages) from its params; anything unknown is a 404. */
export async function pageParams<P extends { locale: string; game?: string }>(
  params: Promise<P>,
): Promise<P & { locale: Locale; game: GameId }> {
  const p = await params;
  if (!hasLocale(routing.locales, p.locale) || (p.game !== undefined && !isGame(p.game))) notFound();
  setRequestLocale(p.locale);
  return p as P & { locale: Locale; game: GameId };
}
