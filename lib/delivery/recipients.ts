// Who may still be reached, and a notification as its recipient may read it outside the site.
import "server-only";
import { db } from "@/lib/db";
import { siteLink } from "@/lib/mail/layout";
import { withCurrentName } from "@/lib/notifications/queries";
import { notificationTarget } from "@/lib/notifications/types";
import { isPendingChild, isSuspended } from "@/lib/privacy/members";
import { preferencesFor } from "@/lib/delivery/preferences";
import type { PreferenceRow } from "@/lib/delivery/schemas";

export type Recipient = {
  id: number;
  username: string;
  isAdmin: boolean;
  email: string | null;
  preferences: PreferenceRow[];
};

/**
 * The member as delivery sees them, or null when nothing may reach them: deleted, suspended, or a child whose
 * parent has not consented. `email` is null too when the address bounced or complained.
 */
export async function loadRecipient(userId: number, now: Date): Promise<Recipient | null> {
  const member = await db.user.findUnique({
    where: { id: userId },
    select: { id: true, username: true, isAdmin: true, email: true, age: true, consentStatus: true, suspendedUntil: true },
  });
  if (!member || isSuspended(member.suspendedUntil, now) || isPendingChild(member)) return null;
  const suppressed = member.email ? await db.emailSuppression.findUnique({ where: { email: member.email.toLowerCase() }, select: { email: true } }) : null;
  return {
    id: member.id,
    username: member.username,
    isAdmin: member.isAdmin,
    email: suppressed ? null : member.email,
    preferences: await preferencesFor(member.id, member),
  };
}

export type OutgoingNotification = { id: number; text: string; path: string | null; link: string | null; createdAt: Date };

/**
 * Notifications as the recipient would read them in the bell: the sender's current anonymity applied to the name,
 * the same target link, nothing more (no positions, no other member's details).
 */
export async function loadOutgoing(notificationIds: number[], recipient: Pick<Recipient, "id" | "username" | "isAdmin">): Promise<OutgoingNotification[]> {
  if (notificationIds.length === 0) return [];
  const rows = await db.notification.findMany({
    where: { id: { in: notificationIds }, userId: recipient.id },
    orderBy: { id: "asc" },
    select: {
      id: true,
      type: true,
      message: true,
      fromUserId: true,
      relatedId: true,
      createdAt: true,
      fromUser: { select: { id: true, username: true, isAnonymous: true } },
    },
  });
  return rows.map((row) => {
    const path = notificationTarget({ type: row.type, from_user_id: row.fromUserId, related_id: row.relatedId });
    return {
      id: row.id,
      text: row.fromUser ? withCurrentName(row.message, row.fromUser, recipient) : row.message,
      path,
      link: path ? siteLink(path) : null,
      createdAt: row.createdAt,
    };
  });
}
