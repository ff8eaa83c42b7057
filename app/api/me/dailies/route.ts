import { json, otherMethods, route } from "@/lib/server/api/handler";
import { myDailies } from "@/lib/server/dailies";
import { MyDailiesQuery } from "@/lib/schemas/api";

export const dynamic = "force-dynamic";

export const GET = route(async ({ query, viewer }) => json(await myDailies(await viewer(), query)), { query: MyDailiesQuery });

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
