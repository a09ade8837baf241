// GET /api/friends/status/{userId} – where the member stands with another (self, none, sent, received, friends)
import { notFound } from "@/lib/errors";
import { friendMessages } from "@/lib/friends/messages";
import { parseId, route } from "@/lib/http";
import { getFriendshipState } from "@/lib/profiles/queries";

export const GET = route<{ userId: string }, "user">(
  async ({ params, user }) => {
    const state = await getFriendshipState({ viewer: user, userId: parseId(params.userId, friendMessages.userNotFound) });
    if (!state) throw notFound(friendMessages.userNotFound);
    return Response.json({ state });
  },
  { auth: "user" },
);
