import { readQuery, route } from "@/lib/http";
import { listTripChoices } from "@/lib/trips/queries";
import { tripChoicesQuerySchema } from "@/lib/trips/schemas";

// GET /api/trips/choices?date= – the trips a catch of that day may belong to (the report form's choice)
export const GET = route(
  async ({ req, user }) => {
    const { date } = readQuery(req, tripChoicesQuerySchema);
    return Response.json({ trips: await listTripChoices({ userId: user.id, date }) });
  },
  { auth: "user" },
);
