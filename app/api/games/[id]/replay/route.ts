import { json, otherMethods, route } from "@/lib/server/api/handler";
import { gameReplay } from "@/lib/server/replays";

export const dynamic = "force-dynamic";

export const GET = route<{ id: string }>(async ({ params, viewer }) => json(await gameReplay(await viewer(), params.id)));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
