// The weekly digest (opt-in, e-mail): friends' catches, the member's competitions and the news of the last seven
// days. One per member and week (its Monday, UTC), whatever the retries.
import "server-only";
import { db } from "@/lib/db";
import { sendMail, type MailTransport } from "@/lib/mail/send";
import { displayNameFor, MEMBERS_ONLY } from "@/lib/privacy/members";
import { LEASE_MS, MAX_ATTEMPTS, retryAt } from "@/lib/delivery/backoff";
import { DIGEST } from "@/lib/delivery/kinds";
import { choiceFor } from "@/lib/delivery/preferences";
import { digestMail, type DigestContent } from "@/lib/delivery/mail";
import { loadRecipient, type Recipient } from "@/lib/delivery/recipients";
import { weekOf } from "@/lib/delivery/week";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const ITEMS = 10;

/**
 * Queues this week's digest for every member who chose it and has an address; a week already queued stays as it is.
 * The loop runs this every few minutes (a new week begins); choosing the digest queues the member's at once.
 */
export async function queueDigests({ now = new Date() } = {}): Promise<number> {
  return db.$executeRaw`
    INSERT INTO notification_digests (user_id, week, next_attempt_at)
    SELECT p.user_id, ${weekOf(now)}::date, ${now}
      FROM notification_preferences p JOIN users u ON u.id = p.user_id
     WHERE p.kind = ${DIGEST} AND p.email AND u.email IS NOT NULL
    ON CONFLICT (user_id, week) DO NOTHING`;
}

/** What the week held for this member, as they may see it on the site. */
export async function digestContent(recipient: Pick<Recipient, "id" | "isAdmin" | "username">, now: Date): Promise<DigestContent> {
  const since = new Date(now.getTime() - WEEK_MS);
  const viewer = { id: recipient.id, isAdmin: recipient.isAdmin };
  const friendships = await db.friendship.findMany({
    where: { status: "ACCEPTED", OR: [{ requesterId: recipient.id }, { addresseeId: recipient.id }] },
    select: { requesterId: true, addresseeId: true },
  });
  const friendIds = friendships.map((f) => (f.requesterId === recipient.id ? f.addresseeId : f.requesterId));
  const [reports, competitions, news] = await Promise.all([
    db.report.findMany({
      where: { userId: { in: friendIds }, createdAt: { gte: since, lt: now }, user: MEMBERS_ONLY },
      orderBy: { createdAt: "desc" },
      take: ITEMS,
      select: { fish: true, weight: true, user: { select: { id: true, username: true, isAnonymous: true } } },
    }),
    db.notification.findMany({
      where: { userId: recipient.id, kind: "competitions", createdAt: { gte: since, lt: now } },
      orderBy: { id: "desc" },
      take: ITEMS,
      select: { message: true },
    }),
    db.newsArticle.findMany({
      where: { published: true, publishedAt: { gte: since, lt: now } },
      orderBy: { publishedAt: "desc" },
      take: ITEMS,
      select: { title: true },
    }),
  ]);
  return {
    catches: reports.map((r) => `${displayNameFor(r.user, viewer)}: ${r.fish} ${String(Number(r.weight)).replace(".", ",")} kg`),
    competitions: competitions.map((n) => n.message),
    news: news.map((a) => a.title),
  };
}

type ClaimedDigest = { user_id: number; week: Date; attempts: number };

/** Sends the due digests (same claim, retry and idempotency as the notification mails). */
export async function sendDigests({ now = new Date(), limit = 100, transport }: { now?: Date; limit?: number; transport?: MailTransport | null } = {}) {
  const due = await db.$queryRaw<ClaimedDigest[]>`
    UPDATE notification_digests g
       SET locked_until = ${new Date(now.getTime() + LEASE_MS)}, attempts = g.attempts + 1
     WHERE (g.user_id, g.week) IN (
       SELECT user_id, week FROM notification_digests
        WHERE status = 'pending' AND next_attempt_at <= ${now} AND (locked_until IS NULL OR locked_until < ${now})
        LIMIT ${limit}
          FOR UPDATE SKIP LOCKED)
    RETURNING g.user_id, g.week, g.attempts`;
  const result = { sent: 0, failed: 0, dropped: 0 };
  for (const digest of due) {
    const key = { userId_week: { userId: digest.user_id, week: digest.week } };
    const recipient = await loadRecipient(digest.user_id, now);
    const content = recipient?.email && choiceFor(recipient.preferences, DIGEST).email ? digestMail(recipient.id, await digestContent(recipient, now)) : null;
    if (!recipient?.email || !content) {
      await db.notificationDigest.update({ where: key, data: { status: "dropped", lockedUntil: null } });
      result.dropped++;
      continue;
    }
    const week = digest.week.toISOString().slice(0, 10);
    let status: "SENT" | "LOGGED" | "FAILED";
    try {
      ({ status } = await sendMail(
        { to: recipient.email, kind: "notification_digest", ...content },
        { idempotencyKey: `fiskeganget-digest-${recipient.id}-${week}`, ...(transport !== undefined ? { transport } : {}) },
      ));
    } catch {
      status = "FAILED";
    }
    if (status === "FAILED") {
      const retry = digest.attempts < MAX_ATTEMPTS;
      await db.notificationDigest.update({ where: key, data: { status: retry ? "pending" : "failed", nextAttemptAt: retryAt(digest.attempts, now), lockedUntil: null } });
      result.failed++;
    } else {
      await db.notificationDigest.update({ where: key, data: { status: "sent", sentAt: now, lockedUntil: null } });
      result.sent++;
    }
  }
  return result;
}
