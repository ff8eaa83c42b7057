import { json, otherMethods, route } from "@/lib/server/api/handler";
import { myDailies } from "@/lib/server/dailies";
import { MyDailiesQuery } from "@/lib/schemas/api";

export const dynamic = "force-dynamic";

export const GET = route(async ({ req, viewer }) => {
  const query = MyDailiesQuery.parse(Object.fromEntries(req.nextUrl.searchParams));
  return json(await myDailies(await viewer(), query));
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
