import { createHmac } from "node:crypto";
import { seatsOf, type BoardSetup, type MatchSetup } from "@/lib/engine";
import type { GameId } from "@/lib/games";
import type { DateString } from "./calendar";

// The boards of a daily (docs/architecture.md, Seeds and dailies): a fixed number per game, the same for everyone.
// The day's seed is HMAC-SHA256(DAILY_SECRET, "<game>:<date>"): unpredictable until published
// when the day closes. Board i deals from "<day seed>:<i>"; dealers rotate evenly over the seats,
// starting at a seat the day's seed picks.

// Three-hand: 9 boards, 135 cards played against euchre's 160 but 45 of them the person's against
// 40, and three deals for each dealer; railroad deals and plays like euchre, so 8 (docs/architecture.md, Seeds and dailies).
// Hasenpfeffer: 7 boards of six tricks, 168 cards against 160, 42 of them the person's (docs/rules.md, Hasenpfeffer).
// Napoleon: 8 boards of 5 tricks among four, as euchre's (a thrown-in board is shorter still).
export const BOARDS_PER_DAILY: Record<GameId, number> = {
  euchre: 8,
  "two-hand": 8,
  "bid-six": 6,
  "double-deck": 4,
  "three-hand": 9,
  railroad: 8,
  hasenpfeffer: 7,
  napoleon: 8,
};

export function daySeed(secret: string, game: GameId, date: DateString): string {
  return createHmac("sha256", secret).update(`${game}:${date}`).digest("hex");
}

export function boardsFromDaySeed(game: GameId, seed: string): BoardSetup[] {
  const seats = seatsOf(game);
  const first = parseInt(seed.slice(0, 8), 16) % seats.length;
  return Array.from({ length: BOARDS_PER_DAILY[game] }, (_, i) => ({ seed: `${seed}:${i}`, dealer: seats[(first + i) % seats.length]! }));
}

export function dailySetup(secret: string, game: GameId, date: DateString): MatchSetup {
  return { variant: game, mode: "boards", boards: boardsFromDaySeed(game, daySeed(secret, game, date)) };
}
