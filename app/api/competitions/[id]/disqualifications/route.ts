import { parseId, readJson, route } from "@/lib/http";
import { competitionMessages } from "@/lib/competitions/messages";
import { disqualifyCatch } from "@/lib/competitions/exclusions";
import { disqualificationSchema } from "@/lib/competitions/schemas";

// POST /api/competitions/{id}/disqualifications – the creator rules a catch out with a reason ({report_id, reason}; logged)
export const POST = route<{ id: string }, "user">(
  async ({ req, params, user }) => {
    const id = parseId(params.id, competitionMessages.notFound);
    const { report_id, reason } = await readJson(req, disqualificationSchema);
    return Response.json(await disqualifyCatch({ actor: user, id, reportId: report_id, reason }), { status: 201 });
  },
  { auth: "user", rateLimit: "competition" },
);
