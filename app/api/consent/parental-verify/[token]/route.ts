// GET /api/consent/parental-verify/{token} – check a consent link: {valid, childUsername, childAge, parentEmail}, or 400/404
import { route } from "@/lib/http";
import { verifyParentalLink } from "@/lib/consent/queries";

export const GET = route<{ token: string }>(
  async ({ params }) => {
    const info = await verifyParentalLink(params.token);
    return Response.json(info, { headers: { "Cache-Control": "no-store" } });
  },
  { rateLimit: "parentalLink" },
);
