import "server-only";
import type { GameId } from "@/lib/games";
import type { Locale } from "@/lib/i18n/routing";
import da from "./da";
import de from "./de";
import en from "./en";
import nl from "./nl";
import sv from "./sv";
import type { GameRules } from "./types";

// The rules texts are long and read only on the server: as modules they stay out of the messages
// that next-intl hands to every page's client bundle, and the RulesContent type makes each
// language supply every game, section and table row.
const CONTENT = { en, da, de, sv, nl };

export function rulesOf(locale: Locale, game: GameId): GameRules {
  return CONTENT[locale][game];
}
