import { parseId, readJson, route } from "@/lib/http";
import { competitionMessages } from "@/lib/competitions/messages";
import { answerInvitation } from "@/lib/competitions/mutations";
import { invitationAnswerSchema } from "@/lib/competitions/schemas";

// POST /api/competitions/{id}/invitation – the invitee accepts or declines ({accept})
export const POST = route<{ id: string }, "user">(
  async ({ req, params, user }) => {
    const id = parseId(params.id, competitionMessages.notFound);
    const { accept } = await readJson(req, invitationAnswerSchema);
    return Response.json(await answerInvitation({ actor: user, id, accept }));
  },
  { auth: "user", rateLimit: "competition" },
);
