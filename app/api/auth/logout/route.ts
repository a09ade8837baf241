// POST /api/auth/logout – log out this device (its session row goes) and clear the cookie; other devices stay in
import { NextResponse } from "next/server";
import { route } from "@/lib/http";
import { endSession } from "@/lib/auth/sessions";
import { clearSessionCookie } from "@/lib/auth/cookies";

export const POST = route(async ({ user }) => {
  if (user) await endSession(user.sessionId);
  return clearSessionCookie(NextResponse.json({ message: "Du är utloggad" }));
});
