// Resend's webhooks for bounces and complaints, signed the Svix way: HMAC-SHA256 over `${id}.${timestamp}.${body}`
// with the base64 key after `whsec_`, sent as "v1,<base64>" (several, space-separated, while a key is rotated).
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { badRequest, unauthorized } from "@/lib/errors";

/** How far a webhook's timestamp may be from our clock: an old request replayed is refused. */
const TOLERANCE_SECONDS = 5 * 60;

export function svixSignature(secret: string, id: string, timestamp: string, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  return `v1,${createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

/** Whether the request carries a valid, recent signature from the webhook's secret. */
export function verifySvix(headers: Headers, body: string, { secret = env().RESEND_WEBHOOK_SECRET, now = new Date() } = {}): boolean {
  const id = headers.get("svix-id");
  const timestamp = headers.get("svix-timestamp");
  const signatures = headers.get("svix-signature");
  if (!secret || !id || !timestamp || !signatures || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(svixSignature(secret, id, timestamp, body));
  return signatures.split(" ").some((given) => {
    const candidate = Buffer.from(given);
    return candidate.length === expected.length && timingSafeEqual(candidate, expected);
  });
}

const SUPPRESSING: Record<string, "bounce" | "complaint"> = { "email.bounced": "bounce", "email.complained": "complaint" };

/**
 * Handles one webhook: a bounce or a complaint stops notification mail to its addresses (account mail such as a
 * password reset still goes, as the member asked for it). Other events are acknowledged and ignored.
 */
export async function handleResendWebhook(headers: Headers, body: string): Promise<{ suppressed: number }> {
  if (!verifySvix(headers, body)) throw unauthorized("Ogiltig signatur");
  let event: { type?: unknown; data?: { to?: unknown } };
  try {
    event = JSON.parse(body) as typeof event;
  } catch {
    throw badRequest("Förfrågan innehåller ogiltig JSON", undefined, "INVALID_JSON");
  }
  const reason = typeof event.type === "string" ? SUPPRESSING[event.type] : undefined;
  if (!reason) return { suppressed: 0 };
  const to = event.data?.to;
  const addresses = (Array.isArray(to) ? to : [to]).filter((a): a is string => typeof a === "string" && a.includes("@") && a.length <= 254);
  for (const address of addresses) {
    const email = address.trim().toLowerCase();
    await db.emailSuppression.upsert({ where: { email }, create: { email, reason }, update: { reason } });
  }
  return { suppressed: addresses.length };
}
