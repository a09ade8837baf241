import { notFound } from "@/lib/errors";
import { parseId, route } from "@/lib/http";
import { listUserReports } from "@/lib/reports/queries";

// GET /api/reports/user/{id} – a member's reports, newest first (empty for an anonymous member, except to them and admins)
export const GET = route<{ id: string }>(async ({ params, user }) => {
  const reports = await listUserReports({ viewer: user, userId: parseId(params.id, "Användaren hittades inte") });
  if (!reports) throw notFound("Användaren hittades inte");
  return Response.json({ reports });
});
