// GET /api/friends/requests – friend requests waiting for the member's answer, newest first
import { route } from "@/lib/http";
import { listFriendRequests } from "@/lib/friends/queries";

export const GET = route(async ({ user }) => Response.json(await listFriendRequests({ viewer: user })), { auth: "user" });
