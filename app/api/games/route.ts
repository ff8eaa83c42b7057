import { json, otherMethods, route } from "@/lib/server/api/handler";
import { dailyToStart, optionsToStart, startGame } from "@/lib/server/games";
import { NewGameBody } from "@/lib/schemas/api";

export const dynamic = "force-dynamic";

export const POST = route(async ({ player, playerIsNew, body }) => {
  const input = await body(NewGameBody);
  // everything that can refuse the request without a player, before a guest is made for it
  const now = new Date();
  optionsToStart(input);
  if (input.mode === "daily") dailyToStart(input, now);
  const playerId = await player();
  return json(await startGame(playerId, input, { now, newPlayer: playerIsNew() }), 201);
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
