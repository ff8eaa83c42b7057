import { NextResponse } from "next/server";
import { otherMethods, route } from "@/lib/server/api/handler";
import { health } from "@/lib/server/health";

export const dynamic = "force-dynamic";

export const GET = route(async () => {
  const body = await health();
  return NextResponse.json(body, { status: body.ok ? 200 : 503, headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
