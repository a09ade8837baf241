import { parseId, readJson, route } from "@/lib/http";
import { flagComment } from "@/lib/comments/mutations";
import { commentMessages } from "@/lib/comments/schemas";
import { flagSchema } from "@/lib/moderation/schemas";

// POST /api/comments/{id}/flag – a member flags a comment for the admins ({reason}); one open flag per member and comment
export const POST = route<{ id: string }, "user">(
  async ({ req, params, user }) => {
    const commentId = parseId(params.id, commentMessages.missing);
    const input = await readJson(req, flagSchema);
    return Response.json(await flagComment({ actor: user, commentId, input }), { status: 201 });
  },
  { auth: "user", rateLimit: "flag" },
);
