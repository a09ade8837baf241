// POST /api/friends/accept/{friendship_id} – accept a request addressed to oneself; the requester is notified
import { friendMessages } from "@/lib/friends/messages";
import { acceptFriendRequest } from "@/lib/friends/mutations";
import { parseId, route } from "@/lib/http";

export const POST = route<{ friendshipId: string }, "user">(
  async ({ params, user }) =>
    Response.json(await acceptFriendRequest({ actor: user, friendshipId: parseId(params.friendshipId, friendMessages.requestNotFound) })),
  { auth: "user" },
);
