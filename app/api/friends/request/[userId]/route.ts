// POST /api/friends/request/{userId} – ask a member to be one's friend (accepts theirs if they already asked)
import { friendMessages } from "@/lib/friends/messages";
import { sendFriendRequest } from "@/lib/friends/mutations";
import { parseId, route } from "@/lib/http";

export const POST = route<{ userId: string }, "user">(
  async ({ params, user }) => {
    const userId = parseId(params.userId, friendMessages.userNotFound);
    const result = await sendFriendRequest({ actor: user, userId });
    return Response.json(result, { status: result.status === "sent" ? 201 : 200 });
  },
  { auth: "user", rateLimit: "friendRequest" },
);
