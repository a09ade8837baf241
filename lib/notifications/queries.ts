import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/session";
import { notFound } from "@/lib/errors";
import { anonymousDisplayName } from "@/lib/privacy/members";
import type { NotificationJson, NotificationPage } from "@/lib/notifications/types";

export const NOTIFICATION_PAGE_SIZE = 20;

/**
 * The kinds the member chose not to see on the site (notification_preferences.site = false): those notifications
 * are left out of the list and the bell. A notification with no kind is always shown.
 */
async function shownOnSite(userId: number) {
  const hidden = await db.notificationPreference.findMany({ where: { userId, site: false }, select: { kind: true } });
  if (hidden.length === 0) return {};
  return { OR: [{ kind: null }, { kind: { notIn: hidden.map((row) => row.kind) } }] };
}

/**
 * How many of the viewer's own notifications are still unread and arrived after they last opened the
 * notifications screen (the bell's badge: opening the screen resets it, the cards keep their 'Oläst' marks).
 */
export async function countUnreadNotifications({ viewer }: { viewer: SessionUser }): Promise<number> {
  const [member, shown] = await Promise.all([
    db.user.findUnique({ where: { id: viewer.id }, select: { notificationsSeenAt: true } }),
    shownOnSite(viewer.id),
  ]);
  const seenAt = member?.notificationsSeenAt;
  return db.notification.count({ where: { userId: viewer.id, isRead: false, ...shown, ...(seenAt ? { createdAt: { gt: seenAt } } : {}) } });
}

/**
 * The viewer's notifications, newest first, a page at a time (`cursor` is the last id of the previous page).
 * Reading the first page marks the screen as opened, which resets the bell.
 */
export async function listNotifications({ viewer, cursor }: { viewer: SessionUser; cursor: number | null }): Promise<NotificationPage> {
  const rows = await db.notification.findMany({
    where: { userId: viewer.id, ...(await shownOnSite(viewer.id)), ...(cursor ? { id: { lt: cursor } } : {}) },
    orderBy: { id: "desc" },
    take: NOTIFICATION_PAGE_SIZE + 1,
    select: {
      id: true,
      type: true,
      message: true,
      isRead: true,
      createdAt: true,
      fromUserId: true,
      relatedId: true,
      fromUser: { select: { id: true, username: true, isAnonymous: true } },
    },
  });
  if (!cursor) await db.user.update({ where: { id: viewer.id }, data: { notificationsSeenAt: new Date() } });
  const page = rows.slice(0, NOTIFICATION_PAGE_SIZE);
  const notifications: NotificationJson[] = page.map((row) => ({
    id: row.id,
    type: row.type,
    message: row.fromUser ? withCurrentName(row.message, row.fromUser, viewer) : row.message,
    is_read: row.isRead,
    created_at: row.createdAt.toISOString(),
    from_user_id: row.fromUserId,
    related_id: row.relatedId,
  }));
  return { notifications, nextCursor: rows.length > NOTIFICATION_PAGE_SIZE ? String(page.at(-1)!.id) : null };
}

/**
 * Messages are written with the sender's name as it was then. A sender who has since turned anonymous is named
 * by their anonymous name, so an old notification does not give them away (admins see the name as written).
 */
export function withCurrentName(message: string, sender: { id: number; username: string; isAnonymous: boolean }, viewer: SessionUser): string {
  if (!sender.isAnonymous || viewer.isAdmin) return message;
  return message.startsWith(sender.username) ? anonymousDisplayName(sender.id) + message.slice(sender.username.length) : message;
}

/** Marks one of the viewer's own notifications read. Someone else's, like a missing one, is a 404. */
export async function markNotificationRead({ viewer, id }: { viewer: SessionUser; id: number }): Promise<void> {
  const { count } = await db.notification.updateMany({ where: { id, userId: viewer.id }, data: { isRead: true } });
  if (count === 0) throw notFound("Notifikationen hittades inte");
}
