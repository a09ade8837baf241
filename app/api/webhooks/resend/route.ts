// POST /api/webhooks/resend – Resend's bounce and complaint events (Svix-signed): stop notification mail to the address
import { readRawText, route } from "@/lib/http";
import { handleResendWebhook } from "@/lib/delivery/webhook";

export const POST = route(
  async ({ req }) => {
    const body = await readRawText(req);
    return Response.json(await handleResendWebhook(req.headers, body));
  },
  { signed: true },
);
