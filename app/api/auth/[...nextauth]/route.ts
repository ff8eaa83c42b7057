import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { errorResponse } from "@/lib/server/api/errors";
import { otherMethods } from "@/lib/server/api/handler";
import { checkOrigin } from "@/lib/server/api/request";
import { authOptions } from "@/lib/server/auth";

export const dynamic = "force-dynamic";

// next-auth v4's handler, given the request so that signing in can merge the guest's history.
// Its POSTs (sign in, sign out) come from the site's own pages like every other change.
async function auth(req: NextRequest, ctx: { params: Promise<{ nextauth: string[] }> }) {
  try {
    checkOrigin(req);
  } catch (err) {
    return errorResponse(err, { method: req.method, path: req.nextUrl.pathname });
  }
  return NextAuth(req, ctx, authOptions(req));
}
export { auth as GET, auth as POST };
export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
