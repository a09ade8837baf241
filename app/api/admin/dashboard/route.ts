import { route } from "@/lib/http";
import { getDashboard } from "@/lib/admin/queries";

// GET /api/admin/dashboard – totals for the admin panel (totalUsers, totalReports, blockedEmails and more)
export const GET = route<Record<string, never>, "admin">(async () => Response.json(await getDashboard()), { auth: "admin" });
