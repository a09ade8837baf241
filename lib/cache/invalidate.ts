// What each kind of write makes stale. Called by the domain mutations after their transaction commits, before
// anything else that could throw, so a saved change is never left behind a stale page.
import "server-only";
import { revalidateTag } from "next/cache";
import { db, driverRead, Prisma } from "@/lib/db";
import { matroserSql } from "@/lib/matroser";
import { outsideRequest, pageExpirer } from "@/lib/cache/expirer.mjs";
import { CACHE_TAGS } from "@/lib/cache/tags";

// expire: 0 makes the next request render afresh (read-your-own-writes); "max" would serve the stale page once.
const NOW = { expire: 0 } as const;

/**
 * Expires the given tags (duplicates once). Prefer the named functions below; this is for writes that touch many.
 * Work without a request (a job) has no Next.js request to expire through: the process's page cache is told
 * directly (lib/cache/expirer.mjs), and a process that holds none it can reach expires nothing.
 */
export function expireTags(tags: readonly string[]): void {
  const list = [...new Set(tags)];
  if (list.length === 0) return;
  try {
    for (const tag of list) revalidateTag(tag, NOW);
  } catch (error) {
    if (!outsideRequest(error)) throw error;
    const expire = pageExpirer();
    if (expire) void expire(list).catch((failure: unknown) => console.error("[cache] pages could not be expired", failure));
  }
}

/**
 * Reports were posted, edited or deleted: the lists, the home page, the species pages and their own pages (a page asked
 * for before the report existed has cached its absence), the pages of the trips they belong to (the catches summed
 * up), and the kept feeds that list them: their owners' and their owners' matroser's. It never throws once the
 * change is stored: matroser who cannot be looked up cost every kept feed its copy instead.
 */
export async function reportsChanged({
  reportIds,
  ownerIds,
  tripIds = [],
  matroser,
}: {
  reportIds: readonly number[];
  ownerIds: readonly number[];
  tripIds?: readonly (number | null)[];
  /** The owners' matroser, when the write read them in its own transaction (a post); looked up otherwise. */
  matroser?: readonly number[];
}): Promise<void> {
  expireTags([
    CACHE_TAGS.home,
    CACHE_TAGS.reportLists,
    CACHE_TAGS.species,
    ...reportIds.map(CACHE_TAGS.report),
    ...ownerIds.map(CACHE_TAGS.profile),
    ...ownerIds.map(CACHE_TAGS.patterns),
    ...tripIds.filter((id): id is number => id !== null).map(CACHE_TAGS.trip),
  ]);
  expireTags(matroser ? [...ownerIds, ...matroser].map(CACHE_TAGS.feed) : await feedsShowing(ownerIds));
}

/** The kept feeds that list these members' catches: theirs and their matroser's (every feed when that read fails). */
async function feedsShowing(memberIds: readonly number[]): Promise<string[]> {
  try {
    const mates = await Promise.all([...new Set(memberIds)].map(friendshipsOf));
    return [...memberIds, ...mates.flat()].map(CACHE_TAGS.feed);
  } catch (error) {
    console.error("[cache] the matroser of changed catches could not be read; every kept feed is renewed", error);
    return [CACHE_TAGS.feeds];
  }
}

/** A report's like count changed: its page, the list cards and its owner's profile, which show the count. */
export function reportLikesChanged({ reportId, ownerId }: { reportId: number; ownerId: number }): void {
  expireTags([CACHE_TAGS.report(reportId), CACHE_TAGS.reportLists, CACHE_TAGS.profile(ownerId)]);
}

/**
 * A thread's comments changed: the page they sit on, and the lists whose cards count them (a report's card is on the
 * lists, the home page and its owner's profile; an article's on the news list).
 */
export function commentsChanged(threads: readonly CommentThreadRef[]): void {
  expireTags(
    threads.flatMap((thread) =>
      thread.kind === "report"
        ? [CACHE_TAGS.report(thread.id), CACHE_TAGS.reportLists, CACHE_TAGS.home, ...(thread.ownerId ? [CACHE_TAGS.profile(thread.ownerId)] : [])]
        : [CACHE_TAGS.newsArticle(thread.id), CACHE_TAGS.news],
    ),
  );
}

/** A thread as the cache knows it: a report (with its owner, whose profile lists it) or an article. */
export type CommentThreadRef = { kind: "report"; id: number; ownerId?: number | null } | { kind: "news"; id: number };

/**
 * How a member is shown changed (name, image, city, anonymity switched, account removed): their profile, the
 * profiles of their friends (whose friend lists name them), and every cached page that shows their name or links
 * their profile. Their report pages are found by id, so other members' pages stay cached; every kept feed is
 * renewed, as a matros's feed, a friend of a friend's suggestions and every card with their comment may show them.
 */
export async function memberChanged(memberId: number): Promise<void> {
  const [reports, friendships, comments, trips] = await Promise.all([
    db.report.findMany({ where: { userId: memberId }, select: { id: true } }),
    friendshipsOf(memberId),
    commentThreadsOf(memberId),
    publicTripsOf(memberId),
  ]);
  expireTags([
    CACHE_TAGS.home,
    CACHE_TAGS.reportLists,
    CACHE_TAGS.species,
    CACHE_TAGS.competitionMembers,
    CACHE_TAGS.feeds,
    CACHE_TAGS.profile(memberId),
    ...friendships.map(CACHE_TAGS.profile),
    ...reports.map((report) => CACHE_TAGS.report(report.id)),
    ...comments,
    ...trips.map(CACHE_TAGS.trip),
  ]);
}

/**
 * Whether a member may be seen at all changed (suspended, let back in, a child's consent given): every kept feed (their
 * catches in their matroser's, their name in suggestions), and the public trips whose pages show them, their catches
 * or (as creator) the trip itself. Report pages and profiles do not hide these members. It never throws: the change
 * it follows is stored, so its answer must say so; a failed lookup is logged, and those pages renew within the hour
 * every cached read lives at most.
 */
export async function memberStandingChanged(memberId: number): Promise<void> {
  expireTags([CACHE_TAGS.feeds]);
  let trips: number[];
  try {
    trips = await publicTripsOf(memberId);
  } catch (error) {
    console.error(`[cache] the trips of member ${memberId} could not be found to expire`, error);
    return;
  }
  expireTags(trips.map(CACHE_TAGS.trip));
}

/**
 * Who is friends with whom changed: both members' profiles (their friend lists), their counted suggestions and their
 * kept feeds (whose catches they list, whether suggestions show).
 */
export function friendsChanged(memberIds: readonly number[]): void {
  expireTags([...memberIds.map(CACHE_TAGS.profile), ...memberIds.map(CACHE_TAGS.suggestions), ...memberIds.map(CACHE_TAGS.feed)]);
}

/** A request to become matroser was sent, withdrawn or declined: the two members' suggestions leave it out or take it in. */
export function friendRequestsChanged(memberIds: readonly number[]): void {
  expireTags([...memberIds.map(CACHE_TAGS.suggestions), ...memberIds.map(CACHE_TAGS.feed)]);
}

/** Published news changed: the list, the feed, the sitemap and the articles' own pages. */
export function newsChanged({ articleIds }: { articleIds: readonly number[] }): void {
  expireTags([CACHE_TAGS.news, ...articleIds.map(CACHE_TAGS.newsArticle)]);
}

/**
 * A trip was planned, changed, answered or deleted: its page as visitors read it (a page asked for before the trip
 * existed, or while it was private, has cached its absence) and its kept share cards.
 */
export function tripChanged(tripId: number): void {
  expireTags([CACHE_TAGS.trip(tripId)]);
}

/** The pages that show the member's comments under their name. */
export async function commentThreadsOf(memberId: number): Promise<string[]> {
  const rows = await db.comment.findMany({
    where: { authorId: memberId, deletedAt: null },
    distinct: ["reportId", "newsId"],
    select: { reportId: true, newsId: true },
  });
  return rows.map((row) => (row.reportId !== null ? CACHE_TAGS.report(row.reportId) : CACHE_TAGS.newsArticle(row.newsId!)));
}

/**
 * The public trips a member's name or catches show on: planned by them, with them invited (a visitor sees those who
 * come), or holding a catch of theirs. `reader` may be a transaction that is about to remove the member.
 */
export async function publicTripsOf(memberId: number, reader: Pick<typeof db, "$queryRaw"> = db): Promise<number[]> {
  // Each part starts from the member's own rows through their index (trips by creator, invitations and reports by user).
  const rows = await reader.$queryRaw<{ id: number }[]>`
    SELECT t.id FROM trips t WHERE t.creator_id = ${memberId}::int AND t.is_public
    UNION
    SELECT t.id FROM trip_participants p JOIN trips t ON t.id = p.trip_id WHERE p.user_id = ${memberId}::int AND t.is_public
    UNION
    SELECT t.id FROM reports r JOIN trips t ON t.id = r.trip_id WHERE r.user_id = ${memberId}::int AND t.is_public
    ORDER BY id`;
  return rows.map((row) => row.id);
}

/** The member's matroser. Through the driver: as a Prisma query it was a tenth of a post's time in the server. */
async function friendshipsOf(memberId: number): Promise<number[]> {
  const statement = matroserSql(Prisma.sql`${memberId}::int`);
  const rows = await driverRead<{ id: number }>(statement.text, statement.values);
  return rows.map((row) => row.id);
}
