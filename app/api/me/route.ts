import { json, otherMethods, route } from "@/lib/server/api/handler";
import { me, rename } from "@/lib/server/me";
import { checkName } from "@/lib/server/names";
import { refuseTaken } from "@/lib/server/player-names";
import { RenameBody } from "@/lib/schemas/api";

export const dynamic = "force-dynamic";

// Reading one's profile never makes a player: without a session it answers one with no id.
export const GET = route(async ({ viewer }) => json(await me(await viewer())));

export const PATCH = route(async ({ player, viewer, body }) => {
  // checked before a guest is made for the request: a refused name leaves no player behind
  const name = checkName((await body(RenameBody)).name);
  await refuseTaken(name, await viewer());
  return json(await rename(await player(), name));
});

export const { POST, PUT, DELETE, OPTIONS } = otherMethods("GET", "PATCH");
