import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { db } from "@/lib/db";
import { isSuspended } from "@/lib/moderation/suspension";
import { decodeSession, sessionCookieName, type SessionClaims } from "@/lib/auth/session-token";
import { isPendingChild } from "@/lib/privacy/members";

/**
 * The logged-in member as the rest of the server sees it (SPEC §3 "Session user"), and which of their devices'
 * sessions this request belongs to (to log out only here, or to end the others after a password change).
 */
export type SessionUser = { id: number; username: string; isAdmin: boolean; sessionId?: string };

/**
 * Reads the session cookie and checks it against the database on every request: a logged-out device, a deleted
 * member, a member whose parent has not consented yet, a suspended member or one whose sessions were ended is
 * no session. Role and name come from the database, so revoking admin takes effect on the very next request.
 */
export async function resolveSession(raw: string | undefined | null): Promise<SessionUser | null> {
  return resolveClaims(await decodeSession(raw));
}

export async function resolveClaims(claims: SessionClaims | null): Promise<SessionUser | null> {
  if (!claims || !Number.isInteger(claims.uid) || !claims.sid) return null;
  const session = await db.session.findUnique({
    where: { id: claims.sid },
    select: {
      userId: true,
      expiresAt: true,
      user: { select: { id: true, username: true, isAdmin: true, consentStatus: true, suspendedUntil: true } },
    },
  });
  if (!session || session.userId !== claims.uid || session.expiresAt <= new Date()) return null;
  const { user } = session;
  if (isPendingChild(user)) return null;
  // A suspension ends the member's sessions; this also refuses any that slipped through.
  if (isSuspended(user.suspendedUntil)) return null;
  return { id: user.id, username: user.username, isAdmin: user.isAdmin, sessionId: claims.sid };
}

/** The current member, or null for a visitor. Cached for the duration of one request. */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const store = await cookies();
  return resolveSession(store.get(sessionCookieName())?.value);
});
