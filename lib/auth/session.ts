import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { db } from "@/lib/db";
import { decodeSession, sessionCookieName, type SessionClaims } from "@/lib/auth/session-token";

/** The logged-in member as the rest of the server sees it (SPEC §3 "Session user"). */
export type SessionUser = { id: number; username: string; isAdmin: boolean };

/**
 * Reads the session cookie and checks it against the database on every request: a deleted member, a member
 * whose parent has not consented yet, or a token from before the last logout or password change is no session.
 */
export async function resolveSession(raw: string | undefined | null): Promise<SessionUser | null> {
  return resolveClaims(await decodeSession(raw));
}

export async function resolveClaims(claims: SessionClaims | null): Promise<SessionUser | null> {
  if (!claims || !Number.isInteger(claims.uid) || !Number.isInteger(claims.sv)) return null;
  const user = await db.user.findUnique({
    where: { id: claims.uid },
    select: { id: true, username: true, isAdmin: true, sessionVersion: true, consentStatus: true },
  });
  if (!user || user.sessionVersion !== claims.sv || user.consentStatus === "PENDING") return null;
  return { id: user.id, username: user.username, isAdmin: user.isAdmin };
}

/** The current member, or null for a visitor. Cached for the duration of one request. */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const store = await cookies();
  return resolveSession(store.get(sessionCookieName())?.value);
});
