import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/session";

/** How many of the viewer's own notifications are still unread (the bell's badge). */
export async function countUnreadNotifications({ viewer }: { viewer: SessionUser }): Promise<number> {
  return db.notification.count({ where: { userId: viewer.id, isRead: false } });
}
