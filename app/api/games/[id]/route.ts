import { json, otherMethods, route } from "@/lib/server/api/handler";
import { getGame } from "@/lib/server/games";

export const dynamic = "force-dynamic";

export const GET = route<{ id: string }>(async ({ params, viewer }) => json(await getGame(await viewer(), params.id)));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
