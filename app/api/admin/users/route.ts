import { readQuery, route } from "@/lib/http";
import { listUsers } from "@/lib/admin/queries";
import { usersQuerySchema } from "@/lib/admin/schemas";

// GET /api/admin/users?q=&page= – every account, searchable and paged
export const GET = route<Record<string, never>, "admin">(
  async ({ req }) => Response.json(await listUsers(readQuery(req, usersQuerySchema))),
  { auth: "admin" },
);
