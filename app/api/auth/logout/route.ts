// POST /api/auth/logout – end the session on the server and clear the cookie
import { NextResponse } from "next/server";
import { route } from "@/lib/http";
import { endAllSessions } from "@/lib/accounts/mutations";
import { clearSessionCookie } from "@/lib/auth/cookies";

export const POST = route(async ({ user }) => {
  if (user) await endAllSessions(user.id);
  return clearSessionCookie(NextResponse.json({ message: "Du är utloggad" }));
});
