import "server-only";
import { driverRead } from "@/lib/db";
import { isMissingReference } from "@/lib/db-errors";
import type { SessionUser } from "@/lib/auth/session";
import { reportLikesChanged } from "@/lib/cache/invalidate";
import { notFound } from "@/lib/errors";
import type { ReportLikeStatus } from "@/lib/likes/queries";
import { reportLikedMessage } from "@/lib/notifications/mutations";
import { publicDisplayName } from "@/lib/privacy/members";

/** The report a like is about, and whether the liker is shown anonymously: what the owner's notification says. */
const LIKED_REPORT = `
  SELECT r.user_id AS owner_id, r.fish, r.weight::text AS weight, u.is_anonymous AS liker_anonymous
  FROM reports r JOIN users u ON u.id = $2
  WHERE r.id = $1`;

/**
 * The like or its taking back, the owner's notification and the new count, as one statement (so one round trip and
 * atomic by itself): the member's like is deleted if there was one, else inserted; a like that was added notifies
 * the owner unless they liked their own catch or were told of this member's like of it before (liking, unliking
 * and liking again does not flood them); the notification's triggers give it its kind and queue its delivery.
 * Every part reads the snapshot from before the statement, so the count is the earlier count with this change.
 * Times are written as UTC, as Prisma writes and reads these columns, whatever the database's time zone.
 * Two toggles racing each other cannot create a second like: the primary key (report, member) holds one.
 */
const TOGGLE = `
  WITH report AS (SELECT id, user_id FROM reports WHERE id = $1),
  removed AS (DELETE FROM report_likes WHERE report_id = $1 AND user_id = $2 RETURNING 1),
  added AS (
    INSERT INTO report_likes (report_id, user_id, created_at)
    SELECT id, $2, now() AT TIME ZONE 'UTC' FROM report WHERE NOT EXISTS (SELECT 1 FROM removed)
    ON CONFLICT DO NOTHING RETURNING 1
  ),
  notified AS (
    INSERT INTO notifications (user_id, type, message, from_user_id, related_id, created_at)
    SELECT r.user_id, 'report_liked', $3, $2, r.id, now() AT TIME ZONE 'UTC' FROM report r
    WHERE EXISTS (SELECT 1 FROM added) AND r.user_id <> $2
      AND NOT EXISTS (
        SELECT 1 FROM notifications n
        WHERE n.user_id = r.user_id AND n.type = 'report_liked' AND n.from_user_id = $2 AND n.related_id = r.id
      )
    RETURNING 1
  )
  SELECT (SELECT count(*) FROM report)::int AS found,
         (SELECT count(*) FROM removed)::int AS removed,
         (SELECT count(*) FROM added)::int AS added,
         (SELECT count(*) FROM report_likes WHERE report_id = $1)::int AS earlier`;

/**
 * Likes the report, or takes the like back if the member already liked it, and answers the new state. Two round
 * trips on the driver's connections: the report and the liker's name for the notification, then the toggle
 * (docs/performance.md, "A like, a comment and a post"; decision 135 for reading through the driver).
 */
export async function toggleReportLike({ actor, reportId }: { actor: SessionUser; reportId: number }): Promise<ReportLikeStatus> {
  try {
    const [report] = await driverRead<{ owner_id: number; fish: string; weight: string; liker_anonymous: boolean }>(LIKED_REPORT, [reportId, actor.id]);
    if (!report) throw notFound("Rapporten hittades inte");
    const liker = { id: actor.id, displayName: publicDisplayName({ id: actor.id, username: actor.username, isAnonymous: report.liker_anonymous }) };
    const message = reportLikedMessage(liker, { id: reportId, fish: report.fish, weight: report.weight });
    const [toggled] = await driverRead<{ found: number; removed: number; added: number; earlier: number }>(TOGGLE, [reportId, actor.id, message]);
    // The report was deleted between the two.
    if (!toggled || toggled.found === 0) throw notFound("Rapporten hittades inte");
    reportLikesChanged({ reportId, ownerId: report.owner_id });
    return { userLiked: toggled.removed === 0, likeCount: toggled.earlier - toggled.removed + toggled.added };
  } catch (error) {
    // The member was deleted between the session check and the insert.
    if (isMissingReference(error)) throw notFound("Rapporten hittades inte");
    throw error;
  }
}
