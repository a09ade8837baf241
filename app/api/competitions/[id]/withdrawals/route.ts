import { parseId, readJson, route } from "@/lib/http";
import { competitionMessages } from "@/lib/competitions/messages";
import { withdrawCatch } from "@/lib/competitions/exclusions";
import { withdrawalSchema } from "@/lib/competitions/schemas";

// POST /api/competitions/{id}/withdrawals – a participant takes one of their own catches out ({report_id})
export const POST = route<{ id: string }, "user">(
  async ({ req, params, user }) => {
    const id = parseId(params.id, competitionMessages.notFound);
    const { report_id } = await readJson(req, withdrawalSchema);
    return Response.json(await withdrawCatch({ actor: user, id, reportId: report_id }), { status: 201 });
  },
  { auth: "user", rateLimit: "competition" },
);
