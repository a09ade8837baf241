// Creating competitions and taking part in them. Each write and the notifications it causes are stored together;
// the leaderboards it changes expire right after the commit.
import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/session";
import { recordAdminAction } from "@/lib/audit/log";
import { expireTags } from "@/lib/cache/invalidate";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { AppError, conflict, forbidden, notFound, unauthorized } from "@/lib/errors";
import { isPendingChild, publicDisplayName } from "@/lib/privacy/members";
import { competitionMessages as m, RULES_WITH_N } from "@/lib/competitions/messages";
import { competitionPhase } from "@/lib/competitions/period";
import { findCompetition, isoDay, type CompetitionRow } from "@/lib/competitions/rows";
import { notifyInvited, notifyJoined } from "@/lib/competitions/notify";
import type { CompetitionInput } from "@/lib/competitions/schemas";

const actorSelect = { id: true, username: true, isAnonymous: true, consentStatus: true } as const;

async function actingMember(actor: SessionUser) {
  const member = await db.user.findUnique({ where: { id: actor.id }, select: actorSelect });
  if (!member || isPendingChild(member)) throw unauthorized();
  return { id: member.id, displayName: publicDisplayName(member) };
}

async function competitionOrThrow(id: number): Promise<CompetitionRow> {
  const row = await findCompetition(id);
  if (!row) throw notFound(m.notFound);
  return row;
}

const phaseOf = (row: CompetitionRow) => competitionPhase({ startsOn: isoDay(row.startsOn), endsOn: isoDay(row.endsOn) });
/** Joining and inviting close when the period ends. */
const acceptsEntrants = (row: CompetitionRow) => ["upcoming", "running"].includes(phaseOf(row));

export function competitionChanged(id: number, { lists = false }: { lists?: boolean } = {}): void {
  expireTags([CACHE_TAGS.competition(id), ...(lists ? [CACHE_TAGS.competitionLists] : [])]);
}

/** A member creates a competition and is its first participant. Unknown species are a 400 on `species_ids`. */
export async function createCompetition({ actor, input }: { actor: SessionUser; input: CompetitionInput }): Promise<{ id: number }> {
  const speciesIds = [...new Set(input.species_ids ?? [])];
  const created = await db.$transaction(async (tx) => {
    const member = await tx.user.findUnique({ where: { id: actor.id }, select: actorSelect });
    if (!member || isPendingChild(member)) throw unauthorized();
    if (speciesIds.length) {
      const known = await tx.species.count({ where: { id: { in: speciesIds } } });
      if (known !== speciesIds.length) throw new AppError({ code: "VALIDATION_ERROR", message: m.speciesUnknown, fields: { species_ids: m.speciesUnknown } });
    }
    const competition = await tx.competition.create({
      data: {
        creatorId: member.id,
        name: input.name,
        description: input.description,
        speciesIds,
        startsOn: new Date(`${input.starts_on}T00:00:00Z`),
        endsOn: new Date(`${input.ends_on}T00:00:00Z`),
        rule: input.rule,
        topN: RULES_WITH_N.includes(input.rule) ? (input.top_n ?? 1) : 1,
        inviteOnly: input.invite_only,
        photoRequired: input.photo_required,
        participants: { create: { userId: member.id, status: "joined", joinedAt: new Date() } },
      },
      select: { id: true },
    });
    return competition;
  });
  competitionChanged(created.id, { lists: true });
  return created;
}

/** A member joins an open competition, or one they were invited to; the creator is told. */
export async function joinCompetition({ actor, id }: { actor: SessionUser; id: number }): Promise<{ status: "joined" }> {
  const joiner = await actingMember(actor);
  const row = await competitionOrThrow(id);
  await db.$transaction(async (tx) => {
    const current = await tx.competitionParticipant.findUnique({ where: { competitionId_userId: { competitionId: id, userId: joiner.id } }, select: { status: true } });
    if (current?.status === "joined") throw conflict(m.alreadyJoined);
    if (row.inviteOnly && current?.status !== "invited") throw forbidden(m.inviteOnly);
    if (!acceptsEntrants(row)) throw conflict(m.finished);
    await tx.competitionParticipant.upsert({
      where: { competitionId_userId: { competitionId: id, userId: joiner.id } },
      create: { competitionId: id, userId: joiner.id, status: "joined", joinedAt: new Date() },
      update: { status: "joined", joinedAt: new Date() },
    });
    await notifyJoined(tx, { competition: { id, name: row.name }, creatorId: row.creatorId, joiner });
  });
  competitionChanged(id, { lists: true });
  return { status: "joined" };
}

/** The creator invites one of their matroser (accepted friends). A declined invitation may be made again. */
export async function inviteToCompetition({ actor, id, username }: { actor: SessionUser; id: number; username: string }): Promise<{ invited: string }> {
  const inviter = await actingMember(actor);
  const row = await competitionOrThrow(id);
  if (row.creatorId !== inviter.id) throw forbidden(m.onlyCreator);
  if (!acceptsEntrants(row)) throw conflict(m.finished);
  const invitee = await db.user.findUnique({ where: { usernameKey: username.toLowerCase() }, select: actorSelect });
  // An unknown name and a name the inviter may not invite answer alike, so the form does not reveal who exists.
  const unknown = () => new AppError({ code: "VALIDATION_ERROR", message: m.inviteeNotFriend, fields: { username: m.inviteeNotFriend } });
  if (!invitee || isPendingChild(invitee) || invitee.id === inviter.id) throw unknown();
  const friends = await db.friendship.count({
    where: {
      status: "ACCEPTED",
      OR: [
        { requesterId: inviter.id, addresseeId: invitee.id },
        { requesterId: invitee.id, addresseeId: inviter.id },
      ],
    },
  });
  if (friends === 0) throw unknown();
  await db.$transaction(async (tx) => {
    const current = await tx.competitionParticipant.findUnique({ where: { competitionId_userId: { competitionId: id, userId: invitee.id } }, select: { status: true } });
    if (current && current.status !== "declined") throw conflict(m.inviteeAlready, { username: m.inviteeAlready });
    await tx.competitionParticipant.upsert({
      where: { competitionId_userId: { competitionId: id, userId: invitee.id } },
      create: { competitionId: id, userId: invitee.id, status: "invited", invitedById: inviter.id },
      update: { status: "invited", invitedById: inviter.id },
    });
    await notifyInvited(tx, { competition: { id, name: row.name }, inviter, inviteeId: invitee.id });
  });
  return { invited: publicDisplayName(invitee) };
}

/** The invitee accepts (and joins, the creator told) or declines. */
export async function answerInvitation({ actor, id, accept }: { actor: SessionUser; id: number; accept: boolean }): Promise<{ status: "joined" | "declined" }> {
  const member = await actingMember(actor);
  const row = await competitionOrThrow(id);
  await db.$transaction(async (tx) => {
    const { count } = await tx.competitionParticipant.updateMany({
      where: { competitionId: id, userId: member.id, status: "invited" },
      data: accept ? { status: "joined", joinedAt: new Date() } : { status: "declined" },
    });
    if (count === 0) throw notFound(m.noInvitation);
    if (accept && !acceptsEntrants(row)) throw conflict(m.finished);
    if (accept) await notifyJoined(tx, { competition: { id, name: row.name }, creatorId: row.creatorId, joiner: member });
  });
  competitionChanged(id, { lists: true });
  return { status: accept ? "joined" : "declined" };
}

/** Admin only: removes a competition with everything in it, written to the admin log. */
export async function removeCompetition({ actor, id }: { actor: SessionUser; id: number }): Promise<{ id: number }> {
  if (!actor.isAdmin) throw forbidden("Du har inte admin-behörighet", "NOT_ADMIN");
  const removed = await db.$transaction(async (tx) => {
    const row = await tx.competition.findUnique({ where: { id }, select: { id: true, name: true, winnerId: true, creator: { select: { username: true } } } });
    if (!row) throw notFound(m.notFound);
    await tx.competition.delete({ where: { id } });
    await recordAdminAction(tx, {
      admin: actor,
      action: "delete_competition",
      details: `Tävling #${row.id} (${row.name})${row.creator ? ` av ${row.creator.username}` : ""}`,
    });
    return row;
  });
  expireTags([CACHE_TAGS.competition(id), CACHE_TAGS.competitionLists, ...(removed.winnerId ? [CACHE_TAGS.profile(removed.winnerId)] : [])]);
  return { id };
}
