import { notFound } from "next/navigation";
import { GAME_IDS } from "@/lib/games";
import { redirect } from "@/lib/i18n/navigation";

// Every path no other page matches. Without this, Next.js answers with its own 404: prerendered,
// so its scripts carry no nonce and the CSP refuses them, in English only, with no way back.
// Here the site's 404 renders in the visitor's language, and a section asked for without a game
// (/rules, /archive…) opens on the first game, as a visitor typing the address would expect.

const SECTIONS = ["archive", "daily", "leaderboard", "play", "rules"];

export default async function UnknownPage({ params }: { params: Promise<{ locale: string; rest: string[] }> }) {
  const { locale, rest } = await params;
  if (rest.length === 1 && SECTIONS.includes(rest[0])) redirect({ href: `/${rest[0]}/${GAME_IDS[0]}`, locale });
  notFound();
}
