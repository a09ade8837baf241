import { badRequest, notFound } from "@/lib/errors";
import { friendMessages } from "@/lib/friends/messages";
import { removeFriend } from "@/lib/friends/mutations";
import { parseId, route } from "@/lib/http";
import { listFriends } from "@/lib/profiles/queries";

function userIdOf(value: string | undefined): number {
  if (!value?.trim()) throw badRequest(friendMessages.userIdMissing, { userId: friendMessages.userIdMissing });
  return parseId(value, friendMessages.userNotFound);
}

// GET /api/friends/{userId} – a member's friends, as the viewer may see them ('userId saknas' without an id)
export const GET = route<{ userId: string }>(async ({ params, user }) => {
  const friends = await listFriends({ viewer: user, userId: userIdOf(params.userId) });
  if (!friends) throw notFound(friendMessages.userNotFound);
  return Response.json(friends);
});

// DELETE /api/friends/{userId} – end a friendship, or take back a request one sent; nobody is notified
export const DELETE = route<{ userId: string }, "user">(
  async ({ params, user }) => Response.json(await removeFriend({ actor: user, userId: userIdOf(params.userId) })),
  { auth: "user" },
);
