import { json, otherMethods, route } from "@/lib/server/api/handler";
import { allTimeLeaderboard } from "@/lib/server/leaderboards";
import { AllTimeLeaderboardQuery } from "@/lib/schemas/api";

export const dynamic = "force-dynamic";

export const GET = route<{ board: string }, AllTimeLeaderboardQuery>(
  async ({ params, query, viewer }) => json(await allTimeLeaderboard(params.board, query, await viewer())),
  { query: AllTimeLeaderboardQuery },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
