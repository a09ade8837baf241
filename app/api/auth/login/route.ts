// POST /api/auth/login – log in with username and password; answers the session user
import { route, readJson } from "@/lib/http";
import { loginSchema } from "@/lib/accounts/schemas";
import { authenticate } from "@/lib/accounts/mutations";
import { respondWithSession } from "@/lib/auth/cookies";

export const POST = route(
  async ({ req, limit }) => {
    const input = await readJson(req, loginSchema);
    await limit(input.username);
    const user = await authenticate(input);
    return respondWithSession(user);
  },
  { rateLimit: "login" },
);
