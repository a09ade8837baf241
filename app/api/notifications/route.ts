// GET /api/notifications – the member's notifications, newest first (?cursor= for the next page); resets the bell
import { z } from "zod/mini";
import { readQuery, route } from "@/lib/http";
import { listNotifications } from "@/lib/notifications/queries";

const query = z.object({
  cursor: z.optional(z.string().check(z.regex(/^\d{1,9}$/, "Ogiltig sidmarkör"))),
});

export const GET = route(
  async ({ req, user }) => {
    const { cursor } = readQuery(req, query);
    return Response.json(await listNotifications({ viewer: user, cursor: cursor ? Number(cursor) : null }));
  },
  { auth: "user" },
);
