import { parseId, readJson, route } from "@/lib/http";
import { adminMessages } from "@/lib/admin/schemas";
import { liftSuspension } from "@/lib/moderation/mutations";
import { liftSuspensionSchema } from "@/lib/moderation/schemas";

// POST /api/admin/users/{id}/moderation/lift – lift a member's suspension before its end ({reason}); 409 when the
// member is not suspended
export const POST = route<{ id: string }, "admin">(
  async ({ req, params, user }) => {
    const memberId = parseId(params.id, adminMessages.memberMissing);
    const input = await readJson(req, liftSuspensionSchema);
    return Response.json(await liftSuspension({ actor: user, memberId, input }));
  },
  { auth: "admin" },
);
