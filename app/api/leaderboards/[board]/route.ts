import { json, otherMethods, route } from "@/lib/server/api/handler";
import { allTimeLeaderboard } from "@/lib/server/leaderboards";
import { AllTimeLeaderboardQuery } from "@/lib/schemas/api";

export const dynamic = "force-dynamic";

export const GET = route<{ board: string }>(async ({ req, params, viewer }) => {
  const query = AllTimeLeaderboardQuery.parse(Object.fromEntries(req.nextUrl.searchParams));
  return json(await allTimeLeaderboard(params.board, query, await viewer()));
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
