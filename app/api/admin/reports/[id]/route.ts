import { parseId, route } from "@/lib/http";
import { adminMessages } from "@/lib/admin/schemas";
import { deleteReport } from "@/lib/reports/mutations";

// DELETE /api/admin/reports/{id} – delete any report; answers deletedReport with fish and username
export const DELETE = route<{ id: string }, "admin">(
  async ({ params, user }) => {
    const deletedReport = await deleteReport({ actor: user, id: parseId(params.id, adminMessages.reportMissing) });
    return Response.json({ message: "Rapporten är borttagen", deletedReport });
  },
  { auth: "admin" },
);
