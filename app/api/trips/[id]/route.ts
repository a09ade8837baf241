import { parseId, readJson, route } from "@/lib/http";
import { deleteTrip } from "@/lib/trips/delete";
import { tripMessages } from "@/lib/trips/messages";
import { updateTrip } from "@/lib/trips/mutations";
import { getTrip } from "@/lib/trips/queries";
import { tripInputSchema } from "@/lib/trips/schemas";

// GET /api/trips/{id} – the trip as the viewer may see it (private: its participants only, 404 to anyone else)
export const GET = route<{ id: string }>(async ({ params, user }) =>
  Response.json(await getTrip({ viewer: user, id: parseId(params.id, tripMessages.notFound) })),
);

// PUT /api/trips/{id} – the creator changes the plan (the same fields as POST /api/trips)
export const PUT = route<{ id: string }, "user">(
  async ({ req, params, user }) => {
    const id = parseId(params.id, tripMessages.notFound);
    return Response.json(await updateTrip({ actor: user, id, input: await readJson(req, tripInputSchema) }));
  },
  { auth: "user", rateLimit: "trip" },
);

// DELETE /api/trips/{id} – the creator deletes the trip: its invitations and talk go, its catches stay in the logbooks
export const DELETE = route<{ id: string }, "user">(
  async ({ params, user }) => Response.json(await deleteTrip({ actor: user, id: parseId(params.id, tripMessages.notFound) })),
  { auth: "user", rateLimit: "trip" },
);
