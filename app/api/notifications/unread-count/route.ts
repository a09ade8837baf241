// GET /api/notifications/unread-count – how many of the member's notifications are unread (the bell's badge)
import { route } from "@/lib/http";
import { countUnreadNotifications } from "@/lib/notifications/queries";

export const GET = route(
  async ({ user }) => {
    const unreadCount = await countUnreadNotifications({ viewer: user });
    return Response.json({ unreadCount }, { headers: { "Cache-Control": "private, no-store" } });
  },
  { auth: "user" },
);
