import { readQuery, route } from "@/lib/http";
import { listFriendPoints } from "@/lib/map/queries";
import { friendsMapQuerySchema } from "@/lib/map/schemas";

// GET /api/map/friends?bbox=…[&species=…][&since=…] – the exact points this member may see: their own catches and
// their friends' kept for friends
export const GET = route(
  async ({ req, user }) => Response.json(await listFriendPoints({ viewer: user, query: readQuery(req, friendsMapQuerySchema) })),
  { auth: "user" },
);
