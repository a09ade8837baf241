import { readParams, route } from "@/lib/http";
import { listOwnTripCatches } from "@/lib/trips/own-catches";
import { tripParamsSchema } from "@/lib/trips/schemas";

// GET /api/trips/{id}/catches – the member's own catches on the trip, and those of its days they may add to it
export const GET = route<{ id: string }, "user">(
  async ({ params, user }) => {
    const { id } = readParams(params, tripParamsSchema);
    return Response.json(await listOwnTripCatches({ actor: user, id }));
  },
  { auth: "user" },
);
