// The notifications competitions cause, written inside the caller's transaction like every other kind
// (lib/notifications/mutations.ts). related_id is always the competition, so each leads to /tavlingar/{id}.
import "server-only";
import type { Prisma } from "@/lib/db";
import { COMPETITION_LIMITS } from "@/lib/competitions/messages";

type Tx = Prisma.TransactionClient;
type Named = { id: number; name: string };

export async function notifyInvited(tx: Tx, { competition, inviter, inviteeId }: { competition: Named; inviter: { id: number; displayName: string }; inviteeId: number }) {
  await tx.notification.create({
    data: {
      userId: inviteeId,
      type: "competition_invited",
      message: `${inviter.displayName} bjuder in dig till tävlingen ${competition.name}`,
      fromUserId: inviter.id,
      relatedId: competition.id,
    },
  });
}

export async function notifyJoined(tx: Tx, { competition, creatorId, joiner }: { competition: Named; creatorId: number | null; joiner: { id: number; displayName: string } }) {
  if (creatorId === null || creatorId === joiner.id) return;
  await tx.notification.create({
    data: {
      userId: creatorId,
      type: "competition_joined",
      message: `${joiner.displayName} är med i tävlingen ${competition.name}`,
      fromUserId: joiner.id,
      relatedId: competition.id,
    },
  });
}

export async function notifyDisqualified(tx: Tx, { competition, ownerId, fish, reason }: { competition: Named; ownerId: number; fish: string; reason: string }) {
  await tx.notification.create({
    data: {
      userId: ownerId,
      type: "competition_disqualified",
      message: `Din fångst (${fish}) räknas inte längre i ${competition.name}: ${reason}`.slice(0, 300),
      relatedId: competition.id,
    },
  });
}

/** Everyone who took part hears the result; the winner is named by their public name. */
export async function notifyEnded(tx: Tx, { competition, participantIds, winnerName }: { competition: Named; participantIds: number[]; winnerName: string | null }) {
  if (participantIds.length === 0) return;
  const message = winnerName
    ? `Tävlingen ${competition.name} är avgjord. Vinnare: ${winnerName}`
    : `Tävlingen ${competition.name} är avgjord utan någon fångst som räknas`;
  await tx.notification.createMany({
    data: participantIds.map((userId) => ({ userId, type: "competition_ended" as const, message: message.slice(0, 300), relatedId: competition.id })),
  });
}

/**
 * Tells a member they took or lost the lead, unless they already heard about this competition's lead within the
 * hour: a tight race would otherwise flood them.
 */
export async function notifyLead(tx: Tx, { competition, memberId, took, now }: { competition: Named; memberId: number; took: boolean; now: Date }) {
  const since = new Date(now.getTime() - COMPETITION_LIMITS.leadNoticeMinutes * 60_000);
  const recent = await tx.notification.findFirst({
    where: { userId: memberId, type: "competition_lead", relatedId: competition.id, createdAt: { gt: since } },
    select: { id: true },
  });
  if (recent) return false;
  await tx.notification.create({
    data: {
      userId: memberId,
      type: "competition_lead",
      message: took ? `Du leder nu tävlingen ${competition.name}` : `Du har tappat ledningen i tävlingen ${competition.name}`,
      relatedId: competition.id,
      createdAt: now,
    },
  });
  return true;
}
