import { parseId, route } from "@/lib/http";
import { deleteReport } from "@/lib/reports/mutations";

// DELETE /api/reports/{id} – delete a report and its photo (its owner or an admin)
export const DELETE = route<{ id: string }, "user">(
  async ({ params, user }) => {
    const deletedReport = await deleteReport({ actor: user, id: parseId(params.id, "Rapporten hittades inte") });
    return Response.json({ message: "Rapporten är borttagen", deletedReport });
  },
  { auth: "user" },
);
