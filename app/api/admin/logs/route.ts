import { readQuery, route } from "@/lib/http";
import { listAdminLogs } from "@/lib/admin/queries";
import { logsQuerySchema } from "@/lib/admin/schemas";

// GET /api/admin/logs?q=&action=&page= – every admin action, newest first, filtered and paged
export const GET = route<Record<string, never>, "admin">(
  async ({ req }) => Response.json(await listAdminLogs(readQuery(req, logsQuerySchema))),
  { auth: "admin" },
);
