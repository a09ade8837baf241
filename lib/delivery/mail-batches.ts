// E-mail about notifications: the events of one kind that waited are gathered into one mail once the oldest has
// waited the window (NOTIFICATION_MAIL_WINDOW_MINUTES), so a member gets at most one mail per kind per window.
import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { sendMail, type MailTransport } from "@/lib/mail/send";
import { LEASE_MS, MAX_ATTEMPTS, retryAt } from "@/lib/delivery/backoff";
import { choiceFor } from "@/lib/delivery/preferences";
import { notificationMail } from "@/lib/delivery/mail";
import { eachLimited } from "@/lib/delivery/dispatch";
import { loadOutgoingFor, loadRecipients } from "@/lib/delivery/recipients";
import type { NotificationKind } from "@/lib/delivery/kinds";

/** Any number: the one lock that lets a single server at a time gather batches. */
const GATHER_LOCK = 240_001;

/**
 * Makes one mail row for every member and kind whose oldest waiting event is at least a window old and who had no
 * mail of the kind within the window, and hands
 * every waiting event of that member and kind to it, in one transaction. Returns how many mails were made.
 */
export async function gatherMailBatches({ now = new Date(), windowMinutes = env().NOTIFICATION_MAIL_WINDOW_MINUTES } = {}): Promise<number> {
  const cutoff = new Date(now.getTime() - windowMinutes * 60_000);
  return db.$transaction(async (tx) => {
    const [lock] = await tx.$queryRaw<{ locked: boolean }[]>`SELECT pg_try_advisory_xact_lock(${GATHER_LOCK}) AS locked`;
    if (!lock?.locked) return 0;
    const made = await tx.$queryRaw<{ id: number }[]>`
      WITH due AS (
        SELECT d.user_id, d.kind FROM notification_deliveries d
         WHERE d.email_state = 'waiting'
           AND NOT EXISTS (SELECT 1 FROM notification_mails m WHERE m.user_id = d.user_id AND m.kind = d.kind AND m.created_at > ${cutoff})
         GROUP BY d.user_id, d.kind
        HAVING min(d.created_at) <= ${cutoff}
         LIMIT 1000),
      mails AS (
        INSERT INTO notification_mails (user_id, kind, next_attempt_at, created_at)
        SELECT user_id, kind, ${now}, ${now} FROM due
        RETURNING id, user_id, kind),
      handed AS (
        UPDATE notification_deliveries d SET email_state = 'batched', mail_id = m.id
          FROM mails m
         WHERE d.user_id = m.user_id AND d.kind = m.kind AND d.email_state = 'waiting' AND d.created_at <= ${now}
        RETURNING d.id)
      SELECT id FROM mails`;
    return made.length;
  });
}

type ClaimedMail = { id: number; user_id: number; kind: string; attempts: number; created_at: Date };

export type MailSendResult = { sent: number; failed: number; dropped: number };

/**
 * Sends the due mails. Each mail is claimed with a lease and sent with its own idempotency key, so a retry after
 * a lost answer is the same message to Resend (sent once); an outage leaves the mail pending for a later attempt.
 * A mail whose member can no longer be reached, turned the kind off, or whose events are gone is dropped.
 */
export async function sendMailBatches({
  now = new Date(),
  limit = 200,
  concurrency = 8,
  transport,
}: { now?: Date; limit?: number; concurrency?: number; transport?: MailTransport | null } = {}): Promise<MailSendResult> {
  const mails = await db.$queryRaw<ClaimedMail[]>`
    UPDATE notification_mails m
       SET locked_until = ${new Date(now.getTime() + LEASE_MS)}, attempts = m.attempts + 1
     WHERE m.id IN (
       SELECT id FROM notification_mails
        WHERE status = 'pending' AND next_attempt_at <= ${now} AND (locked_until IS NULL OR locked_until < ${now})
        ORDER BY next_attempt_at
        LIMIT ${limit}
          FOR UPDATE SKIP LOCKED)
    RETURNING m.id, m.user_id, m.kind, m.attempts, m.created_at`;
  const result: MailSendResult = { sent: 0, failed: 0, dropped: 0 };
  if (mails.length === 0) return result;
  const recipients = await loadRecipients(
    mails.map((mail) => mail.user_id),
    now,
  );
  const deliveries = await db.notificationDelivery.findMany({ where: { mailId: { in: mails.map((mail) => mail.id) } }, select: { mailId: true, notificationId: true } });
  const texts = await loadOutgoingFor(
    deliveries.map((d) => d.notificationId),
    recipients,
  );

  // No mail starts after half the lease (see dispatch.ts); one not reached is freed for the next round.
  const deadline = Date.now() + LEASE_MS / 2;
  await eachLimited(mails, concurrency, async (mail) => {
    if (Date.now() > deadline) {
      await db.notificationMail.update({ where: { id: mail.id }, data: { lockedUntil: null, attempts: { decrement: 1 } } });
      return;
    }
    const recipient = recipients.get(mail.user_id);
    const kind = mail.kind as NotificationKind;
    const events = deliveries.filter((d) => d.mailId === mail.id).flatMap((d) => texts.get(d.notificationId) ?? []);
    if (!recipient?.email || !choiceFor(recipient.preferences, kind).email || events.length === 0) {
      await db.notificationMail.update({ where: { id: mail.id }, data: { status: "dropped", lockedUntil: null } });
      result.dropped++;
      return;
    }
    const content = notificationMail(recipient.id, kind, events.sort((a, b) => a.id - b.id));
    let status: "SENT" | "LOGGED" | "FAILED";
    try {
      ({ status } = await sendMail(
        { to: recipient.email, kind: "notification", ...content },
        // The time makes the key unique even if ids start again (a restored backup): Resend keeps keys for a day.
        { idempotencyKey: `fiskeganget-notification-mail-${mail.id}-${mail.created_at.getTime()}`, ...(transport !== undefined ? { transport } : {}) },
      ));
    } catch (error) {
      console.error(`[delivery] mail ${mail.id} not sent: ${error instanceof Error ? error.message : String(error)}`);
      status = "FAILED";
    }
    if (status === "FAILED") {
      const retry = mail.attempts < MAX_ATTEMPTS;
      await db.notificationMail.update({
        where: { id: mail.id },
        data: { status: retry ? "pending" : "failed", nextAttemptAt: retryAt(mail.attempts, now), lockedUntil: null, error: "delivery failed" },
      });
      result.failed++;
    } else {
      await db.notificationMail.update({ where: { id: mail.id }, data: { status: "sent", sentAt: now, lockedUntil: null, error: null } });
      result.sent++;
    }
  });
  return result;
}
