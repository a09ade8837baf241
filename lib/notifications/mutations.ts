// Notifications that other writes cause. Each runs inside the caller's transaction, so a report or a like and
// the notifications about it are stored together or not at all.
import "server-only";
import { Prisma } from "@/lib/db";
import { matroserSql } from "@/lib/matroser";

const sql = Prisma.sql;

type Tx = Prisma.TransactionClient;

/** The acting member as the recipients may see them (their display name, 'anonym#007' when anonymous). */
export type NotificationActor = { id: number; displayName: string };
export type NotifiedReport = { id: number; fish: string; weight: string };

/** "3.40" → "3.4", "12.00" → "12" */
const formatKg = (weight: string) => String(Number(weight));
const describe = (report: Pick<NotifiedReport, "fish" | "weight">) => `${report.fish} ${formatKg(report.weight)} kg`;

/** "9.40" → "9,4 kg", as the personal-best news writes a weight. */
const swedishKg = (weight: string) => `${String(Number(weight)).replace(".", ",")} kg`;

/**
 * Tells every accepted friend of the poster about a new catch ('{namn} har lagt upp en ny fångst: gädda 9.4 kg')
 * and, when it beat the poster's earlier best of its species, about that too ('{namn} slog sitt personbästa på
 * gädda: 9,4 kg'), as a part of the post's own statement (lib/reports/posting.ts): `reportId` is SQL naming the new
 * report's id. Friends are read where the rows are written, so it is one part whatever their number. The display
 * name is 'anonym#007' for an anonymous member. Times are written as UTC, as Prisma writes these columns.
 */
export function friendsOfCatchNotificationsSql(
  { poster, report, beatBestOf }: { poster: NotificationActor; report: Omit<NotifiedReport, "id">; beatBestOf: string | null },
  reportId: Prisma.Sql,
): Prisma.Sql {
  const news = `${poster.displayName} har lagt upp en ny fångst: ${describe(report)}`;
  const best = beatBestOf === null ? null : `${poster.displayName} slog sitt personbästa på ${beatBestOf.toLowerCase()}: ${swedishKg(report.weight)}`;
  return sql`
    INSERT INTO notifications (user_id, type, message, from_user_id, related_id, created_at)
    SELECT f.id, m.type::"NotificationType", m.message, ${poster.id}::int, ${reportId}, now() AT TIME ZONE 'UTC'
    FROM (${matroserSql(sql`${poster.id}::int`)}) f
    CROSS JOIN (VALUES (1, 'new_report', ${news}::text), (2, 'personal_best', ${best}::text)) AS m(ord, type, message)
    WHERE m.message IS NOT NULL
    ORDER BY m.ord, f.id`;
}

/**
 * What the owner is told when someone likes their report. The like itself writes it, in the same statement
 * (lib/likes/mutations.ts): not for liking one's own report, and only once per member and report.
 */
export function reportLikedMessage(liker: NotificationActor, report: NotifiedReport): string {
  return `${liker.displayName} gillade din fångst: ${describe(report)}`;
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
 * Who is told of a new comment, and what: the report's owner and everyone who commented on the thread before (never
 * the writer themself). The comment's own statement stores them (lib/comments/mutations.ts) and first removes an
 * older unread one per member and thread, so the new one comes first in their list and rings the bell again.
 * related_id is the report or article.
 */
export function commentNotifications({
  writer,
  thread,
  earlierAuthorIds,
}: {
  writer: NotificationActor;
  thread: CommentedThread;
  earlierAuthorIds: readonly number[];
}): { type: "report_comment" | "news_comment"; recipients: number[]; messages: string[] } {
  const ownerId = thread.kind === "report" ? thread.ownerId : null;
  const recipients = [...new Set([...(ownerId !== null ? [ownerId] : []), ...earlierAuthorIds])].filter((id) => id !== writer.id);
  const messageFor = (userId: number) => {
    if (thread.kind === "news") return `${writer.displayName} kommenterade nyheten ”${thread.title}”`;
    return userId === ownerId
      ? `${writer.displayName} kommenterade din fångst: ${describe(thread.report)}`
      : `${writer.displayName} kommenterade en fångst du har kommenterat: ${describe(thread.report)}`;
  };
  return {
    type: thread.kind === "report" ? "report_comment" : "news_comment",
    recipients,
    messages: recipients.map((userId) => messageFor(userId).slice(0, 300)),
  };
}
