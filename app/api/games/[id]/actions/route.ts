import { json, route } from "@/lib/server/api/handler";
import { act } from "@/lib/server/games";
import { rateLimit } from "@/lib/server/rate-limit";
import { ActionBody } from "@/lib/schemas/api";

export const dynamic = "force-dynamic";

export const POST = route<{ id: string }>(async ({ req, params, viewer, body }) => {
  await rateLimit("action", req);
  const input = await body(ActionBody);
  const bots = { ms: 0 };
  const res = json(await act(await viewer(), params.id, input, new Date(), bots));
  // How long the computer players thought, apart from the server's own work (see bench:api).
  res.headers.set("Server-Timing", `bots;dur=${bots.ms.toFixed(2)}`);
  return res;
});
