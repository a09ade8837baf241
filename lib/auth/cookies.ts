import "server-only";
import { NextResponse } from "next/server";
import { SESSION_HINT_COOKIE } from "@/lib/auth/session-hint";
import { encodeSession, sessionCookieName, sessionCookieOptions } from "@/lib/auth/session-token";
import { startSession } from "@/lib/auth/sessions";

/** What the API answers for the session user (SPEC §3, §7: id, username, is_admin). */
export function sessionUserJson(user: { id: number; username: string; isAdmin: boolean; secondFactor?: string }) {
  // is_admin is the role: an admin who still has to give the second factor is one, without the powers yet.
  return { id: user.id, username: user.username, is_admin: user.isAdmin || user.secondFactor !== undefined };
}

/**
 * A JSON response that also logs the member in on this device (a new session row). `secondFactorAt`: the login
 * proved an admin's second factor as well (a passkey, decision 301).
 */
export async function respondWithSession(
  user: { id: number; username: string; isAdmin: boolean },
  status = 200,
  { secondFactorAt }: { secondFactorAt?: Date } = {},
): Promise<NextResponse> {
  const sid = await startSession(user.id, undefined, { secondFactorAt });
  const token = await encodeSession({ uid: user.id, name: user.username, adm: user.isAdmin, sid });
  const response = NextResponse.json(sessionUserJson(user), { status });
  response.cookies.set(sessionCookieName(), token, sessionCookieOptions());
  // Readable by the page's script: tells the header to ask who is logged in (lib/auth/session-hint.ts).
  response.cookies.set(SESSION_HINT_COOKIE, "1", { ...sessionCookieOptions(), httpOnly: false });
  response.headers.set("Cache-Control", "private, no-store");
  return response;
}

export function clearSessionCookie(response: NextResponse): NextResponse {
  response.cookies.set(sessionCookieName(), "", sessionCookieOptions(0));
  response.cookies.set(SESSION_HINT_COOKIE, "", { ...sessionCookieOptions(0), httpOnly: false });
  response.headers.set("Cache-Control", "private, no-store");
  return response;
}
