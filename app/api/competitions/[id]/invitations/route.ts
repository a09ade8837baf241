import { parseId, readJson, route } from "@/lib/http";
import { competitionMessages } from "@/lib/competitions/messages";
import { inviteToCompetition } from "@/lib/competitions/mutations";
import { invitationSchema } from "@/lib/competitions/schemas";

// POST /api/competitions/{id}/invitations – the creator invites a matros ({username})
export const POST = route<{ id: string }, "user">(
  async ({ req, params, user }) => {
    const id = parseId(params.id, competitionMessages.notFound);
    const { username } = await readJson(req, invitationSchema);
    return Response.json(await inviteToCompetition({ actor: user, id, username }), { status: 201 });
  },
  { auth: "user", rateLimit: "competition" },
);
