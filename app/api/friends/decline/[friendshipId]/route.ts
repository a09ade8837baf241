// POST /api/friends/decline/{friendship_id} – decline a request addressed to oneself, quietly (nobody is notified)
import { friendMessages } from "@/lib/friends/messages";
import { declineFriendRequest } from "@/lib/friends/mutations";
import { parseId, route } from "@/lib/http";

export const POST = route<{ friendshipId: string }, "user">(
  async ({ params, user }) =>
    Response.json(await declineFriendRequest({ actor: user, friendshipId: parseId(params.friendshipId, friendMessages.requestNotFound) })),
  { auth: "user" },
);
