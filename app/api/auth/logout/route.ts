// POST /api/auth/logout – log out this device (its session row and push subscription go) and clear the cookie; other devices stay in
import { NextResponse } from "next/server";
import { route } from "@/lib/http";
import { endSession } from "@/lib/auth/sessions";
import { clearSessionCookie } from "@/lib/auth/cookies";
import { removeSessionDevices } from "@/lib/delivery/push";

export const POST = route(async ({ user }) => {
  if (user) {
    // The next person on this device must not get the member's pushes.
    await removeSessionDevices(user.sessionId);
    await endSession(user.sessionId);
  }
  return clearSessionCookie(NextResponse.json({ message: "Du är utloggad" }));
});
