import { json, otherMethods, route } from "@/lib/server/api/handler";
import { newClock } from "@/lib/server/bot-turns";
import { act } from "@/lib/server/games";
import { rateLimit } from "@/lib/server/rate-limit";
import { ActionBody } from "@/lib/schemas/api";

export const dynamic = "force-dynamic";

export const POST = route<{ id: string }>(async ({ req, params, viewer, body }) => {
  await rateLimit("action", req);
  const input = await body(ActionBody);
  const bots = newClock();
  const res = json(await act(await viewer(), params.id, input, new Date(), bots));
  // The computer players' part of the time, apart from the server's own work (see bench:api):
  // bots = asking for their decisions until having them (thinking, and waiting for a free bot
  // thread behind other players' bots), think = their thinking alone.
  res.headers.set("Server-Timing", `bots;dur=${bots.ms.toFixed(2)}, think;dur=${bots.thinkMs.toFixed(2)}`);
  return res;
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
