import { parseId, route } from "@/lib/http";
import { adminMessages } from "@/lib/admin/schemas";
import { deleteUserReports } from "@/lib/reports/mutations";

// DELETE /api/admin/users/{id}/reports – delete every report of a member; answers deletedCount
export const DELETE = route<{ id: string }, "admin">(
  async ({ params, user }) =>
    Response.json(await deleteUserReports({ actor: user, userId: parseId(params.id, adminMessages.memberMissing) })),
  { auth: "admin" },
);
