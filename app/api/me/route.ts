import { json, route } from "@/lib/server/api/handler";
import { me, rename } from "@/lib/server/me";
import { RenameBody } from "@/lib/schemas/api";

export const dynamic = "force-dynamic";

export const GET = route(async ({ player }) => json(await me(await player())));

export const PATCH = route(async ({ player, body }) => {
  const { name } = await body(RenameBody);
  return json(await rename(await player(), name));
});
