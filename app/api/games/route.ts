import { json, route } from "@/lib/server/api/handler";
import { startGame } from "@/lib/server/games";
import { NewGameBody } from "@/lib/schemas/api";

export const dynamic = "force-dynamic";

export const POST = route(async ({ player, playerIsNew, body }) => {
  const input = await body(NewGameBody);
  const playerId = await player();
  return json(await startGame(playerId, input, { newPlayer: playerIsNew() }), 201);
});
