import { readParams, route } from "@/lib/http";
import { addCatchToTrip, takeCatchOffTrip } from "@/lib/trips/own-catches";
import { tripCatchParamsSchema } from "@/lib/trips/schemas";

// PUT /api/trips/{id}/catches/{reportId} – a participant adds their own catch of the trip's days (moved from another trip)
export const PUT = route<{ id: string; reportId: string }, "user">(
  async ({ params, user }) => {
    const { id, reportId } = readParams(params, tripCatchParamsSchema);
    return Response.json(await addCatchToTrip({ actor: user, id, reportId }));
  },
  { auth: "user", rateLimit: "trip" },
);

// DELETE /api/trips/{id}/catches/{reportId} – the owner takes their catch off the trip; it stays in their logbook
export const DELETE = route<{ id: string; reportId: string }, "user">(
  async ({ params, user }) => {
    const { id, reportId } = readParams(params, tripCatchParamsSchema);
    return Response.json(await takeCatchOffTrip({ actor: user, id, reportId }));
  },
  { auth: "user", rateLimit: "trip" },
);
