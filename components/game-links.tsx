import { getTranslations } from "next-intl/server";
import type { GameId } from "@/lib/games";
import { Link } from "@/lib/i18n/link";

/** The ways on from a game's page: its daily, a full game, leaderboard, archive and rules. */
export async function GameLinks({ game }: { game: GameId }) {
  const t = await getTranslations("Links");
  const links = [
    [`/daily/${game}`, t("daily")],
    [`/play/${game}`, t("play")],
    [`/leaderboard/${game}`, t("leaderboard")],
    [`/archive/${game}`, t("archive")],
    [`/rules/${game}`, t("rules")],
  ] as const;
  return (
    <nav aria-label={t("label")}>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {links.map(([href, label]) => (
          <li key={href}>
            <Link href={href} className="font-medium text-felt underline underline-offset-2">
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
