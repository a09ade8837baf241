// POST /api/auth/register – create an account ({username, password, age, parentEmail}); 13+ are logged in at once,
// 4–12 get 202 { consentPending, message, parentEmail } and no session until a parent has consented
import { route, readJson } from "@/lib/http";
import { registerSchema } from "@/lib/accounts/schemas";
import { registerUser } from "@/lib/accounts/mutations";
import { respondWithSession } from "@/lib/auth/cookies";
import { consentMessages } from "@/lib/consent/schemas";

export const POST = route(
  async ({ req, limit }) => {
    const input = await readJson(req, registerSchema);
    if (input.parentEmail) await limit(input.parentEmail);
    const result = await registerUser(input);
    if (result.status === "member") return respondWithSession(result.user, 201);
    return Response.json(
      { consentPending: true, message: consentMessages.registered, parentEmail: result.parentEmail },
      { status: 202, headers: { "Cache-Control": "no-store" } },
    );
  },
  { rateLimit: "register" },
);
