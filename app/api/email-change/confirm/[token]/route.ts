// POST /api/email-change/confirm/{token} – use the link mailed to a new address (no body, no session needed); single use
import { route } from "@/lib/http";
import { confirmEmailChange } from "@/lib/email-change/mutations";

export const POST = route<{ token: string }>(
  async ({ params }) => {
    const result = await confirmEmailChange(params.token);
    return Response.json(result, { headers: { "Cache-Control": "no-store" } });
  },
  { rateLimit: "emailChangeLink" },
);
