import { readJson, readQuery, route } from "@/lib/http";
import { blockedQuerySchema } from "@/lib/admin/schemas";
import { blockEmail } from "@/lib/blocked-emails/mutations";
import { listBlockedEmails } from "@/lib/blocked-emails/queries";
import { blockEmailSchema } from "@/lib/blocked-emails/schemas";

// GET /api/admin/blocked-emails?q=&page= – the block list, newest first
export const GET = route<Record<string, never>, "admin">(
  async ({ req }) => Response.json(await listBlockedEmails(readQuery(req, blockedQuerySchema))),
  { auth: "admin" },
);

// POST /api/admin/blocked-emails – block an address ({email, reason})
export const POST = route<Record<string, never>, "admin">(
  async ({ req, user }) => {
    const input = await readJson(req, blockEmailSchema);
    return Response.json({ blockedEmail: await blockEmail({ actor: user, input }) }, { status: 201 });
  },
  { auth: "admin" },
);
