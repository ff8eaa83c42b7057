import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { otherMethods } from "@/lib/server/api/handler";
import { authOptions } from "@/lib/server/auth";

export const dynamic = "force-dynamic";

// next-auth v4's handler, given the request so that signing in can merge the guest's history.
const auth = (req: NextRequest, ctx: { params: Promise<{ nextauth: string[] }> }) => NextAuth(req, ctx, authOptions(req));
export { auth as GET, auth as POST };
export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
