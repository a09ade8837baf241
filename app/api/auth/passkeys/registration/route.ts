// POST /api/auth/passkeys/registration – the authenticator's new credential and the member's name for it; answers the passkey
import { NextResponse } from "next/server";
import { readJson, route } from "@/lib/http";
import { clearChallengeCookie } from "@/lib/passkeys/challenges";
import { addPasskey } from "@/lib/passkeys/registration";
import { registrationSchema } from "@/lib/passkeys/schemas";

export const POST = route<Record<string, never>, "user">(
  async ({ req, user }) => {
    const input = await readJson(req, registrationSchema);
    const passkey = await addPasskey(user, input, req);
    return clearChallengeCookie(NextResponse.json(passkey, { status: 201 }), "registration");
  },
  { auth: "user", rateLimit: "passkeySetup" },
);
