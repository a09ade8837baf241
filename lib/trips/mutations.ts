// Planning trips and answering them. Each write and the notifications it causes are stored in one transaction.
import "server-only";
import { tripChanged } from "@/lib/cache/invalidate";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/session";
import { AppError, conflict, forbidden, notFound, unauthorized } from "@/lib/errors";
import { isPendingChild, isSuspended, publicDisplayName } from "@/lib/privacy/members";
import { getVisibleTripOrThrow, isoDay, takesPart } from "@/lib/trips/access";
import { todayInSweden } from "@/lib/calendar";
import { TRIP_LIMITS, tripMessages as m, type TripAnswerChoice } from "@/lib/trips/messages";
import { notifyTripAnswered, notifyTripChanged, notifyTripInvited } from "@/lib/trips/notify";
import type { TripInput } from "@/lib/trips/schemas";

const memberSelect = { id: true, username: true, isAnonymous: true, consentStatus: true, suspendedUntil: true } as const;

export async function actingMember(actor: SessionUser) {
  const member = await db.user.findUnique({ where: { id: actor.id }, select: memberSelect });
  if (!member || isPendingChild(member) || isSuspended(member.suspendedUntil)) throw unauthorized();
  return { id: member.id, displayName: publicDisplayName(member) };
}

function planColumns(input: TripInput) {
  return {
    name: input.name,
    place: input.place,
    description: input.description,
    latitude: input.latitude,
    longitude: input.longitude,
    startsOn: new Date(`${input.starts_on}T00:00:00Z`),
    endsOn: new Date(`${input.ends_on}T00:00:00Z`),
    isPublic: input.is_public,
  };
}

/** POST /api/trips: a member plans a trip; they are its first participant and always coming. */
export async function createTrip({ actor, input }: { actor: SessionUser; input: TripInput }): Promise<{ id: number }> {
  const creator = await actingMember(actor);
  const trip = await db.trip.create({ data: { creatorId: creator.id, ...planColumns(input) }, select: { id: true } });
  // Its address may have been asked for before it existed: that 404 is kept until now.
  tripChanged(trip.id);
  return trip;
}

/** PUT /api/trips/{id}: the creator changes the plan; whoever has not said no hears of a change of days, place or text. */
export async function updateTrip({ actor, id, input }: { actor: SessionUser; id: number; input: TripInput }): Promise<{ id: number }> {
  const creator = await actingMember(actor);
  const { row, standing } = await getVisibleTripOrThrow(id, actor);
  if (!standing.isCreator) throw forbidden(m.onlyCreator);
  const columns = planColumns(input);
  const planChanged =
    row.name !== columns.name ||
    row.place !== columns.place ||
    row.description !== columns.description ||
    isoDay(row.startsOn) !== input.starts_on ||
    isoDay(row.endsOn) !== input.ends_on ||
    (row.latitude?.toNumber() ?? null) !== columns.latitude ||
    (row.longitude?.toNumber() ?? null) !== columns.longitude;
  await db.$transaction(async (tx) => {
    // A new first day is a new day before: the reminder is sent again for it.
    const reminder = isoDay(row.startsOn) !== input.starts_on ? { remindedAt: null } : {};
    await tx.trip.update({ where: { id }, data: { ...columns, ...reminder } });
    if (!planChanged) return;
    const recipients = await tx.tripParticipant.findMany({ where: { tripId: id, answer: { not: "not_coming" } }, select: { userId: true } });
    await notifyTripChanged(tx, { trip: { id, name: columns.name }, creator, recipientIds: recipients.map((r) => r.userId) });
  });
  tripChanged(id);
  return { id };
}

/**
 * POST /api/trips/{id}/invitations: the creator invites one of their matroser (accepted friends). Nobody else can be
 * invited: not a stranger, not a child who is not the creator's matros, not a pending child or a suspended member;
 * all of them answer alike, so the form does not reveal who exists.
 */
export async function inviteToTrip({ actor, id, username, now = new Date() }: { actor: SessionUser; id: number; username: string; now?: Date }) {
  const inviter = await actingMember(actor);
  const { row, standing } = await getVisibleTripOrThrow(id, actor);
  if (!standing.isCreator) throw forbidden(m.onlyCreator);
  if (isoDay(row.endsOn) < todayInSweden(now)) throw conflict(m.over);
  const refused = () => new AppError({ code: "VALIDATION_ERROR", message: m.inviteeNotFriend, fields: { username: m.inviteeNotFriend } });
  const invitee = await db.user.findUnique({ where: { usernameKey: username.toLowerCase() }, select: memberSelect });
  if (!invitee || isPendingChild(invitee) || isSuspended(invitee.suspendedUntil, now) || invitee.id === inviter.id) throw refused();
  const friends = await db.friendship.count({
    where: {
      status: "ACCEPTED",
      OR: [
        { requesterId: inviter.id, addresseeId: invitee.id },
        { requesterId: invitee.id, addresseeId: inviter.id },
      ],
    },
  });
  if (friends === 0) throw refused();
  await db.$transaction(async (tx) => {
    const [current, count] = await Promise.all([
      tx.tripParticipant.findUnique({ where: { tripId_userId: { tripId: id, userId: invitee.id } }, select: { answer: true } }),
      tx.tripParticipant.count({ where: { tripId: id } }),
    ]);
    if (current) throw conflict(m.inviteeAlready, { username: m.inviteeAlready });
    if (count >= TRIP_LIMITS.participantsMax) throw conflict(m.full, { username: m.full });
    await tx.tripParticipant.create({ data: { tripId: id, userId: invitee.id } });
    await notifyTripInvited(tx, { trip: { id, name: row.name, startsOn: isoDay(row.startsOn), endsOn: isoDay(row.endsOn) }, inviter, inviteeId: invitee.id });
  });
  return { invited: publicDisplayName(invitee) };
}

/** PUT /api/trips/{id}/answer: an invited matros answers Kommer, Kanske or Kommer inte; the creator is told. */
export async function answerTrip({ actor, id, answer }: { actor: SessionUser; id: number; answer: TripAnswerChoice }) {
  const member = await actingMember(actor);
  const { row, standing } = await getVisibleTripOrThrow(id, actor);
  if (standing.isCreator) throw conflict(m.creatorAnswers);
  if (standing.answer === null) throw notFound(m.noInvitation);
  await db.$transaction(async (tx) => {
    const { count } = await tx.tripParticipant.updateMany({ where: { tripId: id, userId: member.id }, data: { answer, answeredAt: new Date() } });
    if (count === 0) throw notFound(m.noInvitation);
    if (standing.answer !== answer) await notifyTripAnswered(tx, { trip: { id, name: row.name }, creatorId: row.creatorId, member, answer });
  });
  // Who is coming is on the page visitors read.
  tripChanged(id);
  return { answer };
}

/** POST /api/trips/{id}/comments: a participant writes on the trip. */
export async function commentOnTrip({ actor, id, body }: { actor: SessionUser; id: number; body: string }) {
  const author = await actingMember(actor);
  const { standing } = await getVisibleTripOrThrow(id, actor);
  if (!takesPart(standing)) throw forbidden(m.onlyParticipants);
  const comment = await db.tripComment.create({ data: { tripId: id, authorId: author.id, body }, select: { id: true, createdAt: true } });
  return { id: comment.id, created_at: comment.createdAt.toISOString() };
}
