// Posting a comment, or a reply to a top-level comment of the same thread, in two round trips on the driver's
// connections (docs/performance.md, "A like, a comment and a post"): one read of everything the comment and its
// notifications need, then one statement that stores the comment and the thread's notifications together.
import "server-only";
import { driverRead, isoText, Prisma } from "@/lib/db";
import { isMissingReference } from "@/lib/db-errors";
import type { SessionUser } from "@/lib/auth/session";
import { commentsChanged } from "@/lib/cache/invalidate";
import { badRequest, notFound, unauthorized } from "@/lib/errors";
import { commentNotifications, type CommentedThread } from "@/lib/notifications/mutations";
import { isPendingChild, publicDisplayName } from "@/lib/privacy/members";
import { commentMessages, type CommentInput, type CommentThread, type PublicComment } from "@/lib/comments/schemas";

/** The thread's column in `comments`, by kind: a fixed name, never anything a client sent. */
const THREAD_COLUMN = { report: "report_id", news: "news_id" } as const;

type Context = {
  writer_anonymous: boolean;
  owner_id: number | null;
  fish: string | null;
  weight: string | null;
  owner_consent: string | null;
  title: string | null;
  parent: number | null;
  parent_parent: number | null;
  earlier: number[];
};

/**
 * The writer, the thread (a report with its owner, or a published article), the comment answered if any (of this
 * thread only) and who commented on the thread before, in one read.
 */
const contextSql = (column: string) => `
  SELECT w.is_anonymous AS writer_anonymous,
         r.user_id AS owner_id, r.fish, r.weight::text AS weight, o.consent_status::text AS owner_consent,
         a.title,
         p.id AS parent, p.parent_id AS parent_parent,
         ARRAY(SELECT DISTINCT c.author_id FROM comments c
               WHERE c.${column} = $2 AND c.deleted_at IS NULL AND c.author_id IS NOT NULL) AS earlier
  FROM users w
  LEFT JOIN reports r ON $3 = 'report' AND r.id = $2
  LEFT JOIN users o ON o.id = r.user_id
  LEFT JOIN news_articles a ON $3 = 'news' AND a.id = $2 AND a.published
  LEFT JOIN comments p ON p.id = $4 AND p.${column} = $2
  WHERE w.id = $1`;

/**
 * The comment and its notifications as one statement (atomic by itself): an older unread notification of the same
 * thread is removed for each recipient, and the new ones are stored only with the comment. Its time is written as
 * UTC, as Prisma writes and reads this column; the answer carries it as ISO text.
 */
const postSql = (column: string) => `
  WITH comment AS (
    INSERT INTO comments (${column}, author_id, parent_id, body, created_at)
    VALUES ($1, $2, $3, $4, now() AT TIME ZONE 'UTC')
    RETURNING id, parent_id, body, created_at
  ),
  cleared AS (
    DELETE FROM notifications
    WHERE user_id = ANY ($5::int[]) AND type = $6::"NotificationType" AND related_id = $1 AND NOT is_read
      AND EXISTS (SELECT 1 FROM comment)
  ),
  notified AS (
    INSERT INTO notifications (user_id, type, message, from_user_id, related_id, created_at)
    SELECT t.user_id, $6::"NotificationType", t.message, $2, $1, now() AT TIME ZONE 'UTC'
    FROM comment, unnest($5::int[], $7::text[]) AS t(user_id, message)
  )
  SELECT id, parent_id, body, ${isoText(Prisma.raw("created_at")).sql} AS created_at FROM comment`;

const missingThread = (thread: CommentThread) => notFound(thread.kind === "report" ? commentMessages.reportMissing : commentMessages.articleMissing);

/** The thread as its notifications name it, or 404 when it cannot be commented (gone, unpublished, a pending child's). */
function threadOf(thread: CommentThread, context: Context): CommentedThread {
  if (thread.kind === "report") {
    if (context.owner_id === null || isPendingChild({ consentStatus: context.owner_consent ?? "" })) throw missingThread(thread);
    return { kind: "report", id: thread.id, ownerId: context.owner_id, report: { id: thread.id, fish: context.fish ?? "", weight: context.weight ?? "0" } };
  }
  if (context.title === null) throw missingThread(thread);
  return { kind: "news", id: thread.id, title: context.title };
}

/**
 * Posts a comment, or a reply to a top-level comment of the same thread (a reply to a reply joins its top-level
 * comment, so threads stay one level deep). The comment and its notifications are stored together.
 */
export async function postComment({ actor, thread, input }: { actor: SessionUser; thread: CommentThread; input: CommentInput }) {
  const column = THREAD_COLUMN[thread.kind];
  const parentRefused = () => badRequest(commentMessages.parent, { parent_id: commentMessages.parent }, "VALIDATION_ERROR");
  const [context] = await driverRead<Context>(contextSql(column), [actor.id, thread.id, thread.kind, input.parent_id ?? null]);
  // The session was checked a moment ago; a member deleted since is no session any more.
  if (!context) throw unauthorized();
  const commented = threadOf(thread, context);
  if (input.parent_id && context.parent === null) throw parentRefused();
  const parentId = input.parent_id ? (context.parent_parent ?? context.parent) : null;

  const writer = { id: actor.id, displayName: publicDisplayName({ id: actor.id, username: actor.username, isAnonymous: context.writer_anonymous }) };
  const notifications = commentNotifications({ writer, thread: commented, earlierAuthorIds: context.earlier });
  let row: { id: number; parent_id: number | null; body: string; created_at: string } | undefined;
  try {
    [row] = await driverRead<NonNullable<typeof row>>(postSql(column), [
      thread.id, actor.id, parentId, input.body, notifications.recipients, notifications.type, notifications.messages,
    ]);
  } catch (error) {
    // The report, the article or the comment answered was removed between the read and the insert.
    if (isMissingReference(error)) throw input.parent_id ? parentRefused() : missingThread(thread);
    throw error;
  }
  if (!row) throw new Error("The comment's insert answered no row");
  commentsChanged([thread.kind === "report" ? { kind: "report", id: thread.id, ownerId: commented.kind === "report" ? commented.ownerId : null } : { kind: "news", id: thread.id }]);
  const comment: PublicComment & { can_delete: boolean } = {
    id: row.id,
    parent_id: row.parent_id,
    author: { id: context.writer_anonymous ? null : actor.id, name: writer.displayName },
    body: row.body,
    deleted: false,
    created_at: row.created_at,
    can_delete: true,
  };
  return { comment };
}
