// The first step for every queued notification: who may hear of it, by which channel; push goes out at once,
// e-mail waits for its batch (lib/delivery/mail-batches.ts).
import "server-only";
import { db } from "@/lib/db";
import { choiceFor } from "@/lib/delivery/preferences";
import { LEASE_MS, MAX_ATTEMPTS, retryAt } from "@/lib/delivery/backoff";
import { pushConfigured, sendPush, type PushOutcome, type PushPayload, type PushTarget } from "@/lib/delivery/push";
import { loadOutgoingFor, loadRecipients } from "@/lib/delivery/recipients";
import type { NotificationKind } from "@/lib/delivery/kinds";

type Claimed = {
  id: number;
  notification_id: number;
  user_id: number;
  kind: string;
  email_state: string;
  push_sent_to: number[];
  attempts: number;
  created_at: Date;
};

/** A notification older than this is not sent at all (the loop was off, a restored backup): it waits in the bell. */
export const STALE_AFTER_MS = 3 * 24 * 60 * 60 * 1000;

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
    RETURNING d.id, d.notification_id, d.user_id, d.kind, d.email_state, d.push_sent_to, d.attempts, d.created_at`;
}

/** Runs `task` over `items`, at most `concurrency` at a time. */
export async function eachLimited<T>(items: T[], concurrency: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) await task(items[next++]!);
  });
  await Promise.all(workers);
}

export type DispatchResult = { claimed: number; pushed: number; gone: number; failed: number };

type Outcome = { id: number; pushState: string; emailState: string; sentTo: number[]; nextAttemptAt: Date | null; error: string | null };

/** Writes every row's outcome in one statement, and frees its lease. */
async function record(outcomes: Outcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  await db.$executeRaw`
    UPDATE notification_deliveries d
       SET push_state = o.push_state, email_state = o.email_state, push_sent_to = o.sent_to::int[],
           next_attempt_at = COALESCE(o.next_attempt_at, d.next_attempt_at), error = o.error, locked_until = NULL
      FROM unnest(${outcomes.map((o) => o.id)}::int[], ${outcomes.map((o) => o.pushState)}::text[], ${outcomes.map((o) => o.emailState)}::text[],
                  ${outcomes.map((o) => `{${o.sentTo.join(",")}}`)}::text[], ${outcomes.map((o) => o.nextAttemptAt)}::timestamp(3)[],
                  ${outcomes.map((o) => o.error)}::text[])
           AS o(id, push_state, email_state, sent_to, next_attempt_at, error)
     WHERE d.id = o.id`;
}

/**
 * Handles the due deliveries: members nothing may reach are skipped; e-mail is handed to its batch when chosen;
 * push goes to every device not yet sent to, and a device the push service calls gone is forgotten. A failed push
 * is tried again later for the devices that failed only, never for those that already have it. Members, devices
 * and texts are loaded for the whole batch at once, and the outcomes written in one statement.
 */
export async function dispatchDeliveries({
  now = new Date(),
  limit = 500,
  concurrency = 32,
  push = sendPush,
}: { now?: Date; limit?: number; concurrency?: number; push?: PushSender } = {}): Promise<DispatchResult> {
  const rows = await claim(now, limit);
  const result: DispatchResult = { claimed: rows.length, pushed: 0, gone: 0, failed: 0 };
  if (rows.length === 0) return result;
  const recipients = await loadRecipients(
    rows.map((row) => row.user_id),
    now,
  );
  const wantsPush = (row: Claimed) => {
    const recipient = recipients.get(row.user_id);
    return recipient ? choiceFor(recipient.preferences, row.kind as NotificationKind).push : false;
  };
  const pushing = pushConfigured() ? rows.filter(wantsPush) : [];
  const [devices, texts] = await Promise.all([
    pushing.length > 0
      ? db.pushSubscription.findMany({ where: { userId: { in: pushing.map((row) => row.user_id) } }, select: { id: true, userId: true, endpoint: true, p256dh: true, auth: true } })
      : [],
    loadOutgoingFor(
      pushing.map((row) => row.notification_id),
      recipients,
    ),
  ]);

  const outcomes: Outcome[] = [];
  const gone = new Set<number>();
  // No push starts after half the lease, so each one (10 s at most) ends, and is recorded, while the rows are still
  // ours: another server may claim them only once the lease is over. What was not reached goes back as it was.
  const deadline = Date.now() + LEASE_MS / 2;
  await eachLimited(rows, concurrency, async (row) => {
    if (Date.now() > deadline) {
      outcomes.push({ id: row.id, pushState: "pending", emailState: row.email_state, sentTo: row.push_sent_to, nextAttemptAt: null, error: null });
      return;
    }
    const recipient = recipients.get(row.user_id);
    if (!recipient || now.getTime() - row.created_at.getTime() > STALE_AFTER_MS) {
      outcomes.push({ id: row.id, pushState: "skipped", emailState: "skipped", sentTo: row.push_sent_to, nextAttemptAt: null, error: null });
      return;
    }
    const choice = choiceFor(recipient.preferences, row.kind as NotificationKind);
    const emailState = row.email_state !== "pending" ? row.email_state : choice.email && recipient.email ? "waiting" : "skipped";
    const notification = texts.get(row.notification_id);
    const targets = notification ? devices.filter((d) => d.userId === row.user_id && !row.push_sent_to.includes(d.id)) : [];
    const sentTo = [...row.push_sent_to];
    const errors: string[] = [];
    let unfinished = false;
    if (notification) {
      const payload: PushPayload = { title: "Fiskegänget", body: notification.text, url: notification.path };
      for (const device of targets) {
        if (gone.has(device.id)) continue;
        if (Date.now() > deadline) {
          unfinished = true;
          break;
        }
        const { outcome, error } = await push(device, payload, { topic: `n${row.notification_id}` });
        if (outcome === "sent") {
          sentTo.push(device.id);
          result.pushed++;
        } else if (outcome === "gone") {
          gone.add(device.id);
          result.gone++;
        } else {
          errors.push(error ?? "push failed");
          result.failed++;
        }
      }
    }
    const retry = errors.length > 0 && row.attempts < MAX_ATTEMPTS;
    outcomes.push({
      id: row.id,
      emailState,
      sentTo,
      pushState: unfinished || (errors.length > 0 && retry) ? "pending" : errors.length > 0 ? "failed" : sentTo.length > 0 ? "done" : "skipped",
      nextAttemptAt: retry ? retryAt(row.attempts, now) : null,
      error: errors.length > 0 ? errors.join("; ").slice(0, 1000) : null,
    });
  });
  if (gone.size > 0) await db.pushSubscription.deleteMany({ where: { id: { in: [...gone] } } });
  await record(outcomes);
  return result;
}
