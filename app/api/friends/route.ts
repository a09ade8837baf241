// GET /api/friends – the member's own friends ('matroser'), newest friendship first
import { route } from "@/lib/http";
import { listFriends } from "@/lib/profiles/queries";

export const GET = route(
  async ({ user }) => Response.json((await listFriends({ viewer: user, userId: user.id })) ?? []),
  { auth: "user" },
);
