// Who may still be reached, and a notification as its recipient may read it outside the site.
import "server-only";
import { db } from "@/lib/db";
import { siteLink } from "@/lib/mail/layout";
import { withCurrentName } from "@/lib/notifications/queries";
import { notificationTarget } from "@/lib/notifications/types";
import { isPendingChild, isSuspended } from "@/lib/privacy/members";
import { resolvePreferences } from "@/lib/delivery/preferences";
import type { PreferenceRow } from "@/lib/delivery/schemas";

export type Recipient = {
  id: number;
  username: string;
  isAdmin: boolean;
  email: string | null;
  preferences: PreferenceRow[];
};

/**
 * The members as delivery sees them, loaded together; null for one nothing may reach: deleted, suspended, or a child
 * whose parent has not consented. `email` is null too when the address bounced or complained.
 */
export async function loadRecipients(userIds: number[], now: Date): Promise<Map<number, Recipient | null>> {
  const ids = [...new Set(userIds)];
  const [members, choices] = await Promise.all([
    db.user.findMany({
      where: { id: { in: ids } },
      select: { id: true, username: true, isAdmin: true, email: true, age: true, consentStatus: true, suspendedUntil: true },
    }),
    db.notificationPreference.findMany({ where: { userId: { in: ids } }, select: { userId: true, kind: true, site: true, email: true, push: true } }),
  ]);
  const addresses = members.flatMap((m) => (m.email ? [m.email.toLowerCase()] : []));
  const suppressed = new Set(
    addresses.length > 0 ? (await db.emailSuppression.findMany({ where: { email: { in: addresses } }, select: { email: true } })).map((row) => row.email) : [],
  );
  const result = new Map<number, Recipient | null>(ids.map((id) => [id, null]));
  for (const member of members) {
    if (isSuspended(member.suspendedUntil, now) || isPendingChild(member)) continue;
    result.set(member.id, {
      id: member.id,
      username: member.username,
      isAdmin: member.isAdmin,
      email: member.email && !suppressed.has(member.email.toLowerCase()) ? member.email : null,
      preferences: resolvePreferences(
        choices.filter((row) => row.userId === member.id),
        member,
      ),
    });
  }
  return result;
}

/** One member as delivery sees them (see loadRecipients). */
export async function loadRecipient(userId: number, now: Date): Promise<Recipient | null> {
  return (await loadRecipients([userId], now)).get(userId) ?? null;
}

export type OutgoingNotification = { id: number; text: string; path: string | null; link: string | null; createdAt: Date };

/**
 * Notifications as their recipients would read them in the bell: the sender's current anonymity applied to the
 * name, the same target link, nothing more (no positions, no other member's details). Keyed by notification id;
 * a notification whose recipient is not given is left out.
 */
export async function loadOutgoingFor(
  notificationIds: number[],
  recipients: ReadonlyMap<number, Pick<Recipient, "id" | "username" | "isAdmin"> | null>,
): Promise<Map<number, OutgoingNotification>> {
  const result = new Map<number, OutgoingNotification>();
  if (notificationIds.length === 0) return result;
  const rows = await db.notification.findMany({
    where: { id: { in: notificationIds } },
    orderBy: { id: "asc" },
    select: {
      id: true,
      userId: true,
      type: true,
      message: true,
      fromUserId: true,
      relatedId: true,
      createdAt: true,
      fromUser: { select: { id: true, username: true, isAnonymous: true } },
    },
  });
  for (const row of rows) {
    const recipient = recipients.get(row.userId);
    if (!recipient) continue;
    const path = notificationTarget({ type: row.type, from_user_id: row.fromUserId, related_id: row.relatedId });
    result.set(row.id, {
      id: row.id,
      text: row.fromUser ? withCurrentName(row.message, row.fromUser, recipient) : row.message,
      path,
      link: path ? siteLink(path) : null,
      createdAt: row.createdAt,
    });
  }
  return result;
}

/** One recipient's notifications, oldest first (see loadOutgoingFor). */
export async function loadOutgoing(notificationIds: number[], recipient: Pick<Recipient, "id" | "username" | "isAdmin">): Promise<OutgoingNotification[]> {
  return [...(await loadOutgoingFor(notificationIds, new Map([[recipient.id, recipient]]))).values()];
}
