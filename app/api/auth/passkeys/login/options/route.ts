// POST /api/auth/passkeys/login/options – options for logging in with a passkey (no account named), the challenge bound to this browser by a cookie
import { NextResponse } from "next/server";
import { route } from "@/lib/http";
import { withChallengeCookie } from "@/lib/passkeys/challenges";
import { loginOptions } from "@/lib/passkeys/login";

export const POST = route(
  async () => {
    const { options, key } = await loginOptions();
    return withChallengeCookie(NextResponse.json(options), "login", key);
  },
  { rateLimit: "passkeyOptions" },
);
