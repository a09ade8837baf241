import { parseId, readJson, route } from "@/lib/http";
import { flagReport } from "@/lib/moderation/mutations";
import { flagSchema, moderationMessages } from "@/lib/moderation/schemas";

// POST /api/reports/{id}/flag – a member flags a report for the admins ({reason}); one open flag per member and report
export const POST = route<{ id: string }, "user">(
  async ({ req, params, user }) => {
    const reportId = parseId(params.id, moderationMessages.reportMissing);
    const input = await readJson(req, flagSchema);
    return Response.json(await flagReport({ actor: user, reportId, input }), { status: 201 });
  },
  { auth: "user", rateLimit: "flag" },
);
