// POST /api/consent/parental-confirm/{token} – the parent consents (no body); single use, opens the child's account
import { route } from "@/lib/http";
import { confirmParentalConsent } from "@/lib/consent/mutations";

export const POST = route<{ token: string }>(
  async ({ params }) => {
    const result = await confirmParentalConsent(params.token);
    return Response.json(result, { headers: { "Cache-Control": "no-store" } });
  },
  { rateLimit: "parentalLink" },
);
