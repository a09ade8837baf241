// Removing a member for good: by their own choice (settings) or by an admin (the admin panel). One transaction
// removes the account, their comments (lib/comments) and, by cascade, their reports, likes, friendships,
// notifications, sessions, consent record, reset links and report idempotency keys; their photos go from storage
// once it has committed, and every cached page that showed them is expired.
import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/session";
import { recordAdminAction } from "@/lib/audit/log";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { commentsChanged, expireTags, publicTripsOf } from "@/lib/cache/invalidate";
import { forbidden, notFound } from "@/lib/errors";
import { removeStoredFiles } from "@/lib/storage";
import { removeMemberComments } from "@/lib/comments/mutations";

export type DeletedAccount = { id: number; username: string };

/**
 * Deletes the member `memberId`. The member themself may; an admin may delete anyone else (the admin routes
 * refuse an admin deleting themself before calling this). Anyone else gets 403, a missing member 404.
 */
export async function deleteAccount({ actor, memberId }: { actor: SessionUser; memberId: number }): Promise<DeletedAccount> {
  const own = actor.id === memberId;
  if (!own && !actor.isAdmin) throw forbidden("Du kan bara ta bort ditt eget konto");

  const removed = await db.$transaction(async (tx) => {
    const member = await tx.user.findUnique({
      where: { id: memberId },
      select: { id: true, username: true, profileImage: true },
    });
    if (!member) throw notFound("Användaren hittades inte");
    // What the cascade is about to take with it, read in the same transaction so nothing posted meanwhile is missed.
    const [reports, likedReports, friendships, articles, trips] = await Promise.all([
      tx.report.findMany({ where: { userId: memberId }, select: { id: true, image: true } }),
      tx.reportLike.findMany({ where: { userId: memberId }, select: { reportId: true, report: { select: { userId: true } } } }),
      tx.friendship.findMany({
        where: { OR: [{ requesterId: memberId }, { addresseeId: memberId }] },
        select: { requesterId: true, addresseeId: true },
      }),
      tx.newsArticle.findMany({ where: { authorId: memberId }, select: { id: true } }),
      // The public trips they planned (gone with them), were asked to or caught something on.
      publicTripsOf(memberId, tx),
    ]);
    const commented = await removeMemberComments(tx, memberId);
    await tx.user.delete({ where: { id: memberId } });
    if (!own) {
      await recordAdminAction(tx, {
        admin: actor,
        action: "delete_user",
        details: `${member.username} (#${member.id}) med ${reports.length} rapporter`,
      });
    }
    return { member, reports, likedReports, friendships, articles, commented, trips };
  });

  const { member, reports, likedReports, friendships, articles, commented, trips } = removed;
  commentsChanged(commented);
  expireTags([
    CACHE_TAGS.home,
    CACHE_TAGS.reportLists,
    CACHE_TAGS.feeds,
    CACHE_TAGS.profile(memberId),
    ...reports.map((report) => CACHE_TAGS.report(report.id)),
    ...likedReports.flatMap((like) => [CACHE_TAGS.report(like.reportId), CACHE_TAGS.profile(like.report.userId)]),
    ...friendships.map((f) => CACHE_TAGS.profile(f.requesterId === memberId ? f.addresseeId : f.requesterId)),
    ...(articles.length ? [CACHE_TAGS.news, ...articles.map((article) => CACHE_TAGS.newsArticle(article.id))] : []),
    ...trips.map(CACHE_TAGS.trip),
  ]);

  await removeStoredFiles("reports", reports.map((report) => report.image));
  await removeStoredFiles("profiles", [member.profileImage]);
  return { id: member.id, username: member.username };
}
