// POST /api/auth/passkeys/registration/options – options for adding a passkey, with the challenge bound to this session by a cookie
import { NextResponse } from "next/server";
import { route } from "@/lib/http";
import { withChallengeCookie } from "@/lib/passkeys/challenges";
import { registrationOptions } from "@/lib/passkeys/registration";

export const POST = route<Record<string, never>, "user">(
  async ({ user }) => {
    const { options, key } = await registrationOptions(user);
    return withChallengeCookie(NextResponse.json(options), "registration", key);
  },
  { auth: "user", rateLimit: "passkeySetup" },
);
