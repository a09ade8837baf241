import { readQuery, route } from "@/lib/http";
import { flagsQuerySchema } from "@/lib/admin/schemas";
import { listOpenFlags } from "@/lib/moderation/queries";

// GET /api/admin/flags?page= – open flags on reports, oldest first, each with the ladder's proposed step
export const GET = route<Record<string, never>, "admin">(
  async ({ req }) => Response.json(await listOpenFlags(readQuery(req, flagsQuerySchema))),
  { auth: "admin" },
);
