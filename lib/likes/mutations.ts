import "server-only";
import { db } from "@/lib/db";
import { isMissingReference } from "@/lib/db-errors";
import type { SessionUser } from "@/lib/auth/session";
import { reportLikesChanged } from "@/lib/cache/invalidate";
import { notFound, unauthorized } from "@/lib/errors";
import type { ReportLikeStatus } from "@/lib/likes/queries";
import { notifyReportLiked } from "@/lib/notifications/mutations";
import { publicDisplayName } from "@/lib/privacy/members";

/**
 * Likes the report, or takes the like back if the member already liked it, and answers the new state. The
 * like and the owner's notification are stored in one transaction. Two toggles racing each other cannot create
 * a second like: the primary key (report, member) holds one, and the insert skips a duplicate.
 */
export async function toggleReportLike({ actor, reportId }: { actor: SessionUser; reportId: number }): Promise<ReportLikeStatus> {
  try {
    const { ownerId, ...status } = await likeOrUnlike(actor, reportId);
    reportLikesChanged({ reportId, ownerId });
    return status;
  } catch (error) {
    // The report (or the member) was deleted between the check and the insert.
    if (isMissingReference(error)) throw notFound("Rapporten hittades inte");
    throw error;
  }
}

function likeOrUnlike(actor: SessionUser, reportId: number): Promise<ReportLikeStatus & { ownerId: number }> {
  return db.$transaction(async (tx) => {
    const report = await tx.report.findUnique({
      where: { id: reportId },
      select: { id: true, userId: true, fish: true, weight: true },
    });
    if (!report) throw notFound("Rapporten hittades inte");

    const removed = await tx.reportLike.deleteMany({ where: { reportId, userId: actor.id } });
    let userLiked = false;
    if (removed.count === 0) {
      // ON CONFLICT DO NOTHING: unlike a caught P2002, a duplicate does not abort the transaction.
      const added = await tx.reportLike.createMany({ data: [{ reportId, userId: actor.id }], skipDuplicates: true });
      userLiked = true;
      if (added.count === 1) {
        const liker = await tx.user.findUnique({ where: { id: actor.id }, select: { id: true, username: true, isAnonymous: true } });
        if (!liker) throw unauthorized();
        await notifyReportLiked(tx, {
          liker: { id: liker.id, displayName: publicDisplayName(liker) },
          report: { id: report.id, ownerId: report.userId, fish: report.fish, weight: report.weight.toFixed(2) },
        });
      }
    }
    const likeCount = await tx.reportLike.count({ where: { reportId } });
    return { userLiked, likeCount, ownerId: report.userId };
  });
}
