// POST /api/auth/register – create an account ({username, password, age, parentEmail}); 13+ are logged in at once
import { route, readJson } from "@/lib/http";
import { registerSchema } from "@/lib/accounts/schemas";
import { registerUser } from "@/lib/accounts/mutations";
import { respondWithSession } from "@/lib/auth/cookies";

export const POST = route(async ({ req }) => {
  const input = await readJson(req, registerSchema);
  const user = await registerUser(input);
  return respondWithSession(user, 201);
});
