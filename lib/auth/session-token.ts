// The session cookie: a next-auth JWT carrying the member's id and the id of this device's session row.
// Shared by the route handlers and proxy.ts, so it must not import the database.
import { decode, encode, type JWT } from "next-auth/jwt";
import { env } from "@/lib/env";

export const SESSION_MAX_AGE = 30 * 24 * 60 * 60; // 30 days, in seconds

export type SessionClaims = { uid: number; name: string; adm: boolean; sid: string };

/** next-auth's own cookie name, so its helpers and ours read the same cookie. */
export function sessionCookieName(): string {
  return env().SITE_URL.startsWith("https://") ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}

export function sessionCookieOptions(maxAge = SESSION_MAX_AGE) {
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    path: "/",
    secure: env().SITE_URL.startsWith("https://"),
    maxAge,
  };
}

export async function encodeSession(claims: SessionClaims): Promise<string> {
  const token: JWT = { sub: String(claims.uid), ...claims };
  return encode({ token, secret: env().NEXTAUTH_SECRET, maxAge: SESSION_MAX_AGE });
}

// Decrypting the cookie derives its key and opens the JWE on every request; a member sends the same cookie for
// weeks, so what it says is kept per cookie value (the session row is still read each time: lib/auth/session.ts).
const DECODED_MAX = 2000;
const decoded = new Map<string, { secret: string; claims: SessionClaims; expiresAtMs: number }>();

export async function decodeSession(raw: string | undefined | null): Promise<SessionClaims | null> {
  if (!raw) return null;
  const secret = env().NEXTAUTH_SECRET;
  const known = decoded.get(raw);
  if (known && known.secret === secret) {
    if (known.expiresAtMs > Date.now()) return known.claims;
    decoded.delete(raw);
    return null;
  }
  try {
    const token = await decode({ token: raw, secret });
    if (!token || typeof token.uid !== "number" || typeof token.sid !== "string") return null;
    const claims: SessionClaims = { uid: token.uid, name: String(token.name ?? ""), adm: token.adm === true, sid: token.sid };
    if (typeof token.exp === "number") {
      if (decoded.size >= DECODED_MAX) decoded.delete(decoded.keys().next().value as string);
      decoded.set(raw, { secret, claims, expiresAtMs: token.exp * 1000 });
    }
    return claims;
  } catch {
    return null;
  }
}
