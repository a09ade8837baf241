// Notifications that other writes cause. Each runs inside the caller's transaction, so a report or a like and
// the notifications about it are stored together or not at all.
import "server-only";
import type { Prisma } from "@/lib/db";

type Tx = Prisma.TransactionClient;

/** The acting member as the recipients may see them (their display name, 'anonym#007' when anonymous). */
export type NotificationActor = { id: number; displayName: string };
export type NotifiedReport = { id: number; fish: string; weight: string };

/** "3.40" → "3.4", "12.00" → "12" */
const formatKg = (weight: string) => String(Number(weight));
const describe = (report: NotifiedReport) => `${report.fish} ${formatKg(report.weight)} kg`;

async function acceptedFriendIds(tx: Tx, memberId: number): Promise<number[]> {
  const friendships = await tx.friendship.findMany({
    where: { status: "ACCEPTED", OR: [{ requesterId: memberId }, { addresseeId: memberId }] },
    select: { requesterId: true, addresseeId: true },
  });
  return [...new Set(friendships.map((f) => (f.requesterId === memberId ? f.addresseeId : f.requesterId)))];
}

/** Tells every accepted friend of the poster about a new report. Returns how many were notified. */
export async function notifyFriendsOfNewReport(
  tx: Tx,
  { poster, report }: { poster: NotificationActor; report: NotifiedReport },
): Promise<number> {
  const friendIds = await acceptedFriendIds(tx, poster.id);
  if (friendIds.length === 0) return 0;
  const message = `${poster.displayName} har lagt upp en ny fångst: ${describe(report)}`;
  const { count } = await tx.notification.createMany({
    data: friendIds.map((userId) => ({ userId, type: "new_report" as const, message, fromUserId: poster.id, relatedId: report.id })),
  });
  return count;
}

/** "9.40" → "9,4 kg", as the personal-best news writes a weight. */
const swedishKg = (weight: string) => `${String(Number(weight)).replace(".", ",")} kg`;

/**
 * Tells every accepted friend of the poster that the catch beat their earlier best of its species:
 * '{namn} slog sitt personbästa på gädda: 9,4 kg' (the display name: 'anonym#007' for an anonymous member).
 */
export async function notifyFriendsOfPersonalBest(
  tx: Tx,
  { poster, report, species }: { poster: NotificationActor; report: NotifiedReport; species: string },
): Promise<number> {
  const friendIds = await acceptedFriendIds(tx, poster.id);
  if (friendIds.length === 0) return 0;
  const message = `${poster.displayName} slog sitt personbästa på ${species.toLowerCase()}: ${swedishKg(report.weight)}`;
  const { count } = await tx.notification.createMany({
    data: friendIds.map((userId) => ({ userId, type: "personal_best" as const, message, fromUserId: poster.id, relatedId: report.id })),
  });
  return count;
}

/**
 * Tells the owner that someone liked their report. Not for liking one's own report, and only once per member
 * and report, so liking, unliking and liking again does not flood the owner.
 */
export async function notifyReportLiked(
  tx: Tx,
  { liker, report }: { liker: NotificationActor; report: NotifiedReport & { ownerId: number } },
): Promise<boolean> {
  if (liker.id === report.ownerId) return false;
  const earlier = await tx.notification.findFirst({
    where: { userId: report.ownerId, type: "report_liked", fromUserId: liker.id, relatedId: report.id },
    select: { id: true },
  });
  if (earlier) return false;
  await tx.notification.create({
    data: {
      userId: report.ownerId,
      type: "report_liked",
      message: `${liker.displayName} gillade din fångst: ${describe(report)}`,
      fromUserId: liker.id,
      relatedId: report.id,
    },
  });
  return true;
}

/** Tells a member that someone wants to be their friend ('matros'). related_id is the friendship. */
export async function notifyFriendRequest(
  tx: Tx,
  { requester, addresseeId, friendshipId }: { requester: NotificationActor; addresseeId: number; friendshipId: number },
): Promise<void> {
  await tx.notification.create({
    data: {
      userId: addresseeId,
      type: "friend_request",
      message: `${requester.displayName} vill bli din matros`,
      fromUserId: requester.id,
      relatedId: friendshipId,
    },
  });
}

/** Tells the member who asked that their request was accepted. related_id is the friendship. */
export async function notifyFriendAccepted(
  tx: Tx,
  { accepter, requesterId, friendshipId }: { accepter: NotificationActor; requesterId: number; friendshipId: number },
): Promise<void> {
  await tx.notification.create({
    data: {
      userId: requesterId,
      type: "friend_accepted",
      message: `${accepter.displayName} accepterade din matros-förfrågan`,
      fromUserId: accepter.id,
      relatedId: friendshipId,
    },
  });
}

/** What a new comment is about, as its notifications name it. */
export type CommentedThread =
  | { kind: "report"; id: number; ownerId: number; report: NotifiedReport }
  | { kind: "news"; id: number; title: string };

/**
 * Tells the report's owner and everyone who commented on the thread before (never the writer themself) about a
 * new comment. A member has at most one unread notification per thread: an older unread one is replaced by the
 * new one, which comes first in their list and rings the bell again. related_id is the report or article.
 */
export async function notifyThreadOfComment(
  tx: Tx,
  { writer, thread, earlierAuthorIds }: { writer: NotificationActor; thread: CommentedThread; earlierAuthorIds: readonly number[] },
): Promise<number> {
  const ownerId = thread.kind === "report" ? thread.ownerId : null;
  const recipients = [...new Set([...(ownerId !== null ? [ownerId] : []), ...earlierAuthorIds])].filter((id) => id !== writer.id);
  if (recipients.length === 0) return 0;
  const type = thread.kind === "report" ? ("report_comment" as const) : ("news_comment" as const);
  await tx.notification.deleteMany({ where: { userId: { in: recipients }, type, relatedId: thread.id, isRead: false } });
  const messageFor = (userId: number) => {
    if (thread.kind === "news") return `${writer.displayName} kommenterade nyheten ”${thread.title}”`;
    return userId === ownerId
      ? `${writer.displayName} kommenterade din fångst: ${describe(thread.report)}`
      : `${writer.displayName} kommenterade en fångst du har kommenterat: ${describe(thread.report)}`;
  };
  const { count } = await tx.notification.createMany({
    data: recipients.map((userId) => ({ userId, type, message: messageFor(userId).slice(0, 300), fromUserId: writer.id, relatedId: thread.id })),
  });
  return count;
}
