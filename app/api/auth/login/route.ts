// POST /api/auth/login – log in with username and password; answers the session user
import { route, readJson } from "@/lib/http";
import { loginSchema } from "@/lib/accounts/schemas";
import { logIn } from "@/lib/accounts/login";
import { respondWithSession } from "@/lib/auth/cookies";
import { clientKey } from "@/lib/rate-limit";

// Limited by failed logins, not by route(): see lib/accounts/login.ts.
export const POST = route(async ({ req }) => {
  const input = await readJson(req, loginSchema);
  const user = await logIn(input, clientKey(req));
  return respondWithSession(user);
});
