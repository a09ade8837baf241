import { readQuery, route } from "@/lib/http";
import { listAdminReports } from "@/lib/admin/queries";
import { reportsQuerySchema } from "@/lib/admin/schemas";

// GET /api/admin/reports?q=&sort=&page= – reports for the dashboard, searched and sorted, with the real usernames
export const GET = route<Record<string, never>, "admin">(
  async ({ req }) => Response.json(await listAdminReports(readQuery(req, reportsQuerySchema))),
  { auth: "admin" },
);
