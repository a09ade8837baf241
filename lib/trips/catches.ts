// Whether a catch may belong to a trip, checked inside the post's own transaction: its poster takes part (the
// creator, or Kommer / Kanske) and its date is one of the trip's days.
import "server-only";
import { AppError } from "@/lib/errors";
import type { Reader } from "@/lib/report-rows/public";
import { tripMessages as m } from "@/lib/trips/messages";

const refuse = (message: string) => new AppError({ code: "VALIDATION_ERROR", message, fields: { trip_id: message } });

/** The answer for a trip that does not exist or that the poster is not on: both alike. */
export const tripCatchRefused = () => refuse(m.tripNotYours);

export async function assertTripCatch(tx: Reader, { tripId, posterId, fishingDate }: { tripId: number; posterId: number; fishingDate: string }) {
  const [trip] = await tx.$queryRaw<{ on_trip: boolean }[]>`
    SELECT ${fishingDate}::date BETWEEN t.starts_on AND t.ends_on AS on_trip
    FROM trips t
    WHERE t.id = ${tripId}::int
      AND (t.creator_id = ${posterId}::int OR EXISTS (
        SELECT 1 FROM trip_participants p
        WHERE p.trip_id = t.id AND p.user_id = ${posterId}::int AND p.answer IN ('coming', 'maybe')))`;
  if (!trip) throw tripCatchRefused();
  if (!trip.on_trip) throw refuse(m.catchOutsideTrip);
}
