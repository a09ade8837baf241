import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/session";
import { notFound } from "@/lib/errors";

export type ReportLikeStatus = { userLiked: boolean; likeCount: number };

/** How many like the report and whether the viewer does (never, for a visitor); 404 when the report is gone. */
export async function getReportLikeStatus({
  viewer,
  reportId,
}: {
  viewer: SessionUser | null;
  reportId: number;
}): Promise<ReportLikeStatus> {
  const report = await db.report.findUnique({
    where: { id: reportId },
    select: {
      _count: { select: { likes: true } },
      likes: viewer ? { where: { userId: viewer.id }, select: { userId: true } } : false,
    },
  });
  if (!report) throw notFound("Rapporten hittades inte");
  return { userLiked: (report.likes?.length ?? 0) > 0, likeCount: report._count.likes };
}
