// GET /api/profile/catches/export?format=csv|xlsx|gpx&<the report list's filters> – the member's own catches as a file
import { exportOwnCatches } from "@/lib/logbook-export/export";
import { exportQuerySchema } from "@/lib/logbook-export/schemas";
import { readQuery, route } from "@/lib/http";
import { reportFilterSchema } from "@/lib/reports/filters";

export const GET = route<Record<string, never>, "user">(
  async ({ req, user }) => {
    const { format } = readQuery(req, exportQuerySchema);
    const filter = readQuery(req, reportFilterSchema);
    const file = await exportOwnCatches({ actor: user, format, filter });
    return new Response(file.body, {
      headers: { "Content-Type": file.contentType, "Content-Disposition": file.disposition, "Cache-Control": "private, no-store" },
    });
  },
  { auth: "user", rateLimit: "catchExport" },
);
