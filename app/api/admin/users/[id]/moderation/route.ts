import { parseId, readJson, route } from "@/lib/http";
import { adminMessages } from "@/lib/admin/schemas";
import { moderateMember } from "@/lib/moderation/mutations";
import { getModeration } from "@/lib/moderation/queries";
import { moderationSchema } from "@/lib/moderation/schemas";

// GET /api/admin/users/{id}/moderation – a member's warnings and suspensions, and the step the ladder proposes next
export const GET = route<{ id: string }, "admin">(
  async ({ params }) => Response.json(await getModeration({ memberId: parseId(params.id, adminMessages.memberMissing) })),
  { auth: "admin" },
);

// POST /api/admin/users/{id}/moderation – warn or suspend a member ({kind, reason, flagId?}); never oneself
export const POST = route<{ id: string }, "admin">(
  async ({ req, params, user }) => {
    const memberId = parseId(params.id, adminMessages.memberMissing);
    const input = await readJson(req, moderationSchema);
    return Response.json(await moderateMember({ actor: user, memberId, input }), { status: 201 });
  },
  { auth: "admin" },
);
