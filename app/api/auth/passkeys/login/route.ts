// POST /api/auth/passkeys/login – log in with a passkey's answer; answers the session user as POST /api/auth/login does
import { readJson, route } from "@/lib/http";
import { respondWithSession } from "@/lib/auth/cookies";
import { clearChallengeCookie } from "@/lib/passkeys/challenges";
import { logInWithPasskey } from "@/lib/passkeys/login";
import { authenticationSchema } from "@/lib/passkeys/schemas";
import { clientKey } from "@/lib/rate-limit";

// Limited by failed logins, on the password login's counters: see lib/passkeys/login.ts.
export const POST = route(async ({ req }) => {
  const input = await readJson(req, authenticationSchema);
  const { user, secondFactorAt } = await logInWithPasskey(input, req, clientKey(req));
  return clearChallengeCookie(await respondWithSession(user, 200, { secondFactorAt }), "login");
});
