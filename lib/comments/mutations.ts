// Removing and flagging comments (posting one: lib/comments/posting.ts). Every write expires the page the thread
// sits on and the cards that count it.
import "server-only";
import { db, Prisma } from "@/lib/db";
import { isMissingReference, isUniqueViolation } from "@/lib/db-errors";
import type { SessionUser } from "@/lib/auth/session";
import { recordAdminAction } from "@/lib/audit/log";
import { commentsChanged, type CommentThreadRef } from "@/lib/cache/invalidate";
import { AppError, forbidden, notFound } from "@/lib/errors";
import { mayDeleteComment } from "@/lib/comments/queries";
import { commentMessages } from "@/lib/comments/schemas";
import type { FlagInput } from "@/lib/moderation/schemas";

type Tx = Prisma.TransactionClient;

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
