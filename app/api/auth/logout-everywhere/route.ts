// POST /api/auth/logout-everywhere – end every session of the member, on every device (and every push subscription), and clear this cookie
import { NextResponse } from "next/server";
import { route } from "@/lib/http";
import { endAllSessions } from "@/lib/auth/sessions";
import { clearSessionCookie } from "@/lib/auth/cookies";
import { removeMemberDevices } from "@/lib/delivery/push";

export const POST = route(
  async ({ user }) => {
    await endAllSessions(user.id);
    await removeMemberDevices(user.id);
    return clearSessionCookie(NextResponse.json({ message: "Du är utloggad på alla enheter" }));
  },
  { auth: "user" },
);
