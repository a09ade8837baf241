// POST /api/auth/passkeys/second-factor/options – options naming an admin's own passkeys, to prove the second factor on this session
import { NextResponse } from "next/server";
import { route } from "@/lib/http";
import { withChallengeCookie } from "@/lib/passkeys/challenges";
import { secondFactorOptions } from "@/lib/passkeys/second-factor";

export const POST = route<Record<string, never>, "user">(
  async ({ user }) => {
    const { options, key } = await secondFactorOptions(user);
    return withChallengeCookie(NextResponse.json(options), "second_factor", key);
  },
  { auth: "user", rateLimit: "passkeySetup" },
);
