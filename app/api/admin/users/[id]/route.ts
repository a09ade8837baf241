import { parseId, readJson, route } from "@/lib/http";
import { deleteMemberAsAdmin, updateMember } from "@/lib/admin/mutations";
import { adminMessages, updateUserSchema } from "@/lib/admin/schemas";

// PUT /api/admin/users/{id} – grant or revoke admin ({is_admin}) and switch anonymity ({is_anonymous}); never one's own admin role
export const PUT = route<{ id: string }, "admin">(
  async ({ req, params, user }) => {
    const memberId = parseId(params.id, adminMessages.memberMissing);
    const input = await readJson(req, updateUserSchema);
    return Response.json({ user: await updateMember({ actor: user, memberId, input }) });
  },
  { auth: "admin" },
);

// DELETE /api/admin/users/{id} – delete a member with everything they own; never oneself
export const DELETE = route<{ id: string }, "admin">(
  async ({ params, user }) => {
    const deletedUser = await deleteMemberAsAdmin({ actor: user, memberId: parseId(params.id, adminMessages.memberMissing) });
    return Response.json({ message: "Användaren är borttagen", deletedUser });
  },
  { auth: "admin" },
);
