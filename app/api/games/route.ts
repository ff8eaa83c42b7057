import { json, route } from "@/lib/server/api/handler";
import { startGame } from "@/lib/server/games";
import { NewGameBody } from "@/lib/schemas/api";

export const dynamic = "force-dynamic";

export const POST = route(async ({ player, body }) => {
  const input = await body(NewGameBody);
  return json(await startGame(await player(), input), 201);
});
