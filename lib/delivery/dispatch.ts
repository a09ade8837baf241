// The first step for every queued notification: who may hear of it, by which channel; push goes out at once,
// e-mail waits for its batch (lib/delivery/mail-batches.ts).
import "server-only";
import { db } from "@/lib/db";
import { choiceFor } from "@/lib/delivery/preferences";
import { LEASE_MS, MAX_ATTEMPTS, retryAt } from "@/lib/delivery/backoff";
import { pushConfigured, sendPush, type PushOutcome, type PushPayload, type PushTarget } from "@/lib/delivery/push";
import { loadOutgoing, loadRecipient, type Recipient } from "@/lib/delivery/recipients";
import type { NotificationKind } from "@/lib/delivery/kinds";

type Claimed = { id: number; notification_id: number; user_id: number; kind: string; email_state: string; push_sent_to: number[]; attempts: number };

export type PushSender = (target: PushTarget, payload: PushPayload, options: { topic: string }) => Promise<{ outcome: PushOutcome; error?: string }>;

/** Claims up to `limit` due rows for this server (a lease, so a second server skips them and a dead one frees them). */
async function claim(now: Date, limit: number): Promise<Claimed[]> {
  return db.$queryRaw<Claimed[]>`
    UPDATE notification_deliveries d
       SET locked_until = ${new Date(now.getTime() + LEASE_MS)}, attempts = d.attempts + 1
     WHERE d.id IN (
       SELECT id FROM notification_deliveries
        WHERE push_state = 'pending' AND next_attempt_at <= ${now} AND (locked_until IS NULL OR locked_until < ${now})
        ORDER BY next_attempt_at
        LIMIT ${limit}
          FOR UPDATE SKIP LOCKED)
    RETURNING d.id, d.notification_id, d.user_id, d.kind, d.email_state, d.push_sent_to, d.attempts`;
}

/** Runs `task` over `items`, at most `concurrency` at a time. */
async function eachLimited<T>(items: T[], concurrency: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) await task(items[next++]!);
  });
  await Promise.all(workers);
}

export type DispatchResult = { claimed: number; pushed: number; gone: number; failed: number };

/**
 * Handles the due deliveries: members nothing may reach are skipped; e-mail is handed to its batch when chosen;
 * push goes to every device not yet sent to, and a device the push service calls gone is forgotten. A failed push
 * is tried again later for the devices that failed only, never for those that already have it.
 */
export async function dispatchDeliveries({
  now = new Date(),
  limit = 200,
  concurrency = 16,
  push = sendPush,
}: { now?: Date; limit?: number; concurrency?: number; push?: PushSender } = {}): Promise<DispatchResult> {
  const rows = await claim(now, limit);
  const result: DispatchResult = { claimed: rows.length, pushed: 0, gone: 0, failed: 0 };
  const recipients = new Map<number, Promise<Recipient | null>>();
  const recipientOf = (userId: number) => {
    if (!recipients.has(userId)) recipients.set(userId, loadRecipient(userId, now));
    return recipients.get(userId)!;
  };

  await eachLimited(rows, concurrency, async (row) => {
    const recipient = await recipientOf(row.user_id);
    if (!recipient) {
      await db.notificationDelivery.update({ where: { id: row.id }, data: { pushState: "skipped", emailState: "skipped", lockedUntil: null } });
      return;
    }
    const choice = choiceFor(recipient.preferences, row.kind as NotificationKind);
    const emailState = row.email_state !== "pending" ? row.email_state : choice.email && recipient.email ? "waiting" : "skipped";

    const devices =
      choice.push && pushConfigured()
        ? await db.pushSubscription.findMany({ where: { userId: recipient.id, id: { notIn: row.push_sent_to } }, select: { id: true, endpoint: true, p256dh: true, auth: true } })
        : [];
    const sentTo = [...row.push_sent_to];
    const errors: string[] = [];
    if (devices.length > 0) {
      const [notification] = await loadOutgoing([row.notification_id], recipient);
      if (notification) {
        const payload: PushPayload = { title: "Fiskegänget", body: notification.text, url: notification.path };
        for (const device of devices) {
          const { outcome, error } = await push(device, payload, { topic: `n${row.notification_id}` });
          if (outcome === "sent") {
            sentTo.push(device.id);
            result.pushed++;
          } else if (outcome === "gone") {
            await db.pushSubscription.deleteMany({ where: { id: device.id } });
            result.gone++;
          } else {
            errors.push(error ?? "push failed");
            result.failed++;
          }
        }
      }
    }
    const retry = errors.length > 0 && row.attempts < MAX_ATTEMPTS;
    await db.notificationDelivery.update({
      where: { id: row.id },
      data: {
        emailState,
        pushSentTo: sentTo,
        pushState: errors.length > 0 ? (retry ? "pending" : "failed") : sentTo.length > 0 ? "done" : "skipped",
        nextAttemptAt: retry ? retryAt(row.attempts, now) : undefined,
        lockedUntil: null,
        error: errors.length > 0 ? errors.join("; ").slice(0, 1000) : null,
      },
    });
  });
  return result;
}
