import { readQuery, route } from "@/lib/http";
import { flagsQuerySchema } from "@/lib/admin/schemas";
import { listOpenCommentFlags } from "@/lib/moderation/comment-flags";

// GET /api/admin/comment-flags?page= – open flags on comments, oldest first, each with the ladder's proposed step
export const GET = route<Record<string, never>, "admin">(
  async ({ req }) => Response.json(await listOpenCommentFlags(readQuery(req, flagsQuerySchema))),
  { auth: "admin" },
);
