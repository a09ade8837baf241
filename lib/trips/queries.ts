// Reading trips: one trip as its viewer may see it, the member's own trips, and the trips a catch may join.
import "server-only";
import { db } from "@/lib/db";
import { displayNameFor, revealsMember, type Viewer } from "@/lib/privacy/members";
import { getVisibleTripOrThrow, isoDay, takesPart, type TripRow } from "@/lib/trips/access";
import { summariseCatches } from "@/lib/trips/catch-summary";
import { todayInSweden } from "@/lib/calendar";
import { TRIP_LIMITS, addDays } from "@/lib/trips/messages";
import type { TripChoiceJson, TripCommentJson, TripJson, TripListItemJson, TripListsJson, TripMemberJson } from "@/lib/trips/types";

const memberSelect = { id: true, username: true, isAnonymous: true, consentStatus: true, suspendedUntil: true } as const;
type MemberRow = { id: number; username: string; isAnonymous: boolean; consentStatus: string; suspendedUntil: Date | null };

/** Pending children and suspended members appear nowhere on a trip. */
export function visibleMemberWhere(now: Date) {
  return { consentStatus: { not: "PENDING" as const }, OR: [{ suspendedUntil: null }, { suspendedUntil: { lte: now } }] };
}

function memberJson(member: MemberRow, viewer: Viewer) {
  return { name: displayNameFor(member, viewer), profile_url: revealsMember(member, viewer) ? `/profile/${member.id}` : null };
}

async function participantsOf(row: TripRow, viewer: Viewer, now: Date): Promise<TripMemberJson[]> {
  const [creator, invited] = await Promise.all([
    db.user.findUnique({ where: { id: row.creatorId }, select: memberSelect }),
    db.tripParticipant.findMany({
      where: { tripId: row.id, user: visibleMemberWhere(now) },
      select: { answer: true, user: { select: memberSelect } },
      orderBy: [{ invitedAt: "asc" }, { userId: "asc" }],
    }),
  ]);
  const list: TripMemberJson[] = creator ? [{ ...memberJson(creator, viewer), answer: "coming", is_creator: true }] : [];
  return list.concat(invited.map((p) => ({ ...memberJson(p.user, viewer), answer: p.answer, is_creator: false })));
}

async function commentsOf(tripId: number, viewer: Viewer, now: Date): Promise<TripCommentJson[]> {
  const rows = await db.tripComment.findMany({
    where: { tripId, author: visibleMemberWhere(now) },
    select: { id: true, body: true, createdAt: true, author: { select: memberSelect } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: TRIP_LIMITS.commentsShown,
  });
  return rows.reverse().map((c) => ({
    id: c.id,
    ...memberJson(c.author, viewer),
    body: c.body,
    created_at: c.createdAt.toISOString(),
    own: viewer !== null && viewer.id === c.author.id,
  }));
}

/** GET /api/trips/{id}: the trip, its people, its catches and (for participants) its position and comments. */
export async function getTrip({ viewer, id, now = new Date() }: { viewer: Viewer; id: number; now?: Date }): Promise<TripJson> {
  const { row, standing } = await getVisibleTripOrThrow(id, viewer);
  const participant = takesPart(standing);
  const [participants, catches, comments] = await Promise.all([
    participantsOf(row, viewer, now),
    summariseCatches({ tripId: row.id, viewer, now }),
    participant ? commentsOf(row.id, viewer, now) : Promise.resolve(null),
  ]);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    place: row.place,
    starts_on: isoDay(row.startsOn),
    ends_on: isoDay(row.endsOn),
    is_public: row.isPublic,
    position: participant && row.latitude && row.longitude ? { latitude: row.latitude.toNumber(), longitude: row.longitude.toNumber() } : null,
    // Everyone else sees only who is coming: an open trip says nothing about who was asked and said no.
    participants: participant || !row.isPublic ? participants : participants.filter((p) => p.answer === "coming"),
    viewer: { is_creator: standing.isCreator, is_participant: participant, answer: standing.answer },
    catches,
    comments,
  };
}

/** GET /api/trips: the trips the member planned or is invited to, coming (not yet over) and past. */
export async function listMemberTrips({ userId, now = new Date() }: { userId: number; now?: Date }): Promise<TripListsJson> {
  const rows = await db.trip.findMany({
    where: {
      creator: visibleMemberWhere(now),
      OR: [{ creatorId: userId }, { participants: { some: { userId } } }],
    },
    select: {
      id: true,
      name: true,
      place: true,
      startsOn: true,
      endsOn: true,
      isPublic: true,
      creatorId: true,
      participants: { select: { userId: true, answer: true } },
    },
    orderBy: [{ startsOn: "asc" }, { id: "asc" }],
    take: 200,
  });
  const today = todayInSweden(now);
  const items: TripListItemJson[] = rows.map((t) => ({
    id: t.id,
    name: t.name,
    place: t.place,
    starts_on: isoDay(t.startsOn),
    ends_on: isoDay(t.endsOn),
    is_public: t.isPublic,
    is_creator: t.creatorId === userId,
    answer: t.creatorId === userId ? "coming" : (t.participants.find((p) => p.userId === userId)?.answer ?? "invited"),
    coming: 1 + t.participants.filter((p) => p.answer === "coming").length,
  }));
  return { coming: items.filter((t) => t.ends_on >= today), past: items.filter((t) => t.ends_on < today).reverse() };
}

/**
 * GET /api/trips/choices?date=: the trips a catch of that day may join (the member takes part and the day is one of
 * the trip's); without a date, those of the last and next two weeks, for the report form.
 */
export async function listTripChoices({ userId, date, now = new Date() }: { userId: number; date?: string; now?: Date }): Promise<TripChoiceJson[]> {
  const today = todayInSweden(now);
  const from = new Date(`${date ?? addDays(today, -TRIP_LIMITS.daysMax)}T00:00:00Z`);
  const to = new Date(`${date ?? addDays(today, TRIP_LIMITS.daysMax)}T00:00:00Z`);
  const rows = await db.trip.findMany({
    where: {
      startsOn: { lte: to },
      endsOn: { gte: from },
      OR: [{ creatorId: userId }, { participants: { some: { userId, answer: { in: ["coming", "maybe"] } } } }],
    },
    select: { id: true, name: true, startsOn: true, endsOn: true },
    orderBy: [{ startsOn: "desc" }, { id: "desc" }],
    take: 20,
  });
  return rows.map((t) => ({ id: t.id, name: t.name, starts_on: isoDay(t.startsOn), ends_on: isoDay(t.endsOn) }));
}
