import "server-only";
import type { NextAuthOptions } from "next-auth";
import { env } from "@/lib/env";
import { resolveClaims } from "@/lib/auth/session";
import { SESSION_MAX_AGE } from "@/lib/auth/session-token";

/**
 * next-auth configuration. Members log in through POST /api/auth/login, which mints the same JWT that
 * next-auth reads; next-auth's own routes only serve the session read, which re-checks the database.
 */
export function authOptions(): NextAuthOptions {
  return {
    secret: env().NEXTAUTH_SECRET,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE },
    providers: [],
    callbacks: {
      async session({ session, token }) {
        const user = await resolveClaims({
          uid: Number(token.uid),
          name: String(token.name ?? ""),
          adm: token.adm === true,
          sid: String(token.sid ?? ""),
        });
        return { expires: session.expires, user: user ? { id: user.id, name: user.username, isAdmin: user.isAdmin } : undefined };
      },
    },
    pages: { signIn: "/login" },
  };
}
