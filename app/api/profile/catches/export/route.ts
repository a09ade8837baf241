// GET /api/profile/catches/export?format=csv|xlsx|gpx&<the logbook's filters> – the member's own catches as a file
// (the logbook's filters: the report list's, and has_photo / has_position = yes | no)
import { exportOwnCatches } from "@/lib/logbook-export/export";
import { logbookFilterSchema } from "@/lib/logbook-export/filters";
import { exportQuerySchema } from "@/lib/logbook-export/schemas";
import { readQuery, route } from "@/lib/http";

export const GET = route<Record<string, never>, "user">(
  async ({ req, user }) => {
    const { format } = readQuery(req, exportQuerySchema);
    const filter = readQuery(req, logbookFilterSchema);
    const file = await exportOwnCatches({ actor: user, format, filter });
    return new Response(file.body, {
      headers: { "Content-Type": file.contentType, "Content-Disposition": file.disposition, "Cache-Control": "private, no-store" },
    });
  },
  { auth: "user", rateLimit: "catchExport" },
);
