// Whether a catch may belong to a trip, checked inside the post's own transaction: its poster takes part (the
// creator, or Kommer / Kanske) and its date is one of the trip's days.
import "server-only";
import type { Prisma } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { tripMessages as m } from "@/lib/trips/messages";

const refuse = (message: string) => new AppError({ code: "VALIDATION_ERROR", message, fields: { trip_id: message } });

export async function assertTripCatch(tx: Prisma.TransactionClient, { tripId, posterId, fishingDate }: { tripId: number; posterId: number; fishingDate: string }) {
  const trip = await tx.trip.findFirst({
    where: {
      id: tripId,
      OR: [{ creatorId: posterId }, { participants: { some: { userId: posterId, answer: { in: ["coming", "maybe"] } } } }],
    },
    select: { startsOn: true, endsOn: true },
  });
  // A trip that does not exist and one the poster is not on answer alike.
  if (!trip) throw refuse(m.tripNotYours);
  const day = new Date(`${fishingDate}T00:00:00Z`);
  if (day < trip.startsOn || day > trip.endsOn) throw refuse(m.catchOutsideTrip);
}
