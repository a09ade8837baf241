// GET /password/verify/{token} – check a reset link: {username}, or 400 {error, code}
import { route } from "@/lib/http";
import { verifyResetLink } from "@/lib/password-reset/queries";

export const GET = route<{ token: string }>(
  async ({ params }) => Response.json(await verifyResetLink(params.token), { headers: { "Cache-Control": "no-store" } }),
  { rateLimit: "passwordLink" },
);
