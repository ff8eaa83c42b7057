import { NextResponse } from "next/server";
import { handler } from "@/lib/server/api/handler";
import { health } from "@/lib/server/health";

export const dynamic = "force-dynamic";

export const GET = handler(async () => {
  const body = await health();
  return NextResponse.json(body, { status: body.ok ? 200 : 503, headers: { "Cache-Control": "no-store" } });
});
