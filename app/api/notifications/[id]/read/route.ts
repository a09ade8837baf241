// PUT /api/notifications/{id}/read – mark one of one's own notifications read (someone else's is a 404)
import { parseId, route } from "@/lib/http";
import { markNotificationRead } from "@/lib/notifications/queries";

export const PUT = route<{ id: string }, "user">(
  async ({ params, user }) => {
    await markNotificationRead({ viewer: user, id: parseId(params.id, "Notifikationen hittades inte") });
    return Response.json({ message: "Markerad som läst" });
  },
  { auth: "user" },
);
