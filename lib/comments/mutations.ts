// Writing comments: posting (with the thread's notifications, in one transaction), removing and flagging. Every
// write expires the page the thread sits on and the cards that count it.
import "server-only";
import { db, Prisma } from "@/lib/db";
import { isMissingReference, isUniqueViolation } from "@/lib/db-errors";
import type { SessionUser } from "@/lib/auth/session";
import { recordAdminAction } from "@/lib/audit/log";
import { commentsChanged, type CommentThreadRef } from "@/lib/cache/invalidate";
import { AppError, badRequest, forbidden, notFound, unauthorized } from "@/lib/errors";
import { notifyThreadOfComment, type CommentedThread } from "@/lib/notifications/mutations";
import { isPendingChild, publicDisplayName } from "@/lib/privacy/members";
import { mayDeleteComment, threadWhere } from "@/lib/comments/queries";
import { commentMessages, type CommentInput, type CommentThread, type PublicComment } from "@/lib/comments/schemas";
import type { FlagInput } from "@/lib/moderation/schemas";

type Tx = Prisma.TransactionClient;

/** The thread with what its notifications say, or 404 when it cannot be commented. */
async function loadThread(tx: Tx, thread: CommentThread): Promise<CommentedThread> {
  if (thread.kind === "report") {
    const report = await tx.report.findUnique({
      where: { id: thread.id },
      select: { id: true, userId: true, fish: true, weight: true, user: { select: { consentStatus: true } } },
    });
    if (!report || isPendingChild(report.user)) throw notFound(commentMessages.reportMissing);
    return { kind: "report", id: report.id, ownerId: report.userId, report: { id: report.id, fish: report.fish, weight: report.weight.toFixed(2) } };
  }
  const article = await tx.newsArticle.findFirst({ where: { id: thread.id, published: true }, select: { id: true, title: true } });
  if (!article) throw notFound(commentMessages.articleMissing);
  return { kind: "news", id: article.id, title: article.title };
}

const cacheRef = (thread: CommentedThread): CommentThreadRef =>
  thread.kind === "report" ? { kind: "report", id: thread.id, ownerId: thread.ownerId } : { kind: "news", id: thread.id };

/**
 * Posts a comment, or a reply to a top-level comment of the same thread (a reply to a reply joins its top-level
 * comment, so threads stay one level deep). The comment and its notifications are stored together.
 */
export async function postComment({ actor, thread, input }: { actor: SessionUser; thread: CommentThread; input: CommentInput }) {
  const { comment, commented } = await db.$transaction(async (tx) => {
    const commented = await loadThread(tx, thread);
    const writer = await tx.user.findUnique({ where: { id: actor.id }, select: { id: true, username: true, isAnonymous: true } });
    if (!writer) throw unauthorized();

    let parentId: number | null = null;
    if (input.parent_id) {
      const parent = await tx.comment.findFirst({
        where: { id: input.parent_id, ...threadWhere(thread) },
        select: { id: true, parentId: true },
      });
      if (!parent) throw badRequest(commentMessages.parent, { parent_id: commentMessages.parent }, "VALIDATION_ERROR");
      parentId = parent.parentId ?? parent.id;
    }

    const earlier = await tx.comment.findMany({
      where: { ...threadWhere(thread), deletedAt: null, authorId: { not: null } },
      distinct: ["authorId"],
      select: { authorId: true },
    });
    const row = await tx.comment.create({
      data: { ...threadWhere(thread), authorId: writer.id, parentId, body: input.body },
      select: { id: true, parentId: true, body: true, createdAt: true },
    });
    await notifyThreadOfComment(tx, {
      writer: { id: writer.id, displayName: publicDisplayName(writer) },
      thread: commented,
      earlierAuthorIds: earlier.map((e) => e.authorId!),
    });
    const comment: PublicComment & { can_delete: boolean } = {
      id: row.id,
      parent_id: row.parentId,
      author: { id: writer.isAnonymous ? null : writer.id, name: publicDisplayName(writer) },
      body: row.body,
      deleted: false,
      created_at: row.createdAt.toISOString(),
      can_delete: true,
    };
    return { comment, commented };
  }).catch((error: unknown) => {
    // The report, the article or the comment answered was removed between the checks and the insert.
    if (isMissingReference(error)) {
      throw input.parent_id
        ? badRequest(commentMessages.parent, { parent_id: commentMessages.parent }, "VALIDATION_ERROR")
        : notFound(thread.kind === "report" ? commentMessages.reportMissing : commentMessages.articleMissing);
    }
    throw error;
  });
  commentsChanged([cacheRef(commented)]);
  return { comment };
}

/**
 * Removes a comment: its author, the owner of the report it is under, or an admin (logged when it is someone
 * else's). A top-level comment with replies stays as an empty, authorless row so the replies read on; a reply
 * that was the last under such a row takes the row with it. Its open flags are closed as resolved.
 */
export async function deleteComment({ actor, commentId }: { actor: SessionUser; commentId: number }) {
  const thread = await db.$transaction(async (tx) => {
    // Locked, so a reply posted meanwhile cannot be cascaded away with a parent that looked reply-less.
    const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM comments WHERE id = ${commentId} AND deleted_at IS NULL FOR UPDATE`;
    if (!locked) throw notFound(commentMessages.missing);
    const comment = await tx.comment.findUniqueOrThrow({
      where: { id: commentId },
      select: {
        id: true,
        body: true,
        parentId: true,
        authorId: true,
        reportId: true,
        newsId: true,
        author: { select: { username: true } },
        report: { select: { userId: true } },
        _count: { select: { replies: true } },
      },
    });
    const threadOwnerId = comment.report?.userId ?? null;
    if (!mayDeleteComment(actor, { authorId: comment.authorId, threadOwnerId })) throw forbidden(commentMessages.mayNotDelete);

    if (comment._count.replies > 0) {
      await tx.comment.update({ where: { id: comment.id }, data: { body: "", deletedAt: new Date(), authorId: null } });
      await tx.commentFlag.updateMany({
        where: { commentId: comment.id, status: "open" },
        data: { status: "resolved", openMarker: null, resolvedById: actor.id, resolvedAt: new Date() },
      });
    } else {
      await tx.comment.delete({ where: { id: comment.id } });
      if (comment.parentId !== null) {
        await tx.comment.deleteMany({ where: { id: comment.parentId, deletedAt: { not: null }, replies: { none: {} } } });
      }
    }

    if (actor.isAdmin && comment.authorId !== actor.id) {
      const where = comment.reportId !== null ? `rapport #${comment.reportId}` : `nyhet #${comment.newsId}`;
      await recordAdminAction(tx, {
        admin: actor,
        action: "delete_comment",
        details: `Kommentar #${comment.id} av ${comment.author?.username ?? "borttagen medlem"} på ${where}: ${comment.body.slice(0, 200)}`,
      });
    }
    return comment.reportId !== null
      ? ({ kind: "report", id: comment.reportId, ownerId: threadOwnerId } as const)
      : ({ kind: "news", id: comment.newsId! } as const);
  });
  commentsChanged([thread]);
  return { id: commentId, message: commentMessages.deleted };
}

/**
 * Removes everything a member wrote, inside the transaction that deletes the member: their replies and their
 * reply-less comments go, a comment others answered stays empty for its replies. Answers the threads touched.
 */
export async function removeMemberComments(tx: Tx, memberId: number): Promise<CommentThreadRef[]> {
  const own = await tx.comment.findMany({
    where: { authorId: memberId, deletedAt: null },
    select: { id: true, parentId: true, reportId: true, newsId: true, report: { select: { userId: true } }, _count: { select: { replies: true } } },
  });
  if (own.length === 0) return [];
  const keep = own.filter((c) => c.parentId === null && c._count.replies > 0).map((c) => c.id);
  await tx.comment.updateMany({ where: { id: { in: keep } }, data: { body: "", deletedAt: new Date(), authorId: null } });
  await tx.comment.deleteMany({ where: { authorId: memberId } });
  // Parents left empty by the replies just removed, and kept rows whose replies were all the member's own.
  const parents = [...new Set([...own.map((c) => c.parentId).filter((id): id is number => id !== null), ...keep])];
  await tx.comment.deleteMany({ where: { id: { in: parents }, deletedAt: { not: null }, replies: { none: {} } } });
  const seen = new Set<string>();
  return own.flatMap((c): CommentThreadRef[] => {
    const ref: CommentThreadRef =
      c.reportId !== null ? { kind: "report", id: c.reportId, ownerId: c.report?.userId ?? null } : { kind: "news", id: c.newsId! };
    const key = `${ref.kind}:${ref.id}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [ref];
  });
}

/** A member flags a comment ('Anmäl'): one open flag per member and comment (409), never their own (403). */
export async function flagComment({ actor, commentId, input }: { actor: SessionUser; commentId: number; input: FlagInput }) {
  const comment = await db.comment.findFirst({ where: { id: commentId, deletedAt: null }, select: { id: true, authorId: true } });
  if (!comment) throw notFound(commentMessages.missing);
  if (comment.authorId === actor.id) throw forbidden(commentMessages.ownComment, "OWN_COMMENT");
  try {
    const flag = await db.commentFlag.create({ data: { commentId, reporterId: actor.id, reason: input.reason }, select: { id: true } });
    return { id: flag.id, message: commentMessages.flagged };
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError({ code: "ALREADY_FLAGGED", message: commentMessages.alreadyFlagged });
    }
    if (isMissingReference(error)) throw notFound(commentMessages.missing);
    throw error;
  }
}
