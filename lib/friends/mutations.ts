// Friend requests and friendships ('matroser'). Each write and the notification it causes are stored together.
import "server-only";
import { db, Prisma } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db-errors";
import type { SessionUser } from "@/lib/auth/session";
import { friendRequestsChanged, friendsChanged } from "@/lib/cache/invalidate";
import { badRequest, conflict, forbidden, notFound } from "@/lib/errors";
import { friendMessages } from "@/lib/friends/messages";
import { notifyFriendAccepted, notifyFriendRequest } from "@/lib/notifications/mutations";
import { MEMBERS_ONLY, publicDisplayName } from "@/lib/privacy/members";

type Tx = Prisma.TransactionClient;

const ACTOR_SELECT = { id: true, username: true, isAnonymous: true } as const;

/**
 * Asks `userId` to become the actor's friend. Not to oneself, not to a child still waiting for consent (404, as
 * for an unknown id), not twice. When `userId` has already asked the actor, this accepts their request instead.
 */
export async function sendFriendRequest({
  actor,
  userId,
}: {
  actor: SessionUser;
  userId: number;
}): Promise<{ status: "sent" | "accepted"; message: string }> {
  if (actor.id === userId) throw badRequest(friendMessages.toSelf, undefined, "FRIEND_SELF");
  try {
    const result = await db.$transaction(async (tx) => {
      const target = await tx.user.findFirst({ where: { id: userId, ...MEMBERS_ONLY }, select: { id: true } });
      if (!target) throw notFound(friendMessages.userNotFound);
      const existing = await tx.friendship.findFirst({
        where: {
          OR: [
            { requesterId: actor.id, addresseeId: userId },
            { requesterId: userId, addresseeId: actor.id },
          ],
        },
        select: { id: true, status: true, requesterId: true },
      });
      if (existing?.status === "ACCEPTED") throw conflict(friendMessages.alreadyFriends);
      if (existing && existing.requesterId === actor.id) throw conflict(friendMessages.alreadySent);
      if (existing) {
        await acceptInside(tx, actor, existing.id, userId);
        return { status: "accepted" as const, message: friendMessages.accepted };
      }
      const friendship = await tx.friendship.create({
        data: { requesterId: actor.id, addresseeId: userId },
        select: { id: true },
      });
      const requester = await tx.user.findUniqueOrThrow({ where: { id: actor.id }, select: ACTOR_SELECT });
      await notifyFriendRequest(tx, {
        requester: { id: requester.id, displayName: publicDisplayName(requester) },
        addresseeId: userId,
        friendshipId: friendship.id,
      });
      return { status: "sent" as const, message: friendMessages.sent };
    });
    if (result.status === "accepted") friendsChanged([actor.id, userId]);
    else friendRequestsChanged([actor.id, userId]);
    return result;
  } catch (error) {
    // Two requests racing each other: the unique pair keeps one, the other is told it is already sent.
    if (isUniqueViolation(error)) throw conflict(friendMessages.alreadySent);
    throw error;
  }
}

/** The addressee accepts a pending request; the requester is told. The requester gets 403, anyone else 404. */
export async function acceptFriendRequest({ actor, friendshipId }: { actor: SessionUser; friendshipId: number }): Promise<{ message: string }> {
  const requesterId = await db.$transaction(async (tx) => {
    const request = await pendingRequestFor(tx, actor, friendshipId);
    await acceptInside(tx, actor, request.id, request.requesterId);
    return request.requesterId;
  });
  friendsChanged([actor.id, requesterId]);
  return { message: friendMessages.accepted };
}

/**
 * The addressee declines a pending request: it is removed quietly (the requester is not told, and may ask again
 * later), together with the notification about it.
 */
export async function declineFriendRequest({ actor, friendshipId }: { actor: SessionUser; friendshipId: number }): Promise<{ message: string }> {
  const requesterId = await db.$transaction(async (tx) => {
    const request = await pendingRequestFor(tx, actor, friendshipId);
    await tx.friendship.delete({ where: { id: request.id } });
    await tx.notification.deleteMany({ where: { userId: actor.id, type: "friend_request", relatedId: request.id } });
    return request.requesterId;
  });
  friendRequestsChanged([actor.id, requesterId]);
  return { message: friendMessages.declined };
}

/**
 * Ends a friendship with `userId`, or takes back a request the actor sent them. Nobody is told. 404 when there is
 * nothing between them.
 */
export async function removeFriend({ actor, userId }: { actor: SessionUser; userId: number }): Promise<{ message: string }> {
  const removed = await db.$transaction(async (tx) => {
    const row = await tx.friendship.findFirst({
      where: {
        OR: [
          { requesterId: actor.id, addresseeId: userId },
          { requesterId: userId, addresseeId: actor.id, status: "ACCEPTED" },
        ],
      },
      select: { id: true, status: true },
    });
    if (!row) throw notFound(friendMessages.notFriends);
    await tx.friendship.delete({ where: { id: row.id } });
    if (row.status === "PENDING") {
      await tx.notification.deleteMany({ where: { userId, type: "friend_request", relatedId: row.id } });
    }
    return row;
  });
  if (removed.status === "ACCEPTED") friendsChanged([actor.id, userId]);
  else friendRequestsChanged([actor.id, userId]);
  return { message: friendMessages.removed };
}

async function pendingRequestFor(tx: Tx, actor: SessionUser, friendshipId: number) {
  const request = await tx.friendship.findUnique({
    where: { id: friendshipId },
    select: { id: true, status: true, requesterId: true, addresseeId: true },
  });
  if (!request || request.status !== "PENDING") throw notFound(friendMessages.requestNotFound);
  if (request.addresseeId !== actor.id) {
    if (request.requesterId === actor.id) throw forbidden(friendMessages.onlyAddressee);
    throw notFound(friendMessages.requestNotFound);
  }
  return request;
}

async function acceptInside(tx: Tx, actor: SessionUser, friendshipId: number, requesterId: number): Promise<void> {
  // updateMany with the status in the filter: a second accept racing this one changes nothing and is a 404.
  const { count } = await tx.friendship.updateMany({
    where: { id: friendshipId, status: "PENDING" },
    data: { status: "ACCEPTED", acceptedAt: new Date() },
  });
  if (count !== 1) throw notFound(friendMessages.requestNotFound);
  await tx.notification.updateMany({
    where: { userId: actor.id, type: "friend_request", relatedId: friendshipId },
    data: { isRead: true },
  });
  const accepter = await tx.user.findUniqueOrThrow({ where: { id: actor.id }, select: ACTOR_SELECT });
  await notifyFriendAccepted(tx, {
    accepter: { id: accepter.id, displayName: publicDisplayName(accepter) },
    requesterId,
    friendshipId,
  });
}
