// Flags on comments, worked through by admins beside the flags on reports: listed with the comment, where it
// was written and its author's place on the moderation ladder; closed without a step, or answered by one.
import "server-only";
import { db, type Prisma } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/session";
import { recordAdminAction } from "@/lib/audit/log";
import { ADMIN_PAGE_SIZE } from "@/lib/validation/pages";
import { conflict, notFound } from "@/lib/errors";
import { articlePath } from "@/lib/news/messages";
import { moderationMessages, proposedStep, type ModerationKind } from "@/lib/moderation/schemas";

export type OpenCommentFlagJson = {
  id: number;
  reason: string;
  created_at: string;
  reporter: { id: number; username: string };
  comment: { id: number; body: string; created_at: string };
  /** where the comment was written: the report or article, with its page's address */
  thread: { kind: "report" | "news"; id: number; title: string; path: string };
  /** the comment's author, with the step the ladder proposes for them next */
  member: { id: number; username: string; earlier_steps: number; proposed: ModerationKind; suspended_until: string | null };
};

const MISSING_AUTHOR = "Borttagen medlem";

/** Open flags on comments still there, oldest first, one page at a time. */
export async function listOpenCommentFlags({ page }: { page: number }) {
  const where = { status: "open", comment: { deletedAt: null, authorId: { not: null } } } satisfies Prisma.CommentFlagWhereInput;
  const [rows, total] = await Promise.all([
    db.commentFlag.findMany({
      where,
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      skip: (page - 1) * ADMIN_PAGE_SIZE,
      take: ADMIN_PAGE_SIZE,
      select: {
        id: true,
        reason: true,
        createdAt: true,
        reporter: { select: { id: true, username: true } },
        comment: {
          select: {
            id: true,
            body: true,
            createdAt: true,
            report: { select: { id: true, fish: true, weight: true } },
            news: { select: { id: true, title: true } },
            author: { select: { id: true, username: true, suspendedUntil: true, _count: { select: { moderationGot: true } } } },
          },
        },
      },
    }),
    db.commentFlag.count({ where }),
  ]);
  const flags: OpenCommentFlagJson[] = rows.map(({ comment, ...row }) => {
    const author = comment.author;
    const steps = author?._count.moderationGot ?? 0;
    return {
      id: row.id,
      reason: row.reason,
      created_at: row.createdAt.toISOString(),
      reporter: row.reporter,
      comment: { id: comment.id, body: comment.body, created_at: comment.createdAt.toISOString() },
      thread: comment.report
        ? {
            kind: "report",
            id: comment.report.id,
            title: `${comment.report.fish} ${String(Number(comment.report.weight)).replace(".", ",")} kg`,
            path: `/reports/${comment.report.id}`,
          }
        : { kind: "news", id: comment.news!.id, title: comment.news!.title, path: articlePath(comment.news!) },
      member: {
        id: author?.id ?? 0,
        username: author?.username ?? MISSING_AUTHOR,
        earlier_steps: steps,
        proposed: proposedStep(steps),
        suspended_until: author?.suspendedUntil?.toISOString() ?? null,
      },
    };
  });
  return { flags, total, page, pageSize: ADMIN_PAGE_SIZE };
}

type Tx = Prisma.TransactionClient;

/** Closes an open comment flag in the caller's transaction; 404 when missing, 409 when already handled. */
export async function closeCommentFlag(tx: Tx, { actor, flagId, status }: { actor: SessionUser; flagId: number; status: "resolved" | "dismissed" }) {
  const { count } = await tx.commentFlag.updateMany({
    where: { id: flagId, status: "open" },
    data: { status, openMarker: null, resolvedById: actor.id, resolvedAt: new Date() },
  });
  if (count === 1) return;
  const exists = await tx.commentFlag.findUnique({ where: { id: flagId }, select: { id: true } });
  throw exists ? conflict(moderationMessages.flagHandled) : notFound(moderationMessages.flagMissing);
}

/** An admin closes a comment flag without a step against anyone. */
export async function decideCommentFlag({ actor, flagId, status }: { actor: SessionUser; flagId: number; status: "resolved" | "dismissed" }) {
  return db.$transaction(async (tx) => {
    await closeCommentFlag(tx, { actor, flagId, status });
    const flag = await tx.commentFlag.findUniqueOrThrow({
      where: { id: flagId },
      select: { id: true, reason: true, comment: { select: { id: true, author: { select: { username: true } } } } },
    });
    await recordAdminAction(tx, {
      admin: actor,
      action: status === "resolved" ? "resolve_flag" : "dismiss_flag",
      details: `Anmälan #${flag.id} om kommentar #${flag.comment.id} av ${flag.comment.author?.username ?? MISSING_AUTHOR}: ${flag.reason}`,
    });
    return { id: flag.id, status };
  });
}
