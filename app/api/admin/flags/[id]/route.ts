import { parseId, readJson, route } from "@/lib/http";
import { decideFlag } from "@/lib/moderation/mutations";
import { flagDecisionSchema, moderationMessages } from "@/lib/moderation/schemas";

// PUT /api/admin/flags/{id} – close an open flag without a step against anyone ({status: resolved|dismissed})
export const PUT = route<{ id: string }, "admin">(
  async ({ req, params, user }) => {
    const flagId = parseId(params.id, moderationMessages.flagMissing);
    const { status } = await readJson(req, flagDecisionSchema);
    return Response.json({ flag: await decideFlag({ actor: user, flagId, status }) });
  },
  { auth: "admin" },
);
