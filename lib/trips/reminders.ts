// The day-before reminder: every trip that starts tomorrow (Swedish days) tells whoever takes part and has not
// said no. Each trip is claimed by setting reminded_at in the same transaction as its notifications, so with
// several processes (or a run tried again) each reminder is sent once.
import "server-only";
import { db } from "@/lib/db";
import { todayInSweden } from "@/lib/calendar";
import { addDays } from "@/lib/trips/messages";
import { notifyTripReminder } from "@/lib/trips/notify";

/** Sends tomorrow's reminders; answers how many trips were reminded. */
export async function remindTomorrowsTrips(now = new Date()): Promise<number> {
  const tomorrow = new Date(`${addDays(todayInSweden(now), 1)}T00:00:00Z`);
  const due = await db.trip.findMany({ where: { startsOn: tomorrow, remindedAt: null }, select: { id: true }, orderBy: { id: "asc" }, take: 1000 });
  let sent = 0;
  for (const { id } of due) {
    const reminded = await db.$transaction(async (tx) => {
      // The claim: only one transaction turns reminded_at from null, the others find nothing to do.
      const { count } = await tx.trip.updateMany({ where: { id, remindedAt: null, startsOn: tomorrow }, data: { remindedAt: now } });
      if (count === 0) return false;
      const trip = await tx.trip.findUniqueOrThrow({
        where: { id },
        select: {
          id: true,
          name: true,
          place: true,
          creatorId: true,
          participants: { where: { answer: { in: ["coming", "maybe"] } }, select: { userId: true } },
        },
      });
      const recipients = [trip.creatorId, ...trip.participants.map((p) => p.userId)];
      await notifyTripReminder(tx, { trip, recipientIds: recipients });
      return true;
    });
    if (reminded) sent += 1;
  }
  return sent;
}
