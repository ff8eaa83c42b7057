import { json, otherMethods, route } from "@/lib/server/api/handler";
import { dailyInfo } from "@/lib/server/dailies";

export const dynamic = "force-dynamic";

export const GET = route<{ game: string; date: string }>(async ({ params, viewer }) =>
  json(await dailyInfo(params.game, params.date, await viewer())),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
