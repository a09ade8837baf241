// POST /api/consent/parental-request – send a fresh consent link for a child still waiting ({parentEmail, childAge, childUsername});
// the answer is the same whether or not such a child exists, and the lookup runs after the answer is sent
import { route, readJson } from "@/lib/http";
import { runAfterResponse } from "@/lib/after-response";
import { consentMessages, parentalRequestSchema } from "@/lib/consent/schemas";
import { resendParentalConsent } from "@/lib/consent/mutations";

export const POST = route(
  async ({ req, limit }) => {
    const input = await readJson(req, parentalRequestSchema);
    // Past the silent cap on this address the answer stays the same and no mail is sent.
    if (await limit(input.parentEmail)) await runAfterResponse("parental consent re-send", () => resendParentalConsent(input));
    return Response.json({ message: consentMessages.requestSent }, { headers: { "Cache-Control": "no-store" } });
  },
  { rateLimit: "parentalRequest" },
);
