// A member's trips in their data download ("Ladda ner mina uppgifter", lib/profiles/export.ts): the trips they
// planned with whom they invited, the trips they were invited to with their answer, and what they wrote on trips.
// Other members appear only by the name the trip's page shows them by (an anonymous member as 'anonym#007'); pending
// children and suspended members appear nowhere, as on the page. Another's plan is listed by what identifies it
// (name, place, days), not by its description or position, which are its creator's.
import "server-only";
import { db } from "@/lib/db";
import { displayNameFor, isPendingChild, isSuspended } from "@/lib/privacy/members";
import { isoDay } from "@/lib/trips/access";
import { visibleMemberWhere } from "@/lib/trips/queries";

const nameSelect = { id: true, username: true, isAnonymous: true } as const;

export async function exportMemberTrips(memberId: number, now = new Date()) {
  const viewer = { id: memberId, isAdmin: false };
  const [planned, invitations, comments] = await Promise.all([
    db.trip.findMany({
      where: { creatorId: memberId },
      orderBy: { id: "asc" },
      select: {
        id: true,
        name: true,
        place: true,
        description: true,
        latitude: true,
        longitude: true,
        startsOn: true,
        endsOn: true,
        isPublic: true,
        createdAt: true,
        participants: {
          where: { user: visibleMemberWhere(now) },
          orderBy: [{ invitedAt: "asc" }, { userId: "asc" }],
          select: { answer: true, invitedAt: true, user: { select: nameSelect } },
        },
      },
    }),
    db.tripParticipant.findMany({
      where: { userId: memberId },
      orderBy: { tripId: "asc" },
      select: {
        answer: true,
        invitedAt: true,
        answeredAt: true,
        trip: {
          select: {
            id: true,
            name: true,
            place: true,
            startsOn: true,
            endsOn: true,
            isPublic: true,
            creator: { select: { ...nameSelect, consentStatus: true, suspendedUntil: true } },
          },
        },
      },
    }),
    db.tripComment.findMany({ where: { authorId: memberId }, orderBy: { id: "asc" }, select: { id: true, tripId: true, body: true, createdAt: true } }),
  ]);
  return {
    planned: planned.map(({ startsOn, endsOn, latitude, longitude, participants, ...trip }) => ({
      ...trip,
      // Their own plan, exactly: the export is for the member alone.
      latitude: latitude?.toString() ?? null,
      longitude: longitude?.toString() ?? null,
      startsOn: isoDay(startsOn),
      endsOn: isoDay(endsOn),
      invited: participants.map((p) => ({ name: displayNameFor(p.user, viewer), answer: p.answer, invitedAt: p.invitedAt })),
    })),
    invitedTo: invitations.map(({ trip, answer, invitedAt, answeredAt }) => {
      const hidden = isPendingChild(trip.creator) || isSuspended(trip.creator.suspendedUntil, now);
      return {
        tripId: trip.id,
        name: trip.name,
        place: trip.place,
        startsOn: isoDay(trip.startsOn),
        endsOn: isoDay(trip.endsOn),
        isPublic: trip.isPublic,
        invitedBy: hidden ? null : displayNameFor(trip.creator, viewer),
        answer,
        invitedAt,
        answeredAt,
      };
    }),
    comments,
  };
}
