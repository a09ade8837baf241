// GET /api/auth/session, /api/auth/csrf, … – next-auth's read-only endpoints; signing in goes through /api/auth/login
import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";

function handler(req: Request, ctx: { params: Promise<{ nextauth: string[] }> }) {
  return NextAuth(authOptions())(req, ctx);
}

export { handler as GET };
