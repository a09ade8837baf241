// POST /password/request – e-mail a reset link ({email}); always the same answer, and the lookup and the
// e-mail happen after the answer is sent, so neither the text nor the timing reveals whether the address is known
import { route, readJson } from "@/lib/http";
import { runAfterResponse } from "@/lib/after-response";
import { passwordRequestSchema, passwordResetMessages } from "@/lib/password-reset/schemas";
import { requestPasswordReset } from "@/lib/password-reset/mutations";

export const POST = route(
  async ({ req, limit }) => {
    const { email } = await readJson(req, passwordRequestSchema);
    // Past the silent cap on this address the answer stays the same and no mail is sent.
    if (await limit(email)) await runAfterResponse("password reset request", () => requestPasswordReset(email));
    return Response.json({ message: passwordResetMessages.requestSent }, { headers: { "Cache-Control": "no-store" } });
  },
  { rateLimit: "passwordRequest" },
);
