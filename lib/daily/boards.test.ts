import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { seatsOf } from "@/lib/engine";
import { GAME_IDS } from "@/lib/games";
import { BOARDS_PER_DAILY, boardsFromDaySeed, dailySetup, daySeed } from "./boards";

describe("daily boards", () => {
  it("the day's seed is HMAC-SHA256(DAILY_SECRET, '<game>:<date>')", () => {
    const expected = createHmac("sha256", "s3cret").update("bid-six:2026-12-01").digest("hex");
    expect(daySeed("s3cret", "bid-six", "2026-12-01")).toBe(expected);
    expect(daySeed("other", "bid-six", "2026-12-01")).not.toBe(expected);
  });

  it.each(GAME_IDS)("%s: the design's board count, one seed per board, dealers rotating as evenly as possible", (game) => {
    const boards = boardsFromDaySeed(game, daySeed("k", game, "2026-12-01"));
    expect(boards).toHaveLength(BOARDS_PER_DAILY[game]);
    expect(new Set(boards.map((b) => b.seed)).size).toBe(boards.length);
    const counts = new Map<string, number>();
    for (const b of boards) counts.set(b.dealer, (counts.get(b.dealer) ?? 0) + 1);
    // as even as the board count allows (bid-six: 6 boards over 4 seats → 2, 2, 1, 1)
    expect(counts.size).toBe(seatsOf(game).length);
    expect(Math.max(...counts.values()) - Math.min(...counts.values())).toBeLessThanOrEqual(1);
  });

  it("is the same for everyone on a day and different on the next", () => {
    expect(dailySetup("k", "euchre", "2026-12-01")).toEqual(dailySetup("k", "euchre", "2026-12-01"));
    expect(dailySetup("k", "euchre", "2026-12-02")).not.toEqual(dailySetup("k", "euchre", "2026-12-01"));
  });
});
