import { parseId, readJson, route } from "@/lib/http";
import { decideCommentFlag } from "@/lib/moderation/comment-flags";
import { flagDecisionSchema, moderationMessages } from "@/lib/moderation/schemas";

// PUT /api/admin/comment-flags/{id} – close an open flag on a comment without a step against anyone ({status: resolved|dismissed})
export const PUT = route<{ id: string }, "admin">(
  async ({ req, params, user }) => {
    const flagId = parseId(params.id, moderationMessages.flagMissing);
    const { status } = await readJson(req, flagDecisionSchema);
    return Response.json({ flag: await decideCommentFlag({ actor: user, flagId, status }) });
  },
  { auth: "admin" },
);
