import { gameAnalysis } from "@/lib/server/analysis";
import { json, otherMethods, route } from "@/lib/server/api/handler";

export const dynamic = "force-dynamic";

export const GET = route<{ id: string }>(async ({ params, viewer }) => {
  const analysis = await gameAnalysis(await viewer(), params.id);
  return json(analysis, analysis.status === "pending" ? 202 : 200);
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
