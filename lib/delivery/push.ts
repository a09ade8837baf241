// Web push through the `web-push` package: subscriptions per device, and one message to one device.
import "server-only";
import webpush from "web-push";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { badRequest } from "@/lib/errors";
import type { PushSubscriptionInput } from "@/lib/delivery/schemas";

export type PushPayload = { title: string; body: string; url: string | null };
export type PushOutcome = "sent" | "gone" | "failed";
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** Whether this server has VAPID keys; without them nothing is pushed and the button is not offered. */
export function pushConfigured(): boolean {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY } = env();
  return Boolean(VAPID_PUBLIC_KEY && VAPID_PRIVATE_KEY);
}

const PUSH_TIMEOUT_MS = 10_000;
/** A notification older than this is not worth showing: the push service may drop it. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/**
 * Sends one encrypted message (RFC 8291) signed with our VAPID key (RFC 8292). `topic` lets the push service replace
 * an undelivered copy of the same notification, should a retry send it again. 404 and 410 mean the device is gone.
 */
export async function sendPush(target: PushTarget, payload: PushPayload, { topic }: { topic: string }): Promise<{ outcome: PushOutcome; error?: string }> {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT, CONTACT_EMAIL } = env();
  if (!VAPID_PUBLIC_KEY || !VAPID_PRIVATE_KEY) return { outcome: "failed", error: "VAPID keys are not set" };
  // web-push encrypts and signs; the request itself goes through fetch, with our timeout.
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: { subject: VAPID_SUBJECT ?? `mailto:${CONTACT_EMAIL}`, publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY },
      TTL: PUSH_TTL_SECONDS,
      topic,
      urgency: "normal",
    },
  );
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return { outcome: "gone" };
    if (!response.ok) return { outcome: "failed", error: `push service answered ${response.status}` };
    return { outcome: "sent" };
  } catch (error) {
    return { outcome: "failed", error: error instanceof Error ? error.message : String(error) };
  }
}

/** A browser's push service (PUSH_SERVICE_HOSTS) over https: never an address inside our own network. */
function isKnownPushService(endpoint: string): boolean {
  const url = new URL(endpoint);
  const host = url.hostname.toLowerCase();
  return url.protocol === "https:" && env().PUSH_SERVICE_HOSTS.some((known) => host === known || host.endsWith(`.${known}`));
}

/** Devices one member may have at once; a new one beyond it replaces their oldest. */
const MAX_DEVICES = 20;

/**
 * Remembers this device for the member. An endpoint is one device: subscribing it again (after a logout, or as
 * someone else on the same browser) moves it to the member now logged in, with the keys it has now.
 */
export async function subscribeDevice({ userId, sessionId, input }: { userId: number; sessionId: string | null; input: PushSubscriptionInput }): Promise<void> {
  if (!pushConfigured()) throw badRequest("Push är inte påslaget på den här servern", { endpoint: "Push är inte påslaget på den här servern" });
  if (env().isProduction && !isKnownPushService(input.endpoint)) throw badRequest("Ogiltig push-adress", { endpoint: "Ogiltig push-adress" });
  const data = { userId, p256dh: input.keys.p256dh, auth: input.keys.auth, sessionId };
  await db.pushSubscription.upsert({ where: { endpoint: input.endpoint }, create: { endpoint: input.endpoint, ...data }, update: data });
  const surplus = await db.pushSubscription.findMany({ where: { userId }, orderBy: { id: "desc" }, skip: MAX_DEVICES, select: { id: true } });
  if (surplus.length > 0) await db.pushSubscription.deleteMany({ where: { id: { in: surplus.map((row) => row.id) } } });
}

/** Forgets this device for the member (another member's device is left alone). */
export async function unsubscribeDevice({ userId, endpoint }: { userId: number; endpoint: string }): Promise<void> {
  await db.pushSubscription.deleteMany({ where: { userId, endpoint } });
}

/** Logging out removes the subscription made in that login, so the next person on the device gets nothing. */
export async function removeSessionDevices(sessionId: string | undefined): Promise<void> {
  if (!sessionId) return;
  await db.pushSubscription.deleteMany({ where: { sessionId } });
}

/** Logging out everywhere removes every device's subscription. */
export async function removeMemberDevices(userId: number): Promise<void> {
  await db.pushSubscription.deleteMany({ where: { userId } });
}
