import { env } from "@/lib/env";
import { parseId, route } from "@/lib/http";
import { calendarFileName, tripCalendar } from "@/lib/trips/calendar";
import { tripMessages } from "@/lib/trips/messages";
import { getTrip } from "@/lib/trips/queries";

// GET /api/trips/{id}/calendar – the trip as an iCalendar file ("Lägg till i kalendern"), for whoever may see it
export const GET = route<{ id: string }>(async ({ params, user }) => {
  const trip = await getTrip({ viewer: user, id: parseId(params.id, tripMessages.notFound) });
  const text = tripCalendar(
    { id: trip.id, name: trip.name, place: trip.place, description: trip.description, startsOn: trip.starts_on, endsOn: trip.ends_on },
    { siteUrl: env().SITE_URL },
  );
  return new Response(text, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${calendarFileName(trip)}"`,
    },
  });
});
