import { parseId, readJson, route } from "@/lib/http";
import { tripMessages } from "@/lib/trips/messages";
import { commentOnTrip } from "@/lib/trips/mutations";
import { tripCommentSchema } from "@/lib/trips/schemas";

// POST /api/trips/{id}/comments – a participant writes on the trip ({body})
export const POST = route<{ id: string }, "user">(
  async ({ req, params, user }) => {
    const id = parseId(params.id, tripMessages.notFound);
    const { body } = await readJson(req, tripCommentSchema);
    return Response.json(await commentOnTrip({ actor: user, id, body }), { status: 201 });
  },
  { auth: "user", rateLimit: "trip" },
);
