// The creator deletes a trip: the trip, its invitations and its talk go in one transaction with the notifications
// it causes; the catches stay in their fishers' logbooks but leave the trip. The trip's kept share cards expire.
import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { tripChanged } from "@/lib/cache/invalidate";
import { db } from "@/lib/db";
import { forbidden, notFound } from "@/lib/errors";
import { getVisibleTripOrThrow, isoDay } from "@/lib/trips/access";
import { todayInSweden } from "@/lib/calendar";
import { tripMessages as m } from "@/lib/trips/messages";
import { actingMember } from "@/lib/trips/mutations";
import { notifyTripDeleted } from "@/lib/trips/notify";

const TRIP_TYPES = ["trip_invited", "trip_changed", "trip_answered", "trip_reminder"] as const;

export type DeletedTripJson = { message: string; id: number; catches_kept: number; told: number };

/** DELETE /api/trips/{id}: only its creator; to anyone who may not see the trip it does not exist (404). */
export async function deleteTrip({ actor, id, now = new Date() }: { actor: SessionUser; id: number; now?: Date }): Promise<DeletedTripJson> {
  const creator = await actingMember(actor);
  const { row, standing } = await getVisibleTripOrThrow(id, actor);
  if (!standing.isCreator) throw forbidden(m.onlyCreatorDeletes);
  const outcome = await db.$transaction(async (tx) => {
    // Taken first: an answer or an invitation at the same moment waits, then finds no trip.
    const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM trips WHERE id = ${id} AND creator_id = ${creator.id} FOR UPDATE`;
    if (!locked) throw notFound(m.notFound);
    const participants = await tx.tripParticipant.findMany({ where: { tripId: id }, select: { userId: true, answer: true } });
    const { count: catchesKept } = await tx.report.updateMany({ where: { tripId: id }, data: { tripId: null } });
    await tx.tripComment.deleteMany({ where: { tripId: id } });
    await tx.tripParticipant.deleteMany({ where: { tripId: id } });
    await tx.trip.delete({ where: { id } });
    // Earlier news of the trip stays in everyone's list, but no longer leads to a page that is gone. Found by its
    // recipients (the creator and the invited), whose notifications are indexed.
    await tx.notification.updateMany({
      where: { userId: { in: [creator.id, ...participants.map((p) => p.userId)] }, relatedId: id, type: { in: [...TRIP_TYPES] } },
      data: { relatedId: null },
    });
    const recipientIds = participants.filter((p) => p.answer === "coming" || p.answer === "maybe").map((p) => p.userId);
    await notifyTripDeleted(tx, {
      trip: { id, name: row.name, startsOn: isoDay(row.startsOn), endsOn: isoDay(row.endsOn) },
      creator,
      recipientIds,
      over: isoDay(row.endsOn) < todayInSweden(now),
    });
    return { catchesKept, told: recipientIds.length };
  });
  tripChanged(id);
  return { message: m.deleted, id, catches_kept: outcome.catchesKept, told: outcome.told };
}
