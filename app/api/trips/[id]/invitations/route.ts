import { parseId, readJson, route } from "@/lib/http";
import { tripMessages } from "@/lib/trips/messages";
import { inviteToTrip } from "@/lib/trips/mutations";
import { tripInvitationSchema } from "@/lib/trips/schemas";

// POST /api/trips/{id}/invitations – the creator invites a matros ({username})
export const POST = route<{ id: string }, "user">(
  async ({ req, params, user }) => {
    const id = parseId(params.id, tripMessages.notFound);
    const { username } = await readJson(req, tripInvitationSchema);
    return Response.json(await inviteToTrip({ actor: user, id, username }), { status: 201 });
  },
  { auth: "user", rateLimit: "trip" },
);
