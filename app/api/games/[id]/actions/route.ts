import { json, route } from "@/lib/server/api/handler";
import { act } from "@/lib/server/games";
import { rateLimit } from "@/lib/server/rate-limit";
import { ActionBody } from "@/lib/schemas/api";

export const dynamic = "force-dynamic";

export const POST = route<{ id: string }>(async ({ req, params, viewer, body }) => {
  await rateLimit("action", req);
  const input = await body(ActionBody);
  return json(await act(await viewer(), params.id, input));
});
