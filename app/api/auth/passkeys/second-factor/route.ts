// POST /api/auth/passkeys/second-factor – an admin proves the second factor on this session with one of their passkeys
import { NextResponse } from "next/server";
import { readJson, route } from "@/lib/http";
import { clearChallengeCookie } from "@/lib/passkeys/challenges";
import { proveWithPasskey } from "@/lib/passkeys/second-factor";
import { authenticationSchema } from "@/lib/passkeys/schemas";
import { clientKey } from "@/lib/rate-limit";

export const POST = route<Record<string, never>, "user">(
  async ({ req, user }) => {
    const input = await readJson(req, authenticationSchema);
    await proveWithPasskey(user, input, req, clientKey(req));
    return clearChallengeCookie(NextResponse.json({ message: "Andra faktorn är bekräftad" }), "second_factor");
  },
  { auth: "user" },
);
