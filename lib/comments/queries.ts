// Reading comments. The public list is the same for every viewer (cached with the page it sits on); the API adds
// per viewer whether they may remove each comment. Names go through the privacy policy.
import "server-only";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { isPendingChild, publicDisplayName, type Viewer } from "@/lib/privacy/members";
import {
  COMMENT_PAGE_LIMIT,
  commentMessages,
  type CommentList,
  type CommentThread,
  type PublicComment,
} from "@/lib/comments/schemas";

/** The thread as a Prisma `where`: the report's or the article's comments. */
export function threadWhere(thread: CommentThread) {
  return thread.kind === "report" ? { reportId: thread.id } : { newsId: thread.id };
}

/**
 * Who owns the thread (the report's owner; nobody for an article), or 404 when it cannot be commented: a missing
 * report, one of a child still waiting for consent, a missing or unpublished article.
 */
export async function threadOwner(thread: CommentThread): Promise<number | null> {
  if (thread.kind === "report") {
    const report = await db.report.findUnique({
      where: { id: thread.id },
      select: { userId: true, user: { select: { consentStatus: true } } },
    });
    if (!report || isPendingChild(report.user)) throw notFound(commentMessages.reportMissing);
    return report.userId;
  }
  const article = await db.newsArticle.findFirst({ where: { id: thread.id, published: true }, select: { id: true } });
  if (!article) throw notFound(commentMessages.articleMissing);
  return null;
}

type Row = {
  id: number;
  parentId: number | null;
  body: string;
  deletedAt: Date | null;
  createdAt: Date;
  authorId: number | null;
  author: { id: number; username: string; isAnonymous: boolean; consentStatus: string } | null;
};

function toPublicComment(row: Row): PublicComment {
  const removed = row.deletedAt !== null || row.author === null;
  return {
    id: row.id,
    parent_id: row.parentId,
    author: removed || !row.author ? null : { id: row.author.isAnonymous ? null : row.author.id, name: publicDisplayName(row.author) },
    body: removed ? "" : row.body,
    deleted: removed,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The thread's comments as everyone sees them, oldest first with each reply after its top-level comment; a
 * removed comment appears only while it has replies. Comments of a child still waiting for consent never appear.
 */
export async function listPublicComments(thread: CommentThread): Promise<{ comments: PublicComment[]; authorIds: (number | null)[] }> {
  const rows = await db.comment.findMany({
    where: threadWhere(thread),
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: COMMENT_PAGE_LIMIT,
    select: {
      id: true,
      parentId: true,
      body: true,
      deletedAt: true,
      createdAt: true,
      authorId: true,
      author: { select: { id: true, username: true, isAnonymous: true, consentStatus: true } },
    },
  });
  const visible = rows.filter((row) => !row.author || !isPendingChild(row.author));
  const replies = new Map<number, Row[]>();
  for (const row of visible) {
    if (row.parentId !== null) replies.set(row.parentId, [...(replies.get(row.parentId) ?? []), row]);
  }
  const ordered: Row[] = [];
  for (const row of visible) {
    if (row.parentId !== null) continue;
    const under = replies.get(row.id) ?? [];
    if (row.deletedAt !== null && under.length === 0) continue;
    ordered.push(row, ...under);
  }
  return { comments: ordered.map(toPublicComment), authorIds: ordered.map((row) => (row.deletedAt ? null : row.authorId)) };
}

/** Whether the viewer may remove a comment: its author, the owner of the report it is under, or an admin. */
export function mayDeleteComment(viewer: Viewer, { authorId, threadOwnerId }: { authorId: number | null; threadOwnerId: number | null }): boolean {
  if (viewer === null) return false;
  return viewer.isAdmin || (authorId !== null && authorId === viewer.id) || (threadOwnerId !== null && threadOwnerId === viewer.id);
}

/** GET …/comments: the thread as the viewer may see it, with their right to remove each comment. */
export async function listComments({ viewer, thread }: { viewer: Viewer; thread: CommentThread }): Promise<CommentList> {
  const ownerId = await threadOwner(thread);
  const { comments, authorIds } = await listPublicComments(thread);
  return {
    comments: comments.map((comment, index) => ({
      ...comment,
      can_delete: !comment.deleted && mayDeleteComment(viewer, { authorId: authorIds[index] ?? null, threadOwnerId: ownerId }),
    })),
    total: comments.filter((comment) => !comment.deleted).length,
  };
}
