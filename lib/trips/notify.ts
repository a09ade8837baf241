// The notifications trips cause, written inside the caller's transaction like every other kind
// (lib/notifications/mutations.ts). related_id is always the trip, so each leads to /turer/{id}; the database
// files every trip_* type under the member's "trips" choice.
import "server-only";
import type { Prisma } from "@/lib/db";
import { ANSWER_LABELS, formatTripDays, type TripAnswerChoice } from "@/lib/trips/messages";

type Tx = Prisma.TransactionClient;
type Named = { id: number; name: string };
type Sender = { id: number; displayName: string };

const cut = (message: string) => message.slice(0, 300);

export async function notifyTripInvited(tx: Tx, { trip, inviter, inviteeId }: { trip: Named & { startsOn: string; endsOn: string }; inviter: Sender; inviteeId: number }) {
  await tx.notification.create({
    data: {
      userId: inviteeId,
      type: "trip_invited",
      message: cut(`${inviter.displayName} bjuder in dig på fisketuren ${trip.name} (${formatTripDays(trip.startsOn, trip.endsOn)})`),
      fromUserId: inviter.id,
      relatedId: trip.id,
    },
  });
}

/** Everyone on the trip but the creator (and those who said no) hears that the plan changed. */
export async function notifyTripChanged(tx: Tx, { trip, creator, recipientIds }: { trip: Named; creator: Sender; recipientIds: number[] }) {
  if (recipientIds.length === 0) return;
  await tx.notification.createMany({
    data: recipientIds.map((userId) => ({
      userId,
      type: "trip_changed" as const,
      message: cut(`${creator.displayName} har ändrat planen för fisketuren ${trip.name}`),
      fromUserId: creator.id,
      relatedId: trip.id,
    })),
  });
}

export async function notifyTripAnswered(tx: Tx, { trip, creatorId, member, answer }: { trip: Named; creatorId: number; member: Sender; answer: TripAnswerChoice }) {
  await tx.notification.create({
    data: {
      userId: creatorId,
      type: "trip_answered",
      message: cut(`${member.displayName} svarade ${ANSWER_LABELS[answer]} på fisketuren ${trip.name}`),
      fromUserId: member.id,
      relatedId: trip.id,
    },
  });
}

/**
 * The trip was deleted: whoever said Kommer or Kanske hears it, as a change of plan (the trips choice, like every
 * trip_* type). There is no page to lead to any more, so related_id is null and the notification links nowhere.
 */
export async function notifyTripDeleted(
  tx: Tx,
  { trip, creator, recipientIds, over }: { trip: Named & { startsOn: string; endsOn: string }; creator: Sender; recipientIds: number[]; over: boolean },
) {
  if (recipientIds.length === 0) return;
  const what = over ? "har tagit bort" : "har ställt in";
  await tx.notification.createMany({
    data: recipientIds.map((userId) => ({
      userId,
      type: "trip_changed" as const,
      message: cut(`${creator.displayName} ${what} fisketuren ${trip.name} (${formatTripDays(trip.startsOn, trip.endsOn)})`),
      fromUserId: creator.id,
      relatedId: null,
    })),
  });
}

export async function notifyTripReminder(tx: Tx, { trip, recipientIds }: { trip: Named & { place: string }; recipientIds: number[] }) {
  if (recipientIds.length === 0) return;
  await tx.notification.createMany({
    data: recipientIds.map((userId) => ({
      userId,
      type: "trip_reminder" as const,
      message: cut(`I morgon börjar fisketuren ${trip.name} (${trip.place})`),
      relatedId: trip.id,
    })),
  });
}
