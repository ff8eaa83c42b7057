import { json, otherMethods, route } from "@/lib/server/api/handler";
import { dailyLeaderboard } from "@/lib/server/leaderboards";
import { DailyLeaderboardQuery } from "@/lib/schemas/api";

export const dynamic = "force-dynamic";

export const GET = route<{ game: string; date: string }, DailyLeaderboardQuery>(
  async ({ params, query, viewer }) => json(await dailyLeaderboard(params.game, params.date, query, await viewer())),
  { query: DailyLeaderboardQuery },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
